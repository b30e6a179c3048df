import {sample} from 'openapi-sampler';
import type {ServiceEntry} from '../../../config/services';
import {inlineMarkdownToHtml, markdownToHtml} from '../render/markdown';
import {codeSamples} from '../render/samples';
import {buildSchemaNode, type SchemaComponents} from './schemaTree';
import type {
  BodyModel,
  ExampleModel,
  OperationModel,
  ParameterModel,
  ResponseModel,
  Schema,
  ServiceReference,
  TagModel,
} from './types';

/** The parts of a bundled OpenAPI 3.1 document the reference reads ($refs only point inside it). */
export interface OpenApiDocument {
  info: {title: string; version: string; description?: string};
  servers?: {url: string}[];
  security?: Record<string, string[]>[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, RawParameter>;
    responses?: Record<string, RawResponse>;
    requestBodies?: Record<string, RawBody>;
  };
}

interface RawParameter {
  $ref?: string;
  name: string;
  in: ParameterModel['location'];
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
}
interface RawMedia {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, {summary?: string; value?: unknown}>;
}
interface RawBody {
  $ref?: string;
  description?: string;
  content?: Record<string, RawMedia>;
}
interface RawResponse extends RawBody {
  headers?: unknown;
}
interface RawOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  parameters?: RawParameter[];
  requestBody?: RawBody;
  responses?: Record<string, RawResponse>;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'] as const;

export const tagAnchor = (tag: string): string =>
  `tag-${tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
export const schemaAnchor = (name: string): string => `schema-${name}`;

function deref<T extends {$ref?: string}>(value: T, doc: OpenApiDocument): T {
  if (!value.$ref) return value;
  const [, section, name] = value.$ref.match(/^#\/components\/(\w+)\/(.+)$/) ?? [];
  const target = (doc.components as Record<string, Record<string, T>> | undefined)?.[section ?? '']?.[name ?? ''];
  if (!target) throw new Error(`Broken $ref "${value.$ref}"`);
  return deref(target, doc);
}

const pretty = (value: unknown): string => JSON.stringify(value, null, 2);

function examplesOf(media: RawMedia, components: SchemaComponents, doc: OpenApiDocument): ExampleModel[] {
  if (media.examples) {
    return Object.entries(media.examples).map(([key, example]) => ({
      label: example.summary ?? key,
      json: pretty(example.value),
    }));
  }
  if (media.example !== undefined) return [{label: 'Example', json: pretty(media.example)}];
  if (!media.schema) return [];
  const generated = sample(media.schema as object, {skipReadOnly: false}, {
    components: {schemas: components},
    ...doc,
  } as object);
  return [{label: 'Example (generated)', json: pretty(generated)}];
}

function bodyOf(raw: RawBody | undefined, components: SchemaComponents, doc: OpenApiDocument): BodyModel | undefined {
  if (!raw) return undefined;
  const body = deref(raw, doc);
  const [mediaType, media] = Object.entries(body.content ?? {})[0] ?? [];
  if (!mediaType || !media) return undefined;
  return {
    mediaType,
    descriptionHtml: markdownToHtml(body.description),
    schema: buildSchemaNode(media.schema ?? {}, components),
    examples: examplesOf(media, components, doc),
  };
}

function buildOperation(
  service: ServiceEntry,
  method: string,
  path: string,
  raw: RawOperation,
  doc: OpenApiDocument,
  server: string,
): OperationModel {
  const components = doc.components?.schemas ?? {};
  const id = raw.operationId;
  if (!id) throw new Error('operation has no operationId');
  const parameters: ParameterModel[] = (raw.parameters ?? []).map((p) => {
    const parameter = deref(p, doc);
    return {
      name: parameter.name,
      location: parameter.in,
      required: Boolean(parameter.required),
      descriptionHtml: markdownToHtml(parameter.description),
      schema: buildSchemaNode(parameter.schema ?? {}, components),
      ...(parameter.example !== undefined && {
        example: String(parameter.example),
        exampleJson: JSON.stringify(parameter.example),
      }),
    };
  });
  const requestBody = bodyOf(raw.requestBody, components, doc);
  const responses: ResponseModel[] = Object.entries(raw.responses ?? {}).map(([status, response]) => {
    const body = bodyOf(response, components, doc);
    return {status, descriptionHtml: markdownToHtml(deref(response, doc).description), ...(body && {body})};
  });
  const isPublic = Array.isArray(raw.security) && raw.security.length === 0;
  const example = (name: string) => parameters.find((p) => p.name === name)?.example ?? `{${name}}`;
  const url = server + path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(example(name)));
  const samples = codeSamples({
    service: service.route,
    pathTemplate: path,
    pathParams: parameters.filter((p) => p.location === 'path').map((p) => ({name: p.name, value: example(p.name)})),
    isPublic,
    method,
    url,
    headers: [
      ...(isPublic ? [] : [{name: 'Authorization', value: 'Bearer $ENERGY_XRM_TOKEN'}]),
      ...parameters
        .filter((p) => p.location === 'header' && p.required)
        .map((p) => ({name: p.name, value: p.example ?? ''})),
    ],
    query: parameters
      .filter((p) => p.location === 'query' && p.required)
      .map((p) => ({name: p.name, value: p.example ?? '', ...(p.exampleJson && {json: p.exampleJson})})),
    ...(requestBody?.examples[0] && {body: requestBody.examples[0].json}),
  });
  return {
    id,
    method,
    path,
    summary: inlineMarkdownToHtml(raw.summary ?? id),
    descriptionHtml: markdownToHtml(raw.description),
    deprecated: Boolean(raw.deprecated),
    isPublic,
    parameters,
    ...(requestBody && {requestBody}),
    responses,
    samples,
  };
}

/** The whole reference of one service: operations grouped by tag, in the spec's tag order. */
export function buildReference(service: ServiceEntry, doc: OpenApiDocument, hasChangelog: boolean): ServiceReference {
  const server = doc.servers?.[0]?.url ?? '';
  const byTag = new Map<string, OperationModel[]>((doc.tags ?? []).map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as RawOperation | undefined;
      if (!operation) continue;
      // Parameters of the path item apply to each of its operations, unless the operation redefines one.
      const shared = ((item.parameters ?? []) as RawParameter[]).filter(
        (p) => !(operation.parameters ?? []).some((own) => deref(own, doc).name === deref(p, doc).name),
      );
      const raw: RawOperation = {...operation, parameters: [...shared, ...(operation.parameters ?? [])]};
      try {
        const tag = raw.tags?.[0] ?? 'Other';
        byTag.set(tag, [...(byTag.get(tag) ?? []), buildOperation(service, method, path, raw, doc, server)]);
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
      descriptionHtml: markdownToHtml(descriptions.get(name)),
      operations,
    }));
  const components = doc.components?.schemas ?? {};
  return {
    route: service.route,
    specName: service.specName,
    title: doc.info.title,
    version: doc.info.version,
    descriptionHtml: markdownToHtml(doc.info.description),
    server,
    tags,
    schemas: Object.keys(components).map((name) => ({
      name,
      anchor: schemaAnchor(name),
      node: buildSchemaNode({$ref: `#/components/schemas/${name}`}, components),
    })),
    operationCount: tags.reduce((sum, tag) => sum + tag.operations.length, 0),
    hasChangelog,
  };
}
