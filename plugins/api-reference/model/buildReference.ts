import type {ServiceEntry} from '@energy-xrm/specs';
import {HTTP_METHODS} from '@energy-xrm/specs/methods';
import {MENU_FILTER_ID, SCHEMAS_ANCHOR} from '../hooks';
import {LOCAL_MOCK, serviceUrls} from '../urls';
import {aboutOf, withExternalDocs} from './about';
import {AnchorRegistry, schemaAnchor, slug, tagAnchor} from './anchors';
import {deref, pathItemOf, type OpenApiDocument, type RawOperation, type RawParameter, type RawServer} from './openapi';
import {schemaCodes} from './codes';
import {buildOperation, incomingOf, type OperationContext} from './operation';
import {buildSchemaNode, type SchemaScope} from './schemaTree';
import type {IncomingModel, OperationModel, ServerModel, ServiceReference, TagModel} from './types';

export type {OpenApiDocument} from './openapi';

interface RawEntry {
  readonly method: string;
  readonly path: string;
  readonly raw: RawOperation;
  readonly pointer: string;
}

const pointerPart = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The operations of every path item, with the path item's parameters merged into each. */
function rawOperations(doc: OpenApiDocument): RawEntry[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, referenced]) => {
    const item = pathItemOf(referenced, doc);
    return HTTP_METHODS.flatMap((method) => {
      const operation = item?.[method] as RawOperation | undefined;
      if (!operation || typeof operation !== 'object') return [];
      // Parameters of the path item apply to each of its operations, unless the operation redefines one.
      const own = operation.parameters ?? [];
      const key = (p: RawParameter) => `${deref(p, doc).in}:${deref(p, doc).name}`;
      const shared = ((item?.parameters ?? []) as RawParameter[]).filter((p) => !own.some((o) => key(o) === key(p)));
      const pointer = `#/paths/${pointerPart(path)}/${method}`;
      return [{method, path, raw: {...operation, parameters: [...shared, ...own]}, pointer}];
    });
  });
}

/** The servers with their variables filled in with the defaults (`{scheme}://…` → `https://…`). */
function serversOf(doc: OpenApiDocument): ServerModel[] {
  return (doc.servers ?? []).map((server: RawServer) => {
    const variables = Object.entries(server.variables ?? {}).map(([name, variable]) => ({
      name,
      default: String(variable.default ?? variable.enum?.[0] ?? ''),
      values: (variable.enum ?? []).map(String),
      description: variable.description ?? '',
    }));
    const filled = server.url.replace(
      /\{([^}]+)\}/g,
      (whole, name: string) => variables.find((v) => v.name === name)?.default ?? whole,
    );
    // A relative server (`/v1`) is relative to where the spec is served; samples and Try it need a host.
    // Paths start with a slash, so the server ends without one (`https://x.example/` + `/a`).
    const url = (/^[a-z][a-z0-9+.-]*:\/\//i.test(filled) ? filled : new URL(filled, `${LOCAL_MOCK}/`).href).replace(
      /\/+$/,
      '',
    );
    return {url, template: server.url, description: server.description ?? '', variables};
  });
}

/** Where a failure is reported: the file, then the pointer or operation, then the reason, in one line. */
function located<T>(file: string, where: string, build: () => T): T {
  try {
    return build();
  } catch (error) {
    throw new Error(`${file} ${where}: ${(error as Error).message}`, {cause: error});
  }
}

/**
 * The whole reference of one service: operations grouped by tag in the spec's tag order, the
 * component schemas, webhooks, and every anchor and URL of the page.
 */
