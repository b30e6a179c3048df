import {sample} from 'openapi-sampler';
import {buildSchemaNode, type SchemaComponents} from './schemaTree';
import {
  APPLIES_TO,
  deref,
  type OpenApiDocument,
  type RawBody,
  type RawExample,
  type RawMedia,
  type RawOperation,
} from './openapi';
import {authOf, requestExample, tryItRecord} from './request';
import type {BodyModel, ExampleModel, JsonValue, OperationModel, ParameterModel, ResponseModel} from './types';

const pretty = (value: unknown): string => JSON.stringify(value, null, 2);

/** Which inputs an operation takes, for the examples that describe only one kind of input. */
type Fits = (example: RawExample) => boolean;

const fitsAll: Fits = () => true;

function examplesOf(
  media: RawMedia,
  components: SchemaComponents,
  doc: OpenApiDocument,
  fits: Fits = fitsAll,
): ExampleModel[] {
  if (media.examples) {
    return Object.entries(media.examples)
      .filter(([, example]) => fits(example))
      .map(([key, example]) => ({
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

function bodyOf(
  raw: RawBody | undefined,
  components: SchemaComponents,
  doc: OpenApiDocument,
  fits: Fits = fitsAll,
): BodyModel | undefined {
  if (!raw) return undefined;
  const body = deref(raw, doc);
  const [mediaType, media] = Object.entries(body.content ?? {})[0] ?? [];
  if (!mediaType || !media) return undefined;
  return {
    mediaType,
    description: body.description ?? '',
    schema: buildSchemaNode(media.schema ?? {}, components),
    examples: examplesOf(media, components, doc, fits),
  };
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
  // A shared error shows the example of the input that fails first: the body, else a parameter.
  const input = requestBody ? 'requestBody' : parameters.length > 0 ? 'parameters' : undefined;
  const fits: Fits = (example) => example[APPLIES_TO] === undefined || example[APPLIES_TO] === input;
  const responses: ResponseModel[] = Object.entries(raw.responses ?? {}).map(([status, response]) => {
    const body = bodyOf(response, components, doc, fits);
    return {status, description: deref(response, doc).description ?? '', ...(body && {body})};
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
