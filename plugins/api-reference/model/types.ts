/** The one contract between the loader, the renderer and the page components. */

export type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};

/** A JSON Schema (OpenAPI 3.1 dialect), as far as the renderer reads it. */
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
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  discriminator?: {propertyName: string; mapping?: Record<string, string>};
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
}

/** A schema made ready to show: references resolved once, composition kept visible. */
export interface SchemaNode {
  /** Property name, or an empty string for the root and for array items. */
  readonly name: string;
  /** Human-readable type, for example `string <uuid>`, `array of Contact`, `object`. */
  readonly typeLabel: string;
  /** Name of the component schema this node came from, when it came from one. */
  readonly refName?: string;
  readonly required: boolean;
  readonly descriptionHtml: string;
  /** Short facts: enum values, default, range, pattern, readOnly/writeOnly, nullable. */
  readonly constraints: readonly string[];
  readonly deprecated: boolean;
  readonly children: readonly SchemaNode[];
  /** oneOf / anyOf alternatives, each a tree of its own. */
  readonly variants?: {
    readonly keyword: 'oneOf' | 'anyOf';
    readonly discriminator?: string;
    readonly options: readonly SchemaNode[];
  };
  /** True where the schema refers back to one of its ancestors; children are not expanded again. */
  readonly circular: boolean;
  /**
   * The component schema whose fields (children and variants) this node lists: its own name for an
   * object or a oneOf from components, the item's for an array of one. The renderer lists such
   * fields once, in the schema's own entry, and points there from everywhere else.
   */
  readonly fieldsOf?: string;
}

export interface ParameterModel {
  readonly name: string;
  readonly location: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly descriptionHtml: string;
  readonly schema: SchemaNode;
  readonly example?: string;
  /** The example as JSON (an array stays an array), for typed samples. */
  readonly exampleJson?: string;
}

export interface ExampleModel {
  readonly label: string;
  /** Pretty-printed JSON. */
  readonly json: string;
}

export interface BodyModel {
  readonly mediaType: string;
  readonly descriptionHtml: string;
  readonly schema: SchemaNode;
  readonly examples: readonly ExampleModel[];
}

export interface ResponseModel {
  readonly status: string;
  readonly descriptionHtml: string;
  readonly body?: BodyModel;
}

export interface CodeSample {
  readonly language: 'curl' | 'javascript' | 'python' | 'typescript';
  readonly label: string;
  readonly code: string;
}

export interface OperationModel {
  /** Anchor and id: the spec's operationId. */
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly descriptionHtml: string;
  readonly deprecated: boolean;
  readonly isPublic: boolean;
  readonly parameters: readonly ParameterModel[];
  readonly requestBody?: BodyModel;
  readonly responses: readonly ResponseModel[];
  readonly samples: readonly CodeSample[];
}

export interface TagModel {
  readonly name: string;
  readonly anchor: string;
  readonly descriptionHtml: string;
  readonly operations: readonly OperationModel[];
}

export interface SchemaEntry {
  readonly name: string;
  readonly anchor: string;
  readonly node: SchemaNode;
}

export interface ServiceReference {
  readonly route: string;
  readonly specName: string;
  readonly title: string;
  readonly version: string;
  readonly descriptionHtml: string;
  readonly server: string;
  readonly tags: readonly TagModel[];
  readonly schemas: readonly SchemaEntry[];
  readonly operationCount: number;
  readonly hasChangelog: boolean;
}
