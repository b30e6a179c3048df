import type {ServiceEntry} from '@energy-xrm/specs';
import {SCHEMAS_ANCHOR} from '../hooks';
import {serviceUrls} from '../urls';
import {schemaAnchor, tagAnchor} from './anchors';
import {METHODS, deref, type OpenApiDocument, type RawOperation, type RawParameter} from './openapi';
import {schemaCodes} from './codes';
import {buildOperation} from './operation';
import {buildSchemaNode} from './schemaTree';
import type {OperationModel, ServiceReference, TagModel} from './types';

export type {OpenApiDocument} from './openapi';

/** The operations of a path item, with the path item's parameters merged into each. */
function operationsOf(
  path: string,
  item: Record<string, unknown>,
  doc: OpenApiDocument,
): {method: string; raw: RawOperation}[] {
  return METHODS.flatMap((method) => {
    const operation = item[method] as RawOperation | undefined;
    if (!operation) return [];
    // Parameters of the path item apply to each of its operations, unless the operation redefines one.
    const own = operation.parameters ?? [];
    const shared = ((item.parameters ?? []) as RawParameter[]).filter(
      (p) => !own.some((o) => deref(o, doc).name === deref(p, doc).name),
    );
    return [{method, raw: {...operation, parameters: [...shared, ...own]}}];
  });
}

/**
 * The whole reference of one service: operations grouped by tag in the spec's tag order, the
 * component schemas, and every anchor and URL of the page. Errors name the operation and the file.
 */
export function buildReference(
  service: Pick<ServiceEntry, 'route'>,
  doc: OpenApiDocument,
  hasChangelog: boolean,
): ServiceReference {
  const byTag = new Map<string, OperationModel[]>((doc.tags ?? []).map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const {method, raw} of operationsOf(path, item, doc)) {
      try {
        const tag = raw.tags?.[0] ?? 'Other';
        byTag.set(tag, [...(byTag.get(tag) ?? []), buildOperation(method, path, raw, doc)]);
      } catch (error) {
        throw new Error(
          `${method.toUpperCase()} ${path} in api/${service.route}/openapi.yaml: ${(error as Error).message}`,
          {cause: error},
        );
      }
    }
  }
  const descriptions = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
  const tags: TagModel[] = [...byTag]
    .filter(([, operations]) => operations.length > 0)
    .map(([name, operations]) => ({
      name,
      anchor: tagAnchor(name),
      description: descriptions.get(name) ?? '',
      operations,
    }));
  const components = doc.components?.schemas ?? {};
  const schemas = Object.keys(components).map((name) => ({
    name,
    anchor: schemaAnchor(name),
    node: buildSchemaNode({$ref: `#/components/schemas/${name}`}, components),
    codes: schemaCodes(components[name]!),
  }));
  return {
    route: service.route,
    title: doc.info.title,
    version: doc.info.version,
    description: doc.info.description ?? '',
    servers: (doc.servers ?? []).map((server) => server.url),
    tags,
    schemas,
    operationCount: tags.reduce((sum, tag) => sum + tag.operations.length, 0),
    anchors: [
      SCHEMAS_ANCHOR,
      ...tags.flatMap((tag) => [tag.anchor, ...tag.operations.map((op) => op.id)]),
      ...schemas.map((schema) => schema.anchor),
    ],
    urls: serviceUrls(service.route, hasChangelog),
  };
}
