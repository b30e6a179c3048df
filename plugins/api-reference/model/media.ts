import {sample} from 'openapi-sampler';
import {deref, type OpenApiDocument, type RawBody, type RawExample, type RawMedia} from './openapi';
import {buildSchemaNode, resolve, type SchemaScope} from './schemaTree';
import type {BodyKind, BodyModel, ExampleModel, Schema} from './types';

/** How a media type is written on the wire. */
export function bodyKind(mediaType: string): BodyKind {
  const type = mediaType.toLowerCase();
  if (/^multipart\//.test(type)) return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (/json/.test(type) || type === '*/*') return 'json';
  if (/^text\/|xml|csv|yaml|html/.test(type)) return 'text';
  return 'binary';
}

/** Which way a body travels: a request leaves out read-only fields, a response write-only ones. */
export type Direction = 'request' | 'response';

const pretty = (value: unknown): string => JSON.stringify(value, null, 2) ?? 'null';

/** Whether a schema wants an object or a list, and never a string. */
function wantsStructure(schema: Schema | undefined): boolean {
  const types = [schema?.type ?? []].flat();
  if (types.includes('string')) return false;
  return types.includes('object') || types.includes('array') || Boolean(schema?.properties ?? schema?.items);
}

/**
 * An example value as the body shows it: JSON pretty-printed, text as it is. A JSON example the
 * spec wrote as a string of JSON (`value: |- {"name": …}`) where its schema wants an object or a
 * list is the JSON it stands for: sent as a string, no server would take it.
 */
function exampleText(value: unknown, kind: BodyKind, schema?: Schema): {json: string; format: 'json' | 'text'} {
  if (kind !== 'json' && typeof value === 'string') return {json: value, format: 'text'};
  if (typeof value === 'string' && wantsStructure(schema)) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed !== null && typeof parsed === 'object') return {json: pretty(parsed), format: 'json'};
    } catch {
      // Not JSON: shown as the string the spec wrote.
    }
  }
  return {json: pretty(value), format: 'json'};
}

/** Whether an example fits the operation (`x-applies-to` names an input the operation takes, or nothing). */
export type Fits = (example: RawExample) => boolean;
const fitsAll: Fits = () => true;

function namedExamples(
  examples: Record<string, RawExample>,
  kind: BodyKind,
  doc: OpenApiDocument,
  fits: Fits,
  schema: Schema | undefined,
): ExampleModel[] {
  return Object.entries(examples).flatMap(([key, entry]) => {
    const example = deref(entry, doc);
    if (!fits(example)) return [];
    if (example.value === undefined) {
      return example.externalValue
        ? [
            {
              label: example.summary ?? key,
              json: `See ${example.externalValue}`,
              format: 'text' as const,
              generated: false,
            },
          ]
        : [];
    }
    return [{label: example.summary ?? key, ...exampleText(example.value, kind, schema), generated: false}];
  });
}

/** A value made from the schema by openapi-sampler; nothing when the schema gives it nothing to go on. */
export function sampleOf(schema: Schema, scope: SchemaScope, direction: Direction): unknown {
  try {
    return sample(
      schema as object,
      {skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true},
      {...(scope.document as object), components: {schemas: scope.components}} as object,
    );
  } catch {
    // openapi-sampler throws on a few valid but unusual schemas; the reference then shows none.
    return undefined;
  }
}

/** A media type's examples: its `examples` map ($refs followed), its `example`, its schema's, else one generated. */
export function examplesOf(
  media: RawMedia,
  kind: BodyKind,
  scope: SchemaScope,
  doc: OpenApiDocument,
  direction: Direction,
  fits: Fits = fitsAll,
): ExampleModel[] {
  const schema = media.schema && resolve(media.schema, scope).schema;
  if (media.examples && Object.keys(media.examples).length > 0) {
    const named = namedExamples(media.examples, kind, doc, fits, schema);
    if (named.length > 0) return named;
  }
  if (media.example !== undefined) {
    return [{label: 'Example', ...exampleText(media.example, kind, schema), generated: false}];
  }
  if (!media.schema || !schema || kind === 'binary') return [];
  if (schema.example !== undefined) return [{label: 'Example', ...exampleText(schema.example, kind), generated: false}];
  const generated = sampleOf(media.schema, scope, direction);
  if (generated === undefined) return [];
  return [{label: 'Example (generated)', ...exampleText(generated, kind), generated: true}];
}

/** Every media type of a request or response body, in the spec's order. */
export function bodiesOf(
  raw: RawBody | undefined,
  scope: SchemaScope,
  doc: OpenApiDocument,
  direction: Direction,
  fits: Fits = fitsAll,
): BodyModel[] {
  if (!raw) return [];
  const body = deref(raw, doc);
  return Object.entries(body.content ?? {}).map(([mediaType, media]) => {
    const kind = bodyKind(mediaType);
    return {
      mediaType,
      kind,
      description: body.description ?? '',
      schema: buildSchemaNode(media?.schema ?? {}, scope),
      examples: examplesOf(media ?? {}, kind, scope, doc, direction, fits),
      encoding: Object.entries(media?.encoding ?? {}).flatMap(([name, value]) =>
        value.contentType ? [{name, value: value.contentType}] : [],
      ),
    };
  });
}

/** The media type samples send: JSON where the body offers it, else the first. */
export const primaryBody = (bodies: readonly BodyModel[]): BodyModel | undefined =>
  bodies.find((body) => body.kind === 'json') ?? bodies[0];
