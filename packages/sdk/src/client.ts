import createFetchClient, {type Client, type Middleware} from 'openapi-fetch';
import {recordContext} from './errors.js';
import {serviceInfo, serviceNames, type ServiceName, type ServicePaths} from './generated/services.js';
import {withRetries, type FetchFunction, type RetryOptions} from './retry.js';

/**
 * A bearer token, or a function that returns the current one (called before every request, so it
 * can read a rotated token from your secret store).
 */
export type TokenSource = string | (() => string | Promise<string>);

/** Options of {@link createClient}. */
export interface ClientOptions<S extends ServiceName> {
  /** The service's route name, as in its reference URL `/api/<route>`: `'entity'`, `'access-token'`, … */
  readonly service: S;
  /**
   * The access token to send as `Authorization: Bearer …`. Leave it out for public operations
   * only; every other operation answers `401` without one.
   */
  readonly token?: TokenSource;
  /**
   * The organization's public API key, sent as `X-Api-Key`. Public operations (catalog, cart and
   * checkout, address suggestions, submissions) take it instead of a token.
   */
  readonly apiKey?: string;
  /** Where the service lives. Default: the server in the service's spec (production). */
  readonly baseUrl?: string;
  /** Retry `429`, `5xx` and network errors: `true` for the defaults, or your own settings. Default off. */
  readonly retry?: boolean | RetryOptions;
  /** Headers to send with every request. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The fetch to use. Default: the global `fetch`. */
  readonly fetch?: FetchFunction;
}

/**
 * A typed client for one service: an openapi-fetch client whose `GET`, `POST`, `PUT`, `PATCH`
 * and `DELETE` methods accept only the paths, parameters and bodies of that service's spec, and
 * return `{data, error, response}` typed by it.
 */
export type EnergyXrmClient<S extends ServiceName> = Client<ServicePaths[S]> & {
  /** The service this client calls. */
  readonly service: S;
  /** The base URL every path is appended to. */
  readonly baseUrl: string;
};

/** Resolves a {@link TokenSource} to the token string. */
export async function resolveToken(token: TokenSource): Promise<string> {
  return typeof token === 'function' ? await token() : token;
}

function authMiddleware(token: TokenSource): Middleware {
  return {
    async onRequest({request}) {
      if (!request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${await resolveToken(token)}`);
      }
      return request;
    },
  };
}

function contextMiddleware(service: ServiceName): Middleware {
  const operations = serviceInfo[service].operations;
  return {
    onResponse({request, response, schemaPath}) {
      const operationId = operations[`${request.method} ${schemaPath}`];
      recordContext(response, {service, operationId, method: request.method, path: schemaPath});
    },
  };
}

/**
 * Creates a typed client for one Energy XRM service.
 *
 * @example
 * ```ts
 * const entity = createClient({service: 'entity', token});
 * const {data, error} = await entity.GET('/v1/entity/schemas/{slug}', {params: {path: {slug: 'contact'}}});
 * ```
 *
 * @param options - the service, the token and optional base URL, retries, headers and fetch
 * @throws TypeError when `service` is not the route name of a service
 */
export function createClient<S extends ServiceName>(options: ClientOptions<S>): EnergyXrmClient<S> {
  const {service} = options;
  if (!Object.hasOwn(serviceInfo, service)) {
    throw new TypeError(`Unknown service "${String(service)}". Valid services: ${serviceNames.join(', ')}`);
  }
  const baseUrl = (options.baseUrl ?? serviceInfo[service].serverUrl).replace(/\/+$/, '');
  const baseFetch: FetchFunction = options.fetch ?? ((request) => globalThis.fetch(request));
  const retry = options.retry === true ? {} : options.retry || undefined;
  const client = createFetchClient<ServicePaths[S]>({
    baseUrl,
    fetch: retry ? withRetries(baseFetch, retry) : baseFetch,
    ...((options.headers || options.apiKey) && {
      headers: {...options.headers, ...(options.apiKey && {'X-Api-Key': options.apiKey})},
    }),
  });
  if (options.token !== undefined) client.use(authMiddleware(options.token));
  client.use(contextMiddleware(service));
  return Object.assign(client, {service, baseUrl});
}
