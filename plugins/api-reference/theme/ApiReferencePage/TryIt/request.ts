/** The pure parts of Try it: reading an operation from the spec, building the request, curl. */

export interface TryItParameter {
  readonly name: string;
  readonly location: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly example: string;
}

export interface TryItOperation {
  readonly method: string;
  readonly path: string;
  readonly servers: readonly string[];
  readonly parameters: readonly TryItParameter[];
  /** Pretty-printed example body, when the operation takes JSON. */
  readonly body?: string;
  readonly isPublic: boolean;
}

interface SpecParameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: {default?: unknown; example?: unknown};
}
interface SpecDocument {
  servers?: {url: string}[];
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        parameters?: SpecParameter[];
        security?: unknown[];
        requestBody?: {
          $ref?: string;
          content?: Record<string, {example?: unknown; examples?: Record<string, {value?: unknown}>}>;
        };
      } & {parameters?: SpecParameter[]}
    >
  >;
  components?: {parameters?: Record<string, SpecParameter>};
}

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** Finds an operation by id in a bundled spec and reads what the form needs. */
export function readOperation(spec: unknown, operationId: string): TryItOperation {
  const doc = spec as SpecDocument;
  const resolve = (p: SpecParameter): SpecParameter =>
    p.$ref ? (doc.components?.parameters?.[p.$ref.split('/').pop() ?? ''] ?? p) : p;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (method === 'parameters' || operation.operationId !== operationId) continue;
      const own = (operation.parameters ?? []).map(resolve);
      const shared = ((item.parameters as SpecParameter[] | undefined) ?? [])
        .map(resolve)
        .filter((p) => !own.some((o) => o.name === p.name));
      const media = operation.requestBody?.content?.['application/json'];
      const bodyValue = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
      return {
        method: method.toUpperCase(),
        path,
        servers: (doc.servers ?? []).map((server) => server.url),
        parameters: [...shared, ...own]
          .filter((p): p is SpecParameter & {in: TryItParameter['location']} =>
            ['path', 'query', 'header'].includes(p.in),
          )
          .map((p) => ({
            name: p.name,
            location: p.in,
            required: Boolean(p.required),
            example: text(p.example ?? p.schema?.example ?? p.schema?.default),
          })),
        ...(media && {body: JSON.stringify(bodyValue ?? {}, null, 2)}),
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
      };
    }
  }
  throw new Error(`No operation ${operationId} in the spec`);
}

export interface BuiltRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

/** The request exactly as Try it sends it; empty optional parameters are left out. */
export function buildRequest(
  operation: TryItOperation,
  baseUrl: string,
  values: Readonly<Record<string, string>>,
  token: string,
  body: string | undefined,
): BuiltRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[`path:${name}`] ?? ''),
  );
  const url = new URL(baseUrl.replace(/\/$/, '') + path);
  const headers: Record<string, string> = {Accept: 'application/json'};
  for (const parameter of operation.parameters) {
    const value = values[`${parameter.location}:${parameter.name}`] ?? '';
    if (value === '') continue;
    if (parameter.location === 'query') url.searchParams.set(parameter.name, value);
    if (parameter.location === 'header') headers[parameter.name] = value;
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return {url: url.toString(), method: operation.method, headers, ...(body !== undefined && {body})};
}

const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

/** A curl command that sends exactly the same request. */
export function toCurl(request: BuiltRequest): string {
  const lines = [`curl --request ${request.method} ${shellQuote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers))
    lines.push(`  --header ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  --data ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}
