import {bundleService, platformServices as services} from '@energy-xrm/specs';

type Json = Record<string, unknown>;

export interface SpecOperation {
  readonly specName: string;
  readonly method: string;
  readonly path: string;
  readonly pointer: string;
  readonly hasJsonBody: boolean;
  /** The bundled operation, with the parameters of its path item. */
  readonly raw: Json;
  readonly pathParameters: readonly Json[];
}

export interface LoadedSpecs {
  readonly documents: Map<string, Json>;
  readonly operations: SpecOperation[];
}

/** Every service spec, bundled by the one spec loader (@energy-xrm/specs). */
export async function loadSpecs(): Promise<LoadedSpecs> {
  const documents = new Map<string, Json>();
  const operations: SpecOperation[] = [];
  for (const service of services) {
    const doc = (await bundleService(service)) as unknown as Json & {
      paths: Record<string, Record<string, Json>>;
    };
    documents.set(service.specName, doc);
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (method === 'parameters') continue;
        const content = (operation.requestBody as {content?: Json} | undefined)?.content;
        operations.push({
          specName: service.specName,
          method: method.toUpperCase(),
          path: route,
          pointer: `#/paths/${route.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`,
          hasJsonBody: Boolean(content?.['application/json']),
          raw: operation,
          pathParameters: (item.parameters ?? []) as unknown as Json[],
        });
      }
    }
  }
  return {documents, operations};
}

/** A concrete path matches a spec path when every `{parameter}` stands for one segment part. */
export function pathMatches(specPath: string, concrete: string): boolean {
  const pattern = specPath
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+?' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(concrete);
}

/**
 * OpenAPI lets a request omit read-only properties, and a response write-only ones, even when they
 * are required; JSON Schema does not know that. This drops such properties from every `required`
 * list before validation.
 */
function withoutRequired(doc: Json, flag: 'readOnly' | 'writeOnly'): Json {
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const flagged = (schema: Json | undefined): boolean => {
    if (!schema) return false;
    if (schema[flag] === true) return true;
    const ref = schema.$ref as string | undefined;
    return ref?.startsWith('#/components/schemas/') ? flagged(schemas[ref.slice(21)]) : false;
  };
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const node = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child)])) as Json;
    const properties = node.properties as Record<string, Json> | undefined;
    if (Array.isArray(node.required) && properties) {
      node.required = (node.required as string[]).filter((name) => !flagged(properties[name]));
    }
    return node;
  };
  return walk(doc) as Json;
}

/** The spec as a request validator sees it: read-only properties may be left out. */
export const forRequests = (doc: Json): Json => withoutRequired(doc, 'readOnly');

/** The spec as a response validator sees it: write-only properties are never returned. */
export const forResponses = (doc: Json): Json => withoutRequired(doc, 'writeOnly');

/** JSON pointer (in the bundled spec) of the JSON schema of one response, or undefined. */
export function responseSchemaPointer(doc: Json, operation: SpecOperation, status: string): string | undefined {
  const response = (operation.raw.responses as Record<string, Json> | undefined)?.[status];
  if (!response) return undefined;
  const ref = response.$ref as string | undefined;
  const target = ref
    ? (((doc.components as Json).responses as Record<string, Json>)[ref.split('/').pop()!] ?? {})
    : response;
  if (!((target.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema) return undefined;
  return `${ref ?? `${operation.pointer}/responses/${status}`}/content/application~1json/schema`;
}

/**
 * The operation a guide's request or response means: same method, spec (when the guide names the
 * host) and path, preferring literal segments over parameters (`/v1/entity/views` is a saved view,
 * not an entity of the schema `views`), or the operation whose id the guide names.
 */
export function findOperation(
  specs: LoadedSpecs,
  request: {
    readonly method?: string;
    readonly path?: string;
    readonly specName?: string;
    readonly operationId?: string;
  },
): SpecOperation | undefined {
  if (request.operationId) return specs.operations.find((op) => op.raw.operationId === request.operationId);
  const params = (op: SpecOperation) => (op.path.match(/\{/g) ?? []).length;
  return specs.operations
    .filter(
      (op) =>
        op.method === request.method &&
        (request.specName === undefined || op.specName === request.specName) &&
        pathMatches(op.path, request.path ?? ''),
    )
    .sort((a, b) => params(a) - params(b))[0];
}
