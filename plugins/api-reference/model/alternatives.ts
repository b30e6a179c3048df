import type {Schema, SchemaNode, TypeExpr} from './schemaTypes';

/** A branch that allows null and nothing else: `{type: 'null'}`, `{type: ['null']}`, `{enum: [null]}`, `{const: null}`. */
function nullOnly(branch: Schema): boolean {
  if (typeof branch !== 'object' || branch === null || branch.$ref) return false;
  const {type} = branch;
  if (type === 'null' || (Array.isArray(type) && type.length === 1 && type[0] === 'null')) return true;
  return (Array.isArray(branch.enum) && branch.enum.length === 1 && branch.enum[0] === null) || branch.const === null;
}

/**
 * A `oneOf`/`anyOf` with a null branch, as pydantic and FastAPI write every optional field
 * (`anyOf: [{type: string}, {type: 'null'}]`), read as the schema without that branch, nullable:
 * "string, nullable" rather than "anyOf: string, any (nullable)". With one branch left the schema is
 * that branch, its own words (description, title, default) winning; a `$ref` branch stays a `$ref`
 * (its type links to its component) where `refs` allows, else it stays a choice of one.
 */
export function foldNull(schema: Schema, refs = true): Schema {
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (!Array.isArray(branches) || !branches.some(nullOnly)) continue;
    const rest = branches.filter((branch) => !nullOnly(branch));
    if (rest.length === 0) return schema;
    const outer: Schema = {...schema, nullable: true};
    delete outer[keyword];
    const only = rest.length === 1 ? rest[0]! : undefined;
    if (!only || (only.$ref && !refs)) return {...outer, [keyword]: rest};
    return only.$ref ? {...outer, $ref: only.$ref} : {...only, ...outer};
  }
  return schema;
}

/**
 * A choice among plain types (`anyOf: [{type: number}, {type: integer}]`) as one type, `number |
 * integer`, the way a union written as `type: [number, integer]` reads; undefined when an
 * alternative is a component, an object or array, a choice itself, or says more than its type
 * (an enum, a range, a description), which only the list of alternatives shows.
 */
export function plainUnion(options: readonly SchemaNode[]): TypeExpr | undefined {
  const types: string[] = [];
  const formats = new Set<string | undefined>();
  for (const option of options) {
    const {type} = option;
    if (type.kind !== 'scalar' || type.types.some((name) => name === 'object' || name === 'array')) return undefined;
    if (option.refName || option.variants || option.constraints.length > 0 || option.description) return undefined;
    types.push(...type.types);
    formats.add(type.format);
  }
  if (types.length === 0) return undefined;
  const [format] = formats;
  return {kind: 'scalar', types: [...new Set(types)], ...(formats.size === 1 && format && {format})};
}
