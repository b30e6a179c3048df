import {deref, type OpenApiDocument, type RawHeader, type RawParameter} from './openapi';
import {sampleOf} from './media';
import {resolve, buildSchemaNode, type SchemaScope} from './schemaTree';
import type {HeaderModel, JsonValue, ParameterModel, Schema} from './types';

/** The schema of a parameter or header: its `schema`, else that of its single `content` entry. */
function schemaOf(raw: {schema?: Schema; content?: RawParameter['content']}): Schema {
  return raw.schema ?? Object.values(raw.content ?? {})[0]?.schema ?? {};
}

/** A parameter's example: its own, its first `examples` entry, its schema's example, default or first enum value. */
function exampleOf(parameter: RawParameter, scope: SchemaScope, doc: OpenApiDocument): JsonValue | undefined {
  if (parameter.example !== undefined) return parameter.example as JsonValue;
  const first = Object.values(parameter.examples ?? {})[0];
  const value = first ? deref(first, doc).value : undefined;
  if (value !== undefined) return value as JsonValue;
  const media = Object.values(parameter.content ?? {})[0];
  if (media?.example !== undefined) return media.example as JsonValue;
  const schema = resolve(schemaOf(parameter), scope).schema;
  const listed = schema.examples?.[0];
  return schema.example ?? listed ?? schema.default ?? schema.enum?.[0] ?? undefined;
}

/**
 * A path parameter's example written as a quoted JSON string (`example: '"123e4567-…"'`, a slip real
 * specs make) is the string inside the quotes: a URL with the quotes percent-encoded finds nothing.
 */
function unquotedPathValue(example: JsonValue | undefined): JsonValue | undefined {
  if (typeof example !== 'string' || example.length < 2 || !example.startsWith('"') || !example.endsWith('"')) {
    return example;
  }
  try {
    const inner: unknown = JSON.parse(example);
    return typeof inner === 'string' ? inner : example;
  } catch {
    return example;
  }
}

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A value made from the parameter's schema, where it is a scalar or a list of scalars. */
function sampleValue(parameter: RawParameter, scope: SchemaScope): JsonValue | undefined {
  const value = sampleOf(schemaOf(parameter), scope, 'request');
  if (isScalar(value)) return value;
  if (Array.isArray(value) && value.length > 0 && value.every(isScalar)) return value;
  return undefined;
}

export function parametersOf(raw: readonly RawParameter[], scope: SchemaScope, doc: OpenApiDocument): ParameterModel[] {
  return raw.map((p) => {
    const parameter = deref(p, doc);
    const written = exampleOf(parameter, scope, doc);
    const example = parameter.in === 'path' ? unquotedPathValue(written) : written;
    const sample = example === undefined ? sampleValue(parameter, scope) : undefined;
    return {
      name: parameter.name,
      location: parameter.in,
      // Path parameters are always required (OpenAPI), whatever the spec writes.
      required: parameter.in === 'path' || Boolean(parameter.required),
      description: parameter.description ?? '',
      schema: buildSchemaNode(schemaOf(parameter), scope),
      ...(example !== undefined && {example}),
      ...(sample !== undefined && {sample}),
      deprecated: Boolean(parameter.deprecated),
      ...(parameter.style && {style: parameter.style}),
      ...(parameter.explode !== undefined && {explode: parameter.explode}),
    };
  });
}

export function headersOf(
  raw: Record<string, RawHeader> | undefined,
  scope: SchemaScope,
  doc: OpenApiDocument,
): HeaderModel[] {
  return Object.entries(raw ?? {}).map(([name, value]) => {
    const header = deref(value, doc);
    return {
      name,
      description: header.description ?? '',
      required: Boolean(header.required),
      deprecated: Boolean(header.deprecated),
      schema: buildSchemaNode(schemaOf(header), scope),
    };
  });
}
