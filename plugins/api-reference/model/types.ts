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

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterModel {
  readonly name: string;
  readonly location: ParameterLocation;
  readonly required: boolean;
  /** Markdown. */
  readonly description: string;
  readonly schema: SchemaNode;
  /** The parameter's example (or its first `examples` entry), else its schema's example or default. */
  readonly example?: JsonValue;
  /**
   * What the samples send where the spec gives no example: a value its schema admits (an enum's
   * first value, a number, a string that fits its pattern), made by openapi-sampler. Only scalars
   * and lists of scalars: an object's text depends on its style.
   */
  readonly sample?: JsonValue;
  readonly deprecated: boolean;
  /** How an array or object value is written (`form`, `simple`, `deepObject` …) where the spec says. */
  readonly style?: string;
  readonly explode?: boolean;
}

export interface ExampleModel {
  readonly label: string;
  /** Pretty-printed JSON. */
  readonly json: string;
  /** `json`: pretty-printed JSON; `text`: a text body (XML, CSV, plain) as it is sent. */
  readonly format?: 'json' | 'text';
  /** Made from the schema by openapi-sampler, because the spec gives no example. */
  readonly generated: boolean;
}

/** How a body is written on the wire, which decides how samples and Try it send it. */
export type BodyKind = 'json' | 'form' | 'multipart' | 'binary' | 'text';

export interface BodyModel {
  readonly mediaType: string;
  readonly kind: BodyKind;
  /** Markdown. */
  readonly description: string;
  readonly schema: SchemaNode;
  readonly examples: readonly ExampleModel[];
  /** Content types of multipart parts and form fields, where the spec's `encoding` names them. */
  readonly encoding: readonly NameValue[];
}

export interface HeaderModel {
  readonly name: string;
  /** Markdown. */
  readonly description: string;
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly schema: SchemaNode;
}

/** A link from a response to an operation its values can feed (OpenAPI `links`). */
export interface LinkModel {
  readonly name: string;
  /** The anchor of the linked operation on this page, when the link names one of this service. */
  readonly target?: string;
  /** The linked operation as the spec names it (operationId or operationRef). */
  readonly operation: string;
  readonly parameters: readonly NameValue[];
  /** Markdown. */
  readonly description: string;
}

/** An error code that an example of the spec shows, with the HTTP status the example states if any. */
export interface ExampleCode {
  readonly code: string;
  readonly status?: number;
}

export interface ResponseModel {
  /**
   * The error codes the spec's own examples of this response carry (never a generated example):
   * which operations can answer with which code, for the error-code catalogue.
   */
  readonly codes: readonly ExampleCode[];
  /** The status key as the spec writes it: `200`, `4XX`, `default`. */
  readonly status: string;
  /** Markdown. */
  readonly description: string;
  /** The first media type, as samples and examples show it. */
  readonly body?: BodyModel;
  /** Every media type the response may have, the first included (one tab each where several). */
  readonly bodies: readonly BodyModel[];
  readonly headers: readonly HeaderModel[];
  readonly links: readonly LinkModel[];
}

/**
 * The credential the code samples and Try it send: a bearer token, HTTP Basic credentials, an API
 * key header, or nothing. Chosen from the operation's security alternatives (`SecurityModel`).
 */
export type AuthModel =
  | {readonly kind: 'bearer'}
  | {readonly kind: 'basic'}
  | {readonly kind: 'apiKey'; readonly header: string}
  | {readonly kind: 'none'};

/** One security scheme as a caller meets it. */
export type CredentialModel =
  /** `http` bearer, `oauth2` and `openIdConnect`: a token in the `Authorization` header. */
  | {readonly kind: 'bearer'; readonly scheme: string; readonly description: string}
  | {readonly kind: 'basic'; readonly scheme: string; readonly description: string}
  | {
      readonly kind: 'apiKey';
      readonly scheme: string;
      readonly in: 'header' | 'query' | 'cookie';
      readonly name: string;
      readonly description: string;
    }
  /** A scheme name the spec's components do not define: shown by name. */
  | {readonly kind: 'unknown'; readonly scheme: string; readonly description: string};

/**
 * An operation's security as the spec states it: alternatives (any one will do), each a set of
 * schemes sent together. An empty alternative means the operation also works without credentials.
 */
export interface SecurityModel {
  readonly alternatives: readonly (readonly CredentialModel[])[];
  /** False where an empty alternative (or an empty list) lets a caller go without credentials. */
  readonly required: boolean;
}

