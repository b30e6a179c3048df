import {sample} from 'openapi-sampler';
import {buildSchemaNode, type SchemaComponents} from './schemaTree';
import {deref, type OpenApiDocument, type RawBody, type RawMedia, type RawOperation} from './openapi';
import {exampleCodes} from './codes';
import {authOf, requestExample, tryItRecord} from './request';
import type {BodyModel, ExampleModel, JsonValue, OperationModel, ParameterModel, ResponseModel} from './types';

const pretty = (value: unknown): string => JSON.stringify(value, null, 2);

function examplesOf(media: RawMedia, components: SchemaComponents, doc: OpenApiDocument): ExampleModel[] {
  if (media.examples) {
    return Object.entries(media.examples).map(([key, example]) => ({
      label: example.summary ?? key,
      json: pretty(example.value),
      generated: false,
    }));
  }
  if (media.example !== undefined) return [{label: 'Example', json: pretty(media.example), generated: false}];
  if (!media.schema) return [];
  const generated = sample(media.schema as object, {skipReadOnly: false}, {
    components: {schemas: components},
    ...doc,
  } as object);
  return [{label: 'Example (generated)', json: pretty(generated), generated: true}];
}

function bodyOf(raw: RawBody | undefined, components: SchemaComponents, doc: OpenApiDocument): BodyModel | undefined {
  if (!raw) return undefined;
  const body = deref(raw, doc);
  const [mediaType, media] = Object.entries(body.content ?? {})[0] ?? [];
  if (!mediaType || !media) return undefined;
  return {
    mediaType,
    description: body.description ?? '',
    schema: buildSchemaNode(media.schema ?? {}, components),
    examples: examplesOf(media, components, doc),
  };
}

/** The values of the spec's own examples of a body, in every media type. */
function ownExamples(raw: RawBody, doc: OpenApiDocument): unknown[] {
  return Object.values(deref(raw, doc).content ?? {})
    .flatMap((media) => [media.example, ...Object.values(media.examples ?? {}).map((example) => example.value)])
    .filter((value) => value !== undefined);
}

function parametersOf(raw: RawOperation, components: SchemaComponents, doc: OpenApiDocument): ParameterModel[] {
  return (raw.parameters ?? []).map((p) => {
    const parameter = deref(p, doc);
    const example = (parameter.example ?? parameter.schema?.example ?? parameter.schema?.default) as
      JsonValue | undefined;
    return {
      name: parameter.name,
      location: parameter.in,
      required: Boolean(parameter.required),
      description: parameter.description ?? '',
      schema: buildSchemaNode(parameter.schema ?? {}, components),
      ...(example !== undefined && {example}),
    };
  });
}

/** One operation of the spec, every fact its renderers need computed here once. */
export function buildOperation(method: string, path: string, raw: RawOperation, doc: OpenApiDocument): OperationModel {
  const components = doc.components?.schemas ?? {};
  const id = raw.operationId;
  if (!id) throw new Error('operation has no operationId');
  const servers = (doc.servers ?? []).map((server) => server.url);
  const parameters = parametersOf(raw, components, doc);
  const requestBody = bodyOf(raw.requestBody, components, doc);
  const responses: ResponseModel[] = Object.entries(raw.responses ?? {}).map(([status, response]) => {
    const body = bodyOf(response, components, doc);
    const codes = exampleCodes(ownExamples(response, doc));
    return {status, description: deref(response, doc).description ?? '', ...(body && {body}), codes};
  });
  const auth = authOf(raw.security, doc);
  return {
    id,
    method,
    path,
    summary: raw.summary ?? id,
    description: raw.description ?? '',
    deprecated: Boolean(raw.deprecated),
    auth,
    parameters,
    ...(requestBody && {requestBody}),
    responses,
    request: requestExample(method, path, servers[0] ?? '', parameters, requestBody, auth),
    tryIt: tryItRecord(method, path, servers, parameters, requestBody, auth),
  };
}
