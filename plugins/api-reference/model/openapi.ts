import type {ParameterLocation, Schema} from './types';

/** The parts of a bundled OpenAPI 3.1 document the model reads (`$ref`s only point inside it). */
export interface OpenApiDocument {
  info: {title: string; version: string; description?: string};
  servers?: {url: string}[];
  security?: SecurityRequirement[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, RawParameter>;
    responses?: Record<string, RawResponse>;
    requestBodies?: Record<string, RawBody>;
    securitySchemes?: Record<string, RawSecurityScheme>;
  };
}

export type SecurityRequirement = Record<string, string[]>;

export interface RawSecurityScheme {
  type: string;
  scheme?: string;
  name?: string;
  in?: string;
}

export interface RawParameter {
  $ref?: string;
  name: string;
  in: ParameterLocation;
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
}

export interface RawMedia {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, RawExample>;
}

/**
 * The extension a shared response's example carries when it describes one kind of input: an
 * operation shows it only if it takes that input (a GET never shows an invalid request body).
 */
export const APPLIES_TO = 'x-applies-to';

export interface RawExample {
  summary?: string;
  value?: unknown;
  [APPLIES_TO]?: 'requestBody' | 'parameters';
}

export interface RawBody {
  $ref?: string;
  description?: string;
  content?: Record<string, RawMedia>;
}

export interface RawResponse extends RawBody {
  headers?: unknown;
}

export interface RawOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: SecurityRequirement[];
  parameters?: RawParameter[];
  requestBody?: RawBody;
  responses?: Record<string, RawResponse>;
}

export const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'] as const;

/** Follows a `#/components/<section>/<name>` reference (and a reference to a reference). */
export function deref<T extends {$ref?: string}>(value: T, doc: OpenApiDocument): T {
  if (!value.$ref) return value;
  const [, section, name] = value.$ref.match(/^#\/components\/(\w+)\/(.+)$/) ?? [];
  const target = (doc.components as Record<string, Record<string, T>> | undefined)?.[section ?? '']?.[name ?? ''];
  if (!target) throw new Error(`Broken $ref "${value.$ref}"`);
  return deref(target, doc);
}
