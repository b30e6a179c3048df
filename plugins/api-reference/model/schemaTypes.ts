/**
 * The schema part of the reference's contract (re-exported by `types.ts`): a JSON Schema as the
 * spec writes it, and the tree the model makes of it (`SchemaNode`, whose type is a `TypeExpr`),
 * which renderers show as fields, types and constraints.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};

/** A JSON Schema (OpenAPI 3.1 dialect), as far as the reference reads it. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  example?: JsonValue;
  examples?: JsonValue[];
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  patternProperties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  discriminator?: {propertyName: string; mapping?: Record<string, string>};
  minimum?: number;
  maximum?: number;
  /** A number in 3.1; a flag on minimum/maximum in 3.0. */
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
}

/** A component schema and the anchor of its entry on the page. */
export interface SchemaRef {
  readonly name: string;
  readonly anchor: string;
}

/** A node's type. Renderers turn it into text or links; `render/text.ts` has the words. */
export type TypeExpr =
  /** A component schema that is an object or a choice of shapes: shown by name, linked to its entry. */
  | ({readonly kind: 'ref'} & SchemaRef)
  | {readonly kind: 'array'; readonly items: TypeExpr}
  /** An object whose keys are free (`additionalProperties`, `patternProperties`): a map of values. */
  | {readonly kind: 'map'; readonly values: TypeExpr}
  /** JSON types other than null (`['integer', 'string']` for a union), with the format if any. */
  | {readonly kind: 'scalar'; readonly types: readonly string[]; readonly format?: string}
  /** An inline oneOf / anyOf without a type of its own. */
  | {readonly kind: 'variants'; readonly keyword: 'oneOf' | 'anyOf'}
  | {readonly kind: 'any'};

/** A schema made ready to show: references resolved once, composition kept visible. */
export interface SchemaNode {
  /** Property name, or an empty string for the root and for array items. */
  readonly name: string;
  readonly type: TypeExpr;
  /** Name of the component schema this node came from, when it came from one. */
  readonly refName?: string;
  readonly required: boolean;
  /** Markdown. */
  readonly description: string;
  /** Short facts in words: enum values, default, range, pattern, read-only/write-only, nullable. */
  readonly constraints: readonly string[];
  readonly deprecated: boolean;
  readonly children: readonly SchemaNode[];
  /** oneOf / anyOf alternatives, each a tree of its own (its type and constraints included). */
  readonly variants?: {
    readonly keyword: 'oneOf' | 'anyOf';
    readonly discriminator?: string;
    readonly options: readonly SchemaNode[];
  };
  /** The discriminator values that choose this node, where it is an alternative of a discriminated choice. */
  readonly discriminatorValues?: readonly string[];
  /**
   * The values of a map: what `additionalProperties` allows beside the named fields, and what
   * each `patternProperties` pattern allows (`pattern` set), each with the key shown as `name`.
   */
  readonly mapValues?: readonly (SchemaNode & {readonly pattern?: string})[];
  /** True where the schema refers back to one of its ancestors; children are not expanded again. */
  readonly circular: boolean;
  /**
   * The component schema whose fields (children and variants) this node lists: its own name for an
   * object or a oneOf from components, the item's for an array of one. Renderers may list such
   * fields once, in the schema's own entry, and point there from everywhere else.
   */
  readonly fieldsOf?: SchemaRef;
}
