/**
 * The one contract of the REST reference: what `model/buildReference.ts` makes of a bundled spec,
 * and all that its consumers read. The page HTML, Try it, the search documents and the Markdown are
 * renderers of these types; none of them reads the spec again. The model is plain data: Markdown
 * stays Markdown, types are structures (not labels), and nothing here is HTML.
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
   * object or a oneOf from components, the item's for an array of one. Renderers may list such
   * fields once, in the schema's own entry, and point there from everywhere else.
   */
  readonly fieldsOf?: SchemaRef;
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterModel {
  readonly name: string;
  readonly location: ParameterLocation;
  readonly required: boolean;
  /** Markdown. */
  readonly description: string;
  readonly schema: SchemaNode;
  /** The parameter's example, else its schema's example or default. */
  readonly example?: JsonValue;
}

export interface ExampleModel {
  readonly label: string;
  /** Pretty-printed JSON. */
  readonly json: string;
  /** Made from the schema by openapi-sampler, because the spec gives no example. */
  readonly generated: boolean;
}

export interface BodyModel {
  readonly mediaType: string;
  /** Markdown. */
  readonly description: string;
  readonly schema: SchemaNode;
  readonly examples: readonly ExampleModel[];
}

/** An error code that an example of the spec shows, with the HTTP status the example states if any. */
export interface ExampleCode {
  readonly code: string;
  readonly status?: number;
}

export interface ResponseModel {
  /** The status key as the spec writes it: `200`, `4XX`, `default`. */
  readonly status: string;
  /** Markdown. */
  readonly description: string;
  readonly body?: BodyModel;
  /**
   * The error codes the spec's own examples of this response carry (never a generated example):
   * which operations can answer with which code, for the error-code catalogue.
   */
  readonly codes: readonly ExampleCode[];
}

/** How a caller authenticates: a bearer token, a public API key header, or nothing. */
export type AuthModel =
  {readonly kind: 'bearer'} | {readonly kind: 'apiKey'; readonly header: string} | {readonly kind: 'none'};

export interface NameValue {
  readonly name: string;
  readonly value: string;
}

/**
 * The example request of an operation, every value filled in from the spec's examples: what the
 * code samples send. `{parameter}` placeholders stand where the spec gives no example.
 */
export interface RequestExample {
  /** Upper case, as sent. */
  readonly method: string;
  /** The server, the path with its examples filled in (URL-encoded), no query string. */
  readonly url: string;
  /** The path as the spec writes it, with `{parameters}`. */
  readonly pathTemplate: string;
  readonly pathParams: readonly NameValue[];
  /** Required query parameters. `json`: the example as JSON where it is not a plain string. */
  readonly query: readonly (NameValue & {readonly json?: string})[];
  /** Required header parameters (the credentials are in `auth`). */
  readonly headers: readonly NameValue[];
  /** Pretty-printed JSON. */
  readonly body?: string;
  readonly auth: AuthModel;
}

/** What Try it needs to build a form and send an operation; written per service as try-it.json. */
export interface TryItRecord {
  /** Upper case. */
  readonly method: string;
  /** The path as the spec writes it, with `{parameters}`. */
  readonly path: string;
  /** The servers the spec documents, the production server first. */
  readonly servers: readonly string[];
  readonly parameters: readonly {
    readonly name: string;
    readonly location: 'path' | 'query' | 'header';
    readonly required: boolean;
    /** The example as form text ('' when there is none). */
    readonly example: string;
  }[];
  /** Pretty-printed example body, when the operation takes JSON. */
  readonly body?: string;
  readonly auth: AuthModel;
}

export interface OperationModel {
  /** The spec's operationId, which is also the operation's anchor on the page. */
  readonly id: string;
  /** Lower case, as in the spec. */
  readonly method: string;
  readonly path: string;
  /** One line of Markdown. */
  readonly summary: string;
  /** Markdown. */
  readonly description: string;
  readonly deprecated: boolean;
  readonly auth: AuthModel;
  readonly parameters: readonly ParameterModel[];
  readonly requestBody?: BodyModel;
  readonly responses: readonly ResponseModel[];
  readonly request: RequestExample;
  readonly tryIt: TryItRecord;
}

export interface TagModel {
  readonly name: string;
  readonly anchor: string;
  /** Markdown. */
  readonly description: string;
  readonly operations: readonly OperationModel[];
}

export interface SchemaEntry {
  readonly name: string;
  readonly anchor: string;
  readonly node: SchemaNode;
  /** The error codes the schema's own `code` property names (example, enum, quoted in its description). */
  readonly codes: readonly string[];
}

/** The site URLs of one service's reference and its files (see `../urls.ts`). */
export interface ServiceUrls {
  readonly page: string;
  readonly yaml: string;
  readonly json: string;
  /** The page body as an HTML fragment, fetched after a client-side navigation. */
  readonly fragment: string;
  readonly tryIt: string;
  /** The page as Markdown (`/api/<route>.md`), and its parts: each operation and schema on its own. */
  readonly markdown: string;
  readonly markdownParts: string;
  /** Only where the service has a changelog. */
  readonly changelog?: string;
}

export interface ServiceReference {
  readonly route: string;
  readonly title: string;
  readonly version: string;
  /** Markdown. */
  readonly description: string;
  /** The servers the spec documents, the production server first. */
  readonly servers: readonly string[];
  readonly tags: readonly TagModel[];
  readonly schemas: readonly SchemaEntry[];
  readonly operationCount: number;
  /** Every anchor of the page, in page order (the build checks links against them). */
  readonly anchors: readonly string[];
  readonly urls: ServiceUrls;
}
