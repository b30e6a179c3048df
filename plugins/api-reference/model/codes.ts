import type {ExampleCode, Schema} from './types';

/** An error code as the specs write it: snake_case, or one lower-case word (`conflict`). */
const CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$|^[a-z]+$/;

/**
 * The error codes an example carries: every object with a `code` beside a `message`, at any depth,
 * with the `status` beside them when there is one. That covers the shared error body and the
 * failures reported inside a successful answer (`{"error": {"code": …, "message": …}}`).
 */
export function exampleCodes(values: readonly unknown[]): ExampleCode[] {
  const found = new Map<string, ExampleCode>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    const {code, message, status} = object;
    if (typeof code === 'string' && typeof message === 'string' && CODE.test(code)) {
      const key = `${code} ${String(status)}`;
      if (!found.has(key)) found.set(key, {code, ...(typeof status === 'number' && {status})});
    }
    Object.values(object).forEach(visit);
  };
  values.forEach(visit);
  return [...found.values()];
}

/** The codes a schema's own `code` property names: its example, its enum and codes quoted in its description. */
export function schemaCodes(schema: Schema): string[] {
  const property = typeof schema === 'object' && schema ? schema.properties?.code : undefined;
  if (!property) return [];
  const quoted = [...(property.description ?? '').matchAll(/`([a-z][a-z0-9_]*)`/g)].map((m) => m[1]);
  const values = [property.example, ...(property.enum ?? []), ...quoted];
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && CODE.test(v)))];
}