export function buildReference(
  service: Pick<ServiceEntry, 'route'> & Partial<Pick<ServiceEntry, 'title' | 'imported' | 'specFile'>>,
  doc: OpenApiDocument,
  hasChangelog: boolean,
): ServiceReference {
  const file = `api/${service.route}/${service.specFile ?? 'openapi.yaml'}`;
  const anchors = new AnchorRegistry([SCHEMAS_ANCHOR, 'webhooks', MENU_FILTER_ID]);
  const entries = rawOperations(doc).map((entry) => ({
    ...entry,
    anchor: anchors.operation(entry.raw.operationId, entry.method, entry.path),
  }));
  const byOperationId = new Map(
    entries.flatMap((e) => (e.raw.operationId ? [[e.raw.operationId, e.anchor] as const] : [])),
  );
  const scope: SchemaScope = {components: doc.components?.schemas ?? {}, document: doc};
  const serverDetails = serversOf(doc);
  const ctx: OperationContext = {
    doc,
    scope,
    // A spec without servers: the samples call the local mock (OpenAPI's default server is "/").
    servers: serverDetails.length > 0 ? serverDetails.map((server) => server.url) : [LOCAL_MOCK],
    lookup: (operationId) => byOperationId.get(operationId),
    claim: (wanted) => anchors.claim(wanted),
  };
  const byTag = new Map<string, OperationModel[]>((doc.tags ?? []).map((tag) => [tag.name, []]));
  for (const {method, path, raw, pointer, anchor} of entries) {
    const operation = located(file, `${pointer} (${method.toUpperCase()} ${path})`, () =>
      buildOperation(method, path, raw, anchor, ctx),
    );
    // A blank tag name would be an empty heading: such an operation goes with the untagged ones.
    const tag = raw.tags?.[0]?.trim() || 'Other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), operation]);
  }
  const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag]));
  // A tag without operations is shown only when it says something: specs written elsewhere keep
  // their introduction there (Redoc's `x-traitTag`: DigitalOcean's requests, statuses, rate
  // limits and pagination), in the place the spec gives it.
  const tags: TagModel[] = [...byTag]
    .filter(([name, operations]) => operations.length > 0 || (declared.get(name)?.description ?? '').trim() !== '')
    .map(([name, operations]) => ({
      name: declared.get(name)?.['x-displayName']?.trim() || name.trim() || 'Other',
      anchor: anchors.claim(tagAnchor(name)),
      description: declared.get(name)?.description ?? '',
      ...withExternalDocs(declared.get(name)?.externalDocs),
      operations,
    }));
  const webhooks: IncomingModel[] = Object.entries(doc.webhooks ?? {}).flatMap(([name, referenced]) => {
    const item = pathItemOf(referenced, doc);
    return HTTP_METHODS.flatMap((method) => {
      const raw = item?.[method] as RawOperation | undefined;
      if (!raw) return [];
      const pointer = `#/webhooks/${pointerPart(name)}/${method}`;
      const anchor = anchors.claim(`webhook-${slug(name) || 'event'}`);
      return [located(file, pointer, () => incomingOf(name, method, '', raw, anchor, ctx))];
    });
  });
  const schemas = Object.keys(scope.components).map((name) => ({
    name,
    anchor: schemaAnchor(name),
    node: located(file, `#/components/schemas/${pointerPart(name)}`, () =>
      buildSchemaNode({$ref: `#/components/schemas/${pointerPart(name)}`}, scope),
    ),
    codes: schemaCodes(scope.components[name]!),
  }));
  const callbackAnchors = tags.flatMap((tag) =>
    tag.operations.flatMap((op) => op.callbacks.flatMap((callback) => callback.requests.map((r) => r.anchor))),
  );
  return {
    route: service.route,
    title: service.title ?? doc.info.title,
    version: String(doc.info.version),
    description: doc.info.description ?? '',
    servers: serverDetails.map((server) => server.url),
    serverDetails,
    tags,
    schemas,
    webhooks,
    imported: Boolean(service.imported),
    about: aboutOf(doc),
    operationCount: tags.reduce((sum, tag) => sum + tag.operations.length, 0),
    anchors: [
      SCHEMAS_ANCHOR,
      ...tags.flatMap((tag) => [tag.anchor, ...tag.operations.map((op) => op.id)]),
      ...callbackAnchors,
      ...(webhooks.length > 0 ? ['webhooks', ...webhooks.map((w) => w.anchor)] : []),
      ...schemas.map((schema) => schema.anchor),
    ],
    urls: serviceUrls(service.route, hasChangelog),
  };
}
