import type {LoadedSpecs} from './specs';

type Json = Record<string, unknown>;

/** The literal segments of a path, each with whether an id follows it. */
function segments(path: string): {name: string; addressed: boolean}[] {
  const parts = path.split('/').filter(Boolean);
  return parts.flatMap((part, i) =>
    part.startsWith('{') || /^v\d+$/.test(part)
      ? []
      : [{name: part, addressed: Boolean(parts[i + 1]?.startsWith('{'))}],
  );
}

/**
 * Segments that name a collection (an id follows them) and are not plural: what api-first lists as
 * the collections named in the singular.
 */
export function singularCollections(specs: LoadedSpecs): Set<string> {
  return new Set(
    specs.operations.flatMap((op) =>
      segments(op.path)
        .filter((s) => s.addressed && !s.name.endsWith('s') && !s.name.includes(':'))
        .map((s) => s.name),
    ),
  );
}

/**
 * Operations written with a last path segment that is not a resource: a POST or PUT whose path ends
 * in a literal segment without a colon that is no collection (plural, or one of the singular ones).
 * These are actions that api-first lists beside the custom methods.
 */
export function segmentActions(specs: LoadedSpecs, singular: ReadonlySet<string>): Set<string> {
  return new Set(
    specs.operations
      .filter((op) => ['POST', 'PUT'].includes(op.method))
      .filter((op) => {
        const last = op.path.split('/').pop()!;
        return !(last.startsWith('{') || last.includes(':') || last.endsWith('s') || singular.has(last));
      })
      .map((op) => `${op.method} ${op.path}`),
  );
}

/** Follows `$ref`s to component schemas and a lone `allOf`, to the schema that says the format. */
function resolve(schema: Json | undefined, doc: Json, depth = 0): Json | undefined {
  if (!schema || depth > 8) return schema;
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const name = ref.split('/').pop()!;
    return resolve(((doc.components as Json).schemas as Json)[name] as Json, doc, depth + 1);
  }
  const allOf = schema.allOf as Json[] | undefined;
  if (!schema.format && !schema.pattern && allOf?.length) return resolve(allOf[0], doc, depth + 1);
  return schema;
}

const isUuid = (schema: Json | undefined) => schema?.format === 'uuid';

/**
 * Every id that is not a UUID: `Schema.id` for an `id` property of a component schema (also inside
 * its allOf parts), `{name}` for a path parameter named `id` or `<thing>_id`.
 */
export function nonUuidIds(specs: LoadedSpecs): Set<string> {
  const found = new Set<string>();
  for (const doc of specs.documents.values()) {
    const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
    for (const [name, schema] of Object.entries(schemas)) {
      const parts = [schema, ...((schema.allOf ?? []) as Json[])];
      for (const part of parts) {
        const id = (part.properties as Record<string, Json> | undefined)?.id;
        if (id && !isUuid(resolve(id, doc))) found.add(`${name}.id`);
      }
    }
  }
  for (const op of specs.operations) {
    const doc = specs.documents.get(op.specName)!;
    const parameters = [...op.pathParameters, ...((op.raw.parameters ?? []) as Json[])].map((p) =>
      typeof p.$ref === 'string'
        ? (((doc.components as Json).parameters as Json)[p.$ref.split('/').pop()!] as Json)
        : p,
    );
    for (const p of parameters) {
      const name = String(p.name);
      if (p.in === 'path' && /(^|_)id$/.test(name) && !isUuid(resolve(p.schema as Json, doc))) found.add(`{${name}}`);
    }
  }
  return found;
}

/** The backticked names in the paragraph or table of `section` that follows `marker`. */
export function namesAfter(section: string, marker: string): Set<string> {
  const start = section.indexOf(marker);
  if (start < 0) return new Set();
  const block = section.slice(start).split(/\n\n(?!\|)/)[0]!;
  return new Set([...block.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}
