import type {ParameterLocation, Schema} from './types';

/**
 * The parts of a bundled OpenAPI 3.0 or 3.1 document the model reads (`$ref`s only point inside
 * it). Written as loosely as the specification allows: specs written elsewhere leave out much.
 */
export interface OpenApiDocument {
  openapi?: string;
  info: {
    title: string;
    version: string;
    description?: string;
    termsOfService?: string;
    contact?: {name?: string; url?: string; email?: string};
    license?: {name?: string; url?: string};
  };
  externalDocs?: RawExternalDocs;
  servers?: RawServer[];
  security?: SecurityRequirement[];
  /** `x-displayName`: the name Redoc-style specs show for a tag (DigitalOcean: "Introduction"). */
  tags?: {name: string; description?: string; 'x-displayName'?: string; externalDocs?: RawExternalDocs}[];
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, Schema>;
    pathItems?: Record<string, Record<string, unknown>>;
    parameters?: Record<string, RawParameter>;
    responses?: Record<string, RawResponse>;
    requestBodies?: Record<string, RawBody>;
    securitySchemes?: Record<string, RawSecurityScheme>;
    examples?: Record<string, RawExample>;
    headers?: Record<string, RawHeader>;
  };
}

export interface RawServer {
  url: string;
  description?: string;
  variables?: Record<string, {default?: unknown; enum?: unknown[]; description?: string}>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface RawSecurityScheme {
  $ref?: string;
  type?: string;
  scheme?: string;
  name?: string;
  in?: string;
  description?: string;
}

/**
 * The extension a shared response's example carries when it describes one kind of input: an
 * operation shows it only if it takes that input (a GET never shows an invalid request body).
 */
export const APPLIES_TO = 'x-applies-to';

export interface RawExample {
  $ref?: string;
  summary?: string;
  description?: string;
  value?: unknown;
  externalValue?: string;
  [APPLIES_TO]?: 'requestBody' | 'parameters';
}

export interface RawParameter {
  $ref?: string;
  name: string;
  in: ParameterLocation;
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  style?: string;
  explode?: boolean;
  schema?: Schema;
  content?: Record<string, RawMedia>;
  example?: unknown;
  examples?: Record<string, RawExample>;
}

export interface RawMedia {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, RawExample>;
  encoding?: Record<string, {contentType?: string}>;
}

export interface RawBody {
  $ref?: string;
  description?: string;
  required?: boolean;
  content?: Record<string, RawMedia>;
}

export interface RawHeader {
  $ref?: string;
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Schema;
  content?: Record<string, RawMedia>;
}

export interface RawLink {
  $ref?: string;
  operationId?: string;
  operationRef?: string;
  parameters?: Record<string, unknown>;
  description?: string;
}

export interface RawResponse extends RawBody {
  headers?: Record<string, RawHeader>;
  links?: Record<string, RawLink>;
}

/** `externalDocs`: more documentation elsewhere, at the document, a tag or an operation. */
export interface RawExternalDocs {
  url?: string;
  description?: string;
}

export interface RawOperation {
  operationId?: string;
  externalDocs?: RawExternalDocs;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: SecurityRequirement[];
  parameters?: RawParameter[];
  requestBody?: RawBody;
  responses?: Record<string, RawResponse>;
  callbacks?: Record<string, Record<string, Record<string, unknown>> | {$ref: string}>;
  'x-codeSamples'?: unknown;
  'x-code-samples'?: unknown;
}

/** Follows a `#/components/<section>/<name>` reference (and a reference to a reference). */
export function deref<T extends {$ref?: string}>(value: T, doc: OpenApiDocument, seen: readonly string[] = []): T {
  if (!value.$ref) return value;
  if (seen.includes(value.$ref)) throw new Error(`$ref "${value.$ref}" refers to itself`);
  const [, section, name] = value.$ref.match(/^#\/components\/(\w+)\/(.+)$/) ?? [];
  const decoded = name?.replace(/~1/g, '/').replace(/~0/g, '~');
  const target = (doc.components as Record<string, Record<string, T>> | undefined)?.[section ?? '']?.[decoded ?? ''];
  if (!target) throw new Error(`Broken $ref "${value.$ref}"`);
  return deref(target, doc, [...seen, value.$ref]);
}

/**
 * A path item with its `$ref` followed, its own fields winning: OpenAPI 3.1 keeps reusable path
 * items in `components/pathItems`, the usual way to declare webhooks, and a path item that was only
 * a `$ref` showed no operation at all.
 */
export function pathItemOf(
  item: Record<string, unknown> | undefined,
  doc: OpenApiDocument,
): Record<string, unknown> | undefined {
  if (!item || typeof item !== 'object' || typeof item.$ref !== 'string') return item;
  const own = {...item};
  delete own.$ref;
  return {...deref(item as {$ref?: string}, doc), ...own};
}
