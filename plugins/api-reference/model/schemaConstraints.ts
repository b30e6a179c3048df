import type {JsonValue, Schema} from './types';

const show = (value: JsonValue | undefined): string => JSON.stringify(value);

/** The JSON types a schema names (3.1 type arrays included), or implies by its keywords. */
export function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties || schema.additionalProperties || schema.patternProperties) return ['object'];
  if (schema.items) return ['array'];
  if (schema.const !== undefined && schema.const !== null)
    return [typeof schema.const === 'object' ? 'object' : typeof schema.const];
  return [];
}

/** A lower or upper bound in words: 3.0 writes exclusiveness as a flag, 3.1 as the bound itself. */
function bound(inclusive: number | undefined, exclusive: number | boolean | undefined, sign: '>' | '<'): string[] {
  if (typeof exclusive === 'number') return [`${sign} ${exclusive}`];
  if (inclusive === undefined) return [];
  return [exclusive === true ? `${sign} ${inclusive}` : `${sign}= ${inclusive}`];
}

/** Short facts in words: enum values, default, range, pattern, read-only/write-only, nullable. */
export function constraintsOf(schema: Schema): string[] {
  const facts: string[] = [];
  if (schema.enum) facts.push(`one of: ${schema.enum.map(show).join(', ')}`);
  if (schema.const !== undefined) facts.push(`always ${show(schema.const)}`);
  if (schema.default !== undefined) facts.push(`default: ${show(schema.default)}`);
  facts.push(
    ...bound(schema.minimum, schema.exclusiveMinimum, '>'),
    ...bound(schema.maximum, schema.exclusiveMaximum, '<'),
  );
  if (schema.multipleOf !== undefined) facts.push(`multiple of ${schema.multipleOf}`);
  if (schema.minLength !== undefined) facts.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) facts.push(`max length ${schema.maxLength}`);
  if (schema.minItems !== undefined) facts.push(`min items ${schema.minItems}`);
  if (schema.maxItems !== undefined) facts.push(`max items ${schema.maxItems}`);
  if (schema.uniqueItems) facts.push('unique items');
  if (schema.minProperties !== undefined) facts.push(`min properties ${schema.minProperties}`);
  if (schema.maxProperties !== undefined) facts.push(`max properties ${schema.maxProperties}`);
  if (schema.pattern) facts.push(`pattern: ${schema.pattern}`);
  // An alternative that only lists required fields (`anyOf: [{required: [a]}, {required: [b]}]`) says which.
  if (schema.required?.length && !schema.properties) facts.push(`requires ${schema.required.join(', ')}`);
  if (schema.readOnly) facts.push('read-only');
  if (schema.writeOnly) facts.push('write-only');
  if (schema.nullable || typesOf(schema).includes('null')) facts.push('nullable');
  return facts;
}
