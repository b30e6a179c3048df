/**
 * The one contract of the REST reference: what `model/buildReference.ts` makes of a bundled spec,
 * and all that its consumers read. The page HTML, Try it, the search documents and the Markdown are
 * renderers of these types; none of them reads the spec again. The model is plain data: Markdown
 * stays Markdown, types are structures (not labels), and nothing here is HTML.
 */

import type {
  AuthModel,
  BodyKind,
  NameValue,
  RequestExample,
  SecurityModel,
  TryItRecord,
  VendorSample,
} from './requestTypes';
import type {JsonValue, SchemaNode} from './schemaTypes';

export type {
  AuthModel,
  BodyKind,
  CredentialModel,
  NameValue,
  RequestExample,
  SecurityModel,
  TryItRecord,
  VendorSample,
} from './requestTypes';
export type {JsonValue, Schema, SchemaNode, SchemaRef, TypeExpr} from './schemaTypes';

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
  readonly externalDocs?: ExternalDocsModel;
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
  readonly externalDocs?: ExternalDocsModel;
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
  /** The page as Markdown (`/api/<route>.md`). */
  readonly markdown: string;
  /** What the docs MCP server reads of the service: its operations and schemas with their Markdown and URLs. */
  readonly mcp: string;
  /**
   * The folder of the page's parts: each operation's and schema's details as HTML (fetched when it
   * nears the viewport) and as Markdown (linked for readers without JavaScript); see `partUrls`.
   */
  readonly parts: string;
  /** Only where the service has a changelog. */
  readonly changelog?: string;
}

/** `externalDocs`, its URL checked (http or https): a link to more documentation elsewhere. */
export interface ExternalDocsModel {
  readonly url: string;
  /** Markdown; the URL itself when the spec gives no description. */
  readonly description: string;
}

/**
 * Who stands behind a spec and on what terms (`info.contact`, `info.license`,
 * `info.termsOfService`), and where it is documented further (`externalDocs`), each URL already
 * checked (http, https or mailto); what the spec leaves out, or gives as an unsafe URL, is absent.
 */
export interface ServiceAbout {
  readonly contact?: {readonly name: string; readonly url?: string};
  readonly license?: {readonly name: string; readonly url?: string};
  readonly termsOfService?: string;
  readonly externalDocs?: ExternalDocsModel;
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
  readonly about: ServiceAbout;
  readonly operationCount: number;
  /** Every anchor of the page, in page order (the build checks links against them). */
  readonly anchors: readonly string[];
  readonly urls: ServiceUrls;
}
