import {schemaAnchor} from './anchors';
import type {JsonValue, Schema, SchemaNode, SchemaRef, TypeExpr} from './types';

const SCHEMA_PREFIX = '#/components/schemas/';
/** Deep enough for every real payload; stops pathological nesting from blowing up the page. */
const MAX_DEPTH = 10;

export type SchemaComponents = Readonly<Record<string, Schema>>;

interface Context {
  readonly components: SchemaComponents;
  /** Component names on the way from the root to here: a repeat is a cycle. */
  readonly ancestors: readonly string[];
  readonly depth: number;
}

export function refName(ref: string): string {
  if (!ref.startsWith(SCHEMA_PREFIX)) {
    throw new Error(`Unsupported $ref "${ref}": the bundled spec should only point at ${SCHEMA_PREFIX}*`);
  }
  return decodeURIComponent(ref.slice(SCHEMA_PREFIX.length));
}

function resolve(schema: Schema, components: SchemaComponents): {schema: Schema; name?: string} {
  if (!schema.$ref) {
    return {schema};
  }
  const name = refName(schema.$ref);
  const target = components[name];
  if (!target) {
    throw new Error(`Broken $ref "${schema.$ref}": no schema named ${name} in components.schemas`);
  }
  return {schema: {...target, ...withoutRef(schema)}, name};
}

function withoutRef(schema: Schema): Schema {
  const rest = {...schema};
  delete rest.$ref;
  return rest;
}

/** Merges allOf parts into one schema: properties and required lists add up, the first description wins. */
export function flattenAllOf(schema: Schema, components: SchemaComponents, seen: readonly string[] = []): Schema {
  if (!schema.allOf) {
    return schema;
  }
  const merged: Schema = {...schema, allOf: undefined};
  for (const part of schema.allOf) {
    const {schema: resolved, name} = resolve(part, components);
    if (name && seen.includes(name)) {
      continue;
    }
    const flat = flattenAllOf(resolved, components, name ? [...seen, name] : seen);
    merged.type ??= flat.type;
    merged.description ??= flat.description;
    merged.properties = {...flat.properties, ...merged.properties};
    merged.required = [...new Set([...(merged.required ?? []), ...(flat.required ?? [])])];
    merged.oneOf ??= flat.oneOf;
    merged.anyOf ??= flat.anyOf;
    merged.discriminator ??= flat.discriminator;
  }
  return merged;
}

const show = (value: JsonValue | undefined): string => JSON.stringify(value);

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function constraintsOf(schema: Schema): string[] {
  const facts: string[] = [];
  if (schema.enum) facts.push(`one of: ${schema.enum.map(show).join(', ')}`);
  if (schema.const !== undefined) facts.push(`always ${show(schema.const)}`);
  if (schema.default !== undefined) facts.push(`default: ${show(schema.default)}`);
  if (schema.minimum !== undefined) facts.push(`>= ${schema.minimum}`);
  if (schema.maximum !== undefined) facts.push(`<= ${schema.maximum}`);
  if (schema.minLength !== undefined) facts.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) facts.push(`max length ${schema.maxLength}`);
  if (schema.minItems !== undefined) facts.push(`min items ${schema.minItems}`);
  if (schema.maxItems !== undefined) facts.push(`max items ${schema.maxItems}`);
  if (schema.pattern) facts.push(`pattern: ${schema.pattern}`);
  if (schema.readOnly) facts.push('read-only');
  if (schema.writeOnly) facts.push('write-only');
  if (schema.nullable || typesOf(schema).includes('null')) facts.push('nullable');
  return facts;
}

const schemaRef = (name: string): SchemaRef => ({name, anchor: schemaAnchor(name)});

function variantName(option: Schema, index: number): string {
  return option.$ref ? refName(option.$ref) : (option.title ?? `Option ${index + 1}`);
}

export function buildSchemaNode(
  input: Schema,
  components: SchemaComponents,
  options: {name?: string; required?: boolean} = {},
  context: Context = {components, ancestors: [], depth: 0},
): SchemaNode {
  const {schema: resolved, name: componentName} = resolve(input, components);
  const base = {name: options.name ?? '', required: options.required ?? false, refName: componentName};
  if (componentName && context.ancestors.includes(componentName)) {
    return {
      ...base,
      type: {kind: 'ref', ...schemaRef(componentName)},
      description: resolved.description ?? '',
      constraints: [],
      deprecated: false,
      children: [],
      circular: true,
      fieldsOf: schemaRef(componentName),
    };
  }
  const inner: Context = {
    components,
    ancestors: componentName ? [...context.ancestors, componentName] : context.ancestors,
    depth: context.depth + 1,
  };
  const schema = flattenAllOf(resolved, components, inner.ancestors);
  const types = typesOf(schema).filter((type) => type !== 'null');
  const isArray = types.includes('array');
  const items = isArray && schema.items ? resolve(schema.items, components) : undefined;
  const itemNode =
    items && schema.items && context.depth < MAX_DEPTH
      ? buildSchemaNode(schema.items, components, {}, inner)
      : undefined;
  const objectSource = isArray ? undefined : schema;
  const required = new Set(objectSource?.required ?? []);
  const children =
    context.depth >= MAX_DEPTH
      ? []
      : isArray
        ? (itemNode?.children ?? [])
        : Object.entries(objectSource?.properties ?? {}).map(([property, propertySchema]) =>
            buildSchemaNode(propertySchema, components, {name: property, required: required.has(property)}, inner),
          );
  const alternatives = schema.oneOf ? ('oneOf' as const) : schema.anyOf ? ('anyOf' as const) : undefined;
  const variants =
    alternatives && context.depth < MAX_DEPTH
      ? {
          keyword: alternatives,
          discriminator: schema.discriminator?.propertyName,
          options: (schema[alternatives] ?? []).map((option, index) =>
            buildSchemaNode(option, components, {name: variantName(option, index)}, inner),
          ),
        }
      : isArray && itemNode?.variants
        ? itemNode.variants
        : undefined;
  const itemType: TypeExpr = itemNode?.type ?? (items?.name ? {kind: 'ref', ...schemaRef(items.name)} : {kind: 'any'});
  const type: TypeExpr = isArray
    ? {kind: 'array', items: itemType}
    : componentName && (types.includes('object') || variants)
      ? {kind: 'ref', ...schemaRef(componentName)}
      : types.length > 0
        ? {kind: 'scalar', types, ...(schema.format && {format: schema.format})}
        : variants && alternatives
          ? {kind: 'variants', keyword: alternatives}
          : {kind: 'any'};
  return {
    ...base,
    type,
    description: schema.description ?? '',
    constraints: constraintsOf(schema),
    deprecated: Boolean(schema.deprecated),
    children,
    variants,
    // An array of an ancestor (a folder's child folders) is where the cycle shows.
    circular: Boolean(isArray && itemNode?.circular),
    fieldsOf: isArray ? itemNode?.fieldsOf : componentName ? schemaRef(componentName) : undefined,
  };
}
