import {bundleService, services} from '@energy-xrm/specs';

type Json = Record<string, unknown>;

export interface SpecOperation {
  readonly specName: string;
  readonly method: string;
  readonly path: string;
  readonly pointer: string;
  readonly hasJsonBody: boolean;
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
        const content = (operation.requestBody as {content?: Json} | undefined)?.content;
        operations.push({
          specName: service.specName,
          method: method.toUpperCase(),
          path: route,
          pointer: `#/paths/${route.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`,
          hasJsonBody: Boolean(content?.['application/json']),
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
 * OpenAPI lets a request omit read-only properties even when they are required; JSON Schema does
 * not know that. This drops read-only properties from every `required` list before validation.
 */
export function forRequests(doc: Json): Json {
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const readOnly = (schema: Json | undefined): boolean => {
    if (!schema) return false;
    if (schema.readOnly === true) return true;
    const ref = schema.$ref as string | undefined;
    return ref?.startsWith('#/components/schemas/') ? readOnly(schemas[ref.slice(21)]) : false;
  };
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const node = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child)])) as Json;
    const properties = node.properties as Record<string, Json> | undefined;
    if (Array.isArray(node.required) && properties) {
      node.required = (node.required as string[]).filter((name) => !readOnly(properties[name]));
    }
    return node;
  };
  return walk(doc) as Json;
}
