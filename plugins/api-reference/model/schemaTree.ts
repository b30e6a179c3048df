import {foldNull, plainUnion} from './alternatives';
import {schemaAnchor} from './anchors';
import {constraintsOf, typesOf} from './schemaConstraints';
import type {Schema, SchemaNode, SchemaRef, TypeExpr} from './types';

const SCHEMA_PREFIX = '#/components/schemas/';
/** Deep enough for every real payload; stops pathological nesting from blowing up the page. */
const MAX_DEPTH = 10;

export type SchemaComponents = Readonly<Record<string, Schema>>;

/**
 * Where a schema's `$ref`s are looked up: the component schemas by name, and the whole document
 * for a reference elsewhere (a bundler keeps `#/paths/…/schema` when one operation reuses another's).
 */
export interface SchemaScope {
  readonly components: SchemaComponents;
  readonly document?: unknown;
}

interface Context {
  readonly scope: SchemaScope;
  /** Component names on the way from the root to here: a repeat is a cycle. */
  readonly ancestors: readonly string[];
  readonly depth: number;
}

const unescapePointer = (part: string): string => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');

/** The component name of a `#/components/schemas/<name>` reference, else undefined. */
export function refName(ref: string): string | undefined {
  if (!ref.startsWith(SCHEMA_PREFIX)) return undefined;
  const rest = ref.slice(SCHEMA_PREFIX.length);
  // A pointer into a component (`#/components/schemas/Pet/$defs/Tag`, valid in 3.1) names a part of
  // it, not a component: a `/` within a name is written `~1`.
  return rest.includes('/') ? undefined : unescapePointer(rest);
}

function atPointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let value: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[unescapePointer(part)];
  }
  return value;
}

function withoutRef(schema: Schema): Schema {
  const rest = {...schema};
  delete rest.$ref;
  return rest;
}

/** A schema with its `$ref` followed (siblings of the `$ref` win, as in 3.1), and its component name. */
export function resolve(
  schema: Schema,
  scope: SchemaScope,
  seen: readonly string[] = [],
): {schema: Schema; name?: string} {
  if (!schema.$ref) return {schema};
  const name = refName(schema.$ref);
  const target =
    name !== undefined ? scope.components[name] : (atPointer(scope.document, schema.$ref) as Schema | undefined);
  if (!target || typeof target !== 'object') throw new Error(`Broken $ref "${schema.$ref}": nothing at that pointer`);
  if (name !== undefined) return {schema: {...target, ...withoutRef(schema)}, name};
  if (seen.includes(schema.$ref)) return {schema: withoutRef(schema)};
  return resolve({...target, ...withoutRef(schema)}, scope, [...seen, schema.$ref]);
}

/** Merges allOf parts into one schema: properties and required lists add up, the first description wins. */
export function flattenAllOf(schema: Schema, scope: SchemaScope, seen: readonly string[] = []): Schema {
  if (!schema.allOf) return schema;
  const merged: Schema = {...schema, allOf: undefined};
  for (const part of schema.allOf) {
    const {schema: resolved, name} = resolve(part, scope);
    if (name && seen.includes(name)) continue;
    const flat = flattenAllOf(resolved, scope, name ? [...seen, name] : seen);
    merged.type ??= flat.type;
    merged.format ??= flat.format;
    merged.description ??= flat.description;
    merged.properties = {...flat.properties, ...merged.properties};
    merged.required = [...new Set([...(merged.required ?? []), ...(flat.required ?? [])])];
    merged.oneOf ??= flat.oneOf;
    merged.anyOf ??= flat.anyOf;
    merged.discriminator ??= flat.discriminator;
    merged.additionalProperties ??= flat.additionalProperties;
    merged.items ??= flat.items;
    merged.enum ??= flat.enum;
  }
  if (Object.keys(merged.properties ?? {}).length === 0) delete merged.properties;
  return merged;
}

const schemaRef = (name: string): SchemaRef => ({name, anchor: schemaAnchor(name)});

/** An alternative's name: its component's, its title, else what it is (`integer`, `string <uuid>`, `object`). */
function variantName(option: Schema, node: SchemaNode, index: number): string {
  if (option.$ref) return refName(option.$ref) ?? node.refName ?? `Option ${index + 1}`;
  if (option.title) return option.title;
  return '';
}

/** Discriminator values that pick each alternative: the mapping's, else the component name (the default). */
function discriminatorValues(schema: Schema, optionRef: string | undefined): string[] {
  const mapping = schema.discriminator?.mapping;
  if (!optionRef) return [];
  const mapped = Object.entries(mapping ?? {})
    .filter(
      ([, target]) => target === optionRef || refName(target) === refName(optionRef) || target === refName(optionRef),
    )
    .map(([value]) => value);
  if (mapped.length > 0 || !schema.discriminator) return mapped;
  const name = refName(optionRef);
  return name ? [name] : [];
}