/** A vendor code sample from the spec (`x-codeSamples`), shown beside the generated ones. */
export interface VendorSample {
  readonly label: string;
  readonly language: string;
  readonly code: string;
}

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
  /** Required header parameters and the credential's companions (the credential itself is in `auth`). */
  readonly headers: readonly NameValue[];
  /** The body as sent: pretty-printed JSON for `json`, else see `form`. */
  readonly body?: string;
  /** How the body is sent (`json` where there is none). */
  readonly bodyKind: BodyKind;
  readonly mediaType?: string;
  /** Form and multipart fields (`file` true for a file part), in the body's order. */
  readonly form?: readonly (NameValue & {readonly file?: boolean})[];
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
  /** Fields of a multipart or form body (a file part has a file input). */
  readonly form?: {
    readonly mediaType: string;
    readonly fields: readonly {readonly name: string; readonly file: boolean; readonly example: string}[];
  };
  readonly auth: AuthModel;
}

export interface OperationModel {
  /**
   * The operation's anchor on the page: the spec's operationId where it is a plain name, else a
   * slug of it (or of the method and path), unique on the page (model/anchors.ts).
   */
  readonly id: string;
  /** The spec's operationId as written, where it has one. */
  readonly operationId?: string;
  /** Lower case, as in the spec. */
  readonly method: string;
  readonly path: string;
  /** One line of Markdown. */
  readonly summary: string;
  /** Markdown. */
  readonly description: string;
  readonly deprecated: boolean;
  readonly auth: AuthModel;
  readonly security: SecurityModel;
  readonly parameters: readonly ParameterModel[];
  readonly requestBody?: BodyModel;
  /** Every media type the request body may have, the first included. */
  readonly requestBodies: readonly BodyModel[];
  readonly requestBodyRequired: boolean;
  readonly responses: readonly ResponseModel[];
  readonly request: RequestExample;
  readonly tryIt: TryItRecord;
  readonly vendorSamples: readonly VendorSample[];
  /** Requests the API makes to the caller's URLs after this operation (OpenAPI callbacks). */
  readonly callbacks: readonly CallbackModel[];
}

/** An incoming request: a callback of an operation or a webhook of the service. */
export interface IncomingModel {
  readonly anchor: string;
  /** The callback's or webhook's name. */
  readonly name: string;
  readonly method: string;
  /** The URL expression (callbacks) or nothing (webhooks). */
  readonly path: string;
  /** One line of Markdown. */
  readonly summary: string;
  /** Markdown. */
  readonly description: string;
  readonly deprecated: boolean;
  readonly parameters: readonly ParameterModel[];
  readonly requestBody?: BodyModel;
  readonly responses: readonly ResponseModel[];
}

export interface CallbackModel {
  readonly name: string;
  readonly requests: readonly IncomingModel[];
}

/** A server the spec documents, its variables filled in with their defaults for `url`. */
export interface ServerModel {
  readonly url: string;
  /** The URL as the spec writes it, with `{variables}`. */
  readonly template: string;
  /** Markdown. */
  readonly description: string;
  readonly variables: readonly {
    readonly name: string;
    readonly default: string;
    readonly values: readonly string[];
    readonly description: string;
  }[];
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
  /**
   * The folder of the page's parts: each operation's and schema's details as HTML (fetched when it
   * nears the viewport) and as Markdown (linked for readers without JavaScript); see `partUrls`.
   */
  readonly parts: string;
  /** Only where the service has a changelog. */
  readonly changelog?: string;
}

export interface ServiceReference {
  readonly route: string;
  readonly title: string;
  readonly version: string;
  /** Markdown. */
  readonly description: string;
  /** The servers the spec documents, the production server first, variables filled in. */
  readonly servers: readonly string[];
  readonly serverDetails: readonly ServerModel[];
  readonly tags: readonly TagModel[];
  readonly schemas: readonly SchemaEntry[];
  /** OpenAPI 3.1 `webhooks`: requests the platform sends to the caller. */
  readonly webhooks: readonly IncomingModel[];
  /** A spec written elsewhere (registry `imported`). */
  readonly imported: boolean;
  readonly operationCount: number;
  /** Every anchor of the page, in page order (the build checks links against them). */
  readonly anchors: readonly string[];
  readonly urls: ServiceUrls;
}
