/** One problem with one field of a request: the shared `ErrorDetail` model. */
export interface ErrorDetail {
  /** JSON path of the offending field in the request, or the parameter name. */
  readonly field: string;
  /** What is wrong with the field. */
  readonly reason: string;
}

/** The body every service returns for every 4xx and 5xx response: the shared `Error` model. */
export interface ErrorBody {
  /** The HTTP status code, repeated for convenience. */
  readonly status: number;
  /** Stable, machine-readable error code in snake_case; branch on this one. */
  readonly code: string;
  /** Human-readable explanation; it may change, so do not parse it. */
  readonly message: string;
  /** Identifier of the request; quote it when you contact support. */
  readonly request_id: string;
  /** Field-level problems, present on validation errors. */
  readonly details?: readonly ErrorDetail[];
}

/** Which call a response answered: recorded by {@link createClient} for error messages. */
export interface RequestContext {
  /** The service's route name, for example `entity`. */
  readonly service: string;
  /** The operation id from the spec, when the path and method match one. */
  readonly operationId: string | undefined;
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The path as written in the spec, with its `{placeholders}`. */
  readonly path: string;
}

const contexts = new WeakMap<Response, RequestContext>();

/** Remembers which call a response belongs to (used by the client's middleware). */
export function recordContext(response: Response, context: RequestContext): void {
  contexts.set(response, context);
}

/** The call a response belongs to, when it came through a client of this SDK. */
export function contextOf(response: Response): RequestContext | undefined {
  return contexts.get(response);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readDetails(value: unknown): ErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .map((detail) => ({field: String(detail.field ?? ''), reason: String(detail.reason ?? '')}));
}

/**
 * Seconds to wait according to a `Retry-After` header (a number of seconds or an HTTP date), or
 * `undefined` when the header is missing or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // Only the IMF-fixdate form of RFC 9110 (`Wed, 02 Apr 2025 08:15:10 GMT`): Date.parse alone
  // would read almost anything, "-5" included, as some date.
  if (!/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * A request that a service answered with a 4xx or 5xx status. It carries the fields of the shared
 * `Error` model (`status`, `code`, `message`, `request_id`, `details`) and which call failed.
 *
 * When the body is not the `Error` model (a proxy's HTML page, for example), `code` is
 * `http_<status>` and `message` is the status text.
 */
export class ApiError extends Error implements ErrorBody {
  override readonly name = 'ApiError';
  /** The HTTP status code of the response. */
  readonly status: number;
  /** Stable, machine-readable error code, for example `not_found` or `rate_limited`. */
  readonly code: string;
  /** Identifier of the request (from the body, else the `X-Request-Id` header); empty when neither has one. */
  readonly request_id: string;
  /** Field-level problems; empty unless the service reported some. */
  readonly details: readonly ErrorDetail[];
  /** Seconds the service asked you to wait (`Retry-After`), when it said so. */
  readonly retryAfter: number | undefined;
  /** Which call failed, when the response came through a client of this SDK. */
  readonly context: RequestContext | undefined;
  /** The response itself; its body has already been read. */
  readonly response: Response;
  /** The response body as received (parsed JSON where it was JSON). */
  readonly body: unknown;

  /**
   * @param response - the failed response
   * @param body - its body, parsed as JSON where possible
   * @param context - which call it answered, when known
   */
  constructor(response: Response, body: unknown, context: RequestContext | undefined = contextOf(response)) {
    const fields = isRecord(body) ? body : {};
    const message =
      typeof fields.message === 'string' ? fields.message : response.statusText || `HTTP ${response.status}`;
    super(message);
    this.status = typeof fields.status === 'number' ? fields.status : response.status;
    this.code = typeof fields.code === 'string' ? fields.code : `http_${response.status}`;
    this.request_id =
      typeof fields.request_id === 'string' ? fields.request_id : (response.headers.get('X-Request-Id') ?? '');
    this.details = readDetails(fields.details);
    this.retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
    this.context = context;
    this.response = response;
    this.body = body;
  }

  /** The failed call, for example `getEntity (GET /v1/entity/{slug}/{id}) of entity`. */
  get operation(): string {
    if (!this.context) return this.response.url || 'request';
    const {service, operationId, method, path} = this.context;
    return `${operationId ? `${operationId} (${method} ${path})` : `${method} ${path}`} of ${service}`;
  }

  /** One line for logs: the call, status, code, message and request id. */
  override toString(): string {
    const id = this.request_id ? ` [request ${this.request_id}]` : '';
    return `ApiError: ${this.operation} failed with ${this.status} ${this.code}: ${this.message}${id}`;
  }
}

/** The shape of an openapi-fetch result: `data` on success, `error` otherwise, always `response`. */
export interface FetchResultLike {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

/** The success data of a result type; `undefined` for operations without a response body. */
export type UnwrappedData<R extends FetchResultLike> = [Exclude<R['data'], undefined>] extends [never]
  ? undefined
  : Exclude<R['data'], undefined>;

/**
 * Waits for a client call and returns its data, or throws an {@link ApiError} when the service
 * answered with an error status.
 *
 * @example
 * ```ts
 * const contact = await unwrap(customer.GET('/v1/customer/contacts/{contact_id}', {params: {path: {contact_id}}}));
 * ```
 */
export async function unwrap<R extends FetchResultLike>(result: R | Promise<R>): Promise<UnwrappedData<R>> {
  const {data, error, response} = await result;
  if (!response.ok) throw new ApiError(response, error);
  return data as UnwrappedData<R>;
}