function typeOf(
  schema: Schema,
  node: {componentName?: string; variants?: boolean; itemType?: TypeExpr; mapValues?: TypeExpr},
): TypeExpr {
  const types = typesOf(schema).filter((type) => type !== 'null');
  if (types.includes('array') && types.length === 1) return {kind: 'array', items: node.itemType ?? {kind: 'any'}};
  if (node.componentName && (types.includes('object') || node.variants))
    return {kind: 'ref', ...schemaRef(node.componentName)};
  if (node.mapValues && !schema.properties) return {kind: 'map', values: node.mapValues};
  if (types.length > 0) return {kind: 'scalar', types, ...(schema.format && {format: schema.format})};
  const alternatives = schema.oneOf ? 'oneOf' : schema.anyOf ? 'anyOf' : undefined;
  if (alternatives && node.variants) return {kind: 'variants', keyword: alternatives};
  return {kind: 'any'};
}

export function buildSchemaNode(
  input: Schema,
  scope: SchemaScope,
  options: {name?: string; required?: boolean} = {},
  context: Context = {scope, ancestors: [], depth: 0},
): SchemaNode {
  const {schema: resolved, name: componentName} = resolve(
    foldNull(typeof input === 'object' && input ? input : {}),
    scope,
  );
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
    scope,
    ancestors: componentName ? [...context.ancestors, componentName] : context.ancestors,
    depth: context.depth + 1,
  };
  const deep = context.depth >= MAX_DEPTH;
  const schema = flattenAllOf(foldNull(resolved, false), scope, inner.ancestors);
  const isArray = typesOf(schema).filter((t) => t !== 'null').length === 1 && typesOf(schema).includes('array');
  const itemNode = isArray && schema.items && !deep ? buildSchemaNode(schema.items, scope, {}, inner) : undefined;
  const required = new Set(isArray ? [] : (schema.required ?? []));
  const children = deep
    ? []
    : isArray
      ? (itemNode?.children ?? [])
      : Object.entries(schema.properties ?? {}).map(([property, propertySchema]) =>
          buildSchemaNode(propertySchema, scope, {name: property, required: required.has(property)}, inner),
        );
  const mapValues = deep || isArray ? [] : mapValuesOf(schema, scope, inner);
  const alternatives = schema.oneOf ? ('oneOf' as const) : schema.anyOf ? ('anyOf' as const) : undefined;
  const variants =
    alternatives && !deep
      ? {
          keyword: alternatives,
          discriminator: schema.discriminator?.propertyName,
          options: (schema[alternatives] ?? []).map((option, index) => {
            const node = buildSchemaNode(option, scope, {}, inner);
            const values = discriminatorValues(schema, option.$ref);
            return {
              ...node,
              name: variantName(option, node, index),
              ...(values.length > 0 && {discriminatorValues: values}),
            };
          }),
        }
      : isArray && itemNode?.variants
        ? itemNode.variants
        : undefined;
  const itemType: TypeExpr | undefined = isArray ? (itemNode?.type ?? itemRefType(schema.items)) : undefined;
  const union = alternatives && variants ? plainUnion(variants.options) : undefined;
  const type =
    union ??
    typeOf(schema, {
      componentName,
      variants: Boolean(variants),
      itemType,
      mapValues: mapValues.length > 0 ? (mapValues.length === 1 ? mapValues[0]!.type : {kind: 'any'}) : undefined,
    });
  return {
    ...base,
    type,
    description: schema.description ?? '',
    constraints: constraintsOf(schema),
    deprecated: Boolean(schema.deprecated),
    children,
    // A union of plain types says all in its type.
    variants: union ? undefined : variants,
    ...(mapValues.length > 0 && {mapValues}),
    // An array of an ancestor (a folder's child folders) is where the cycle shows.
    circular: Boolean(isArray && itemNode?.circular),
    fieldsOf: isArray ? itemNode?.fieldsOf : componentName ? schemaRef(componentName) : undefined,
  };
}

function itemRefType(items: Schema | undefined): TypeExpr {
  const name = items?.$ref ? refName(items.$ref) : undefined;
  return name ? {kind: 'ref', ...schemaRef(name)} : {kind: 'any'};
}

/** The values of a map: `additionalProperties` (any key) and each `patternProperties` pattern. */
function mapValuesOf(schema: Schema, scope: SchemaScope, inner: Context): (SchemaNode & {pattern?: string})[] {
  const values: (SchemaNode & {pattern?: string})[] = [];
  for (const [pattern, valueSchema] of Object.entries(schema.patternProperties ?? {})) {
    values.push({...buildSchemaNode(valueSchema, scope, {name: `<key matching ${pattern}>`}, inner), pattern});
  }
  const extra = schema.additionalProperties;
  if (extra === true || (typeof extra === 'object' && extra !== null)) {
    values.push(buildSchemaNode(extra === true ? {} : extra, scope, {name: '<any key>'}, inner));
  }
  return values;
}
