/**
 * The request part of the reference's contract (re-exported by `types.ts`): the credentials and
 * security an operation asks for, the example request the code samples send and the record Try it
 * builds its form from.
 */

/** How a body is written on the wire, which decides how samples and Try it send it. */
export type BodyKind = 'json' | 'form' | 'multipart' | 'binary' | 'text';

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
  /**
   * `http` bearer, `oauth2` and `openIdConnect`: a token in the `Authorization` header, with the
   * scopes (or, in 3.1, roles) the requirement lists.
   */
  | {
      readonly kind: 'bearer';
      readonly scheme: string;
      readonly via: 'http' | 'oauth2' | 'openIdConnect';
      readonly scopes: readonly string[];
      readonly description: string;
    }
  | {readonly kind: 'basic'; readonly scheme: string; readonly description: string}
  | {
      readonly kind: 'apiKey';
      readonly scheme: string;
      readonly in: 'header' | 'query' | 'cookie';
      readonly name: string;
      readonly description: string;
    }
  /**
   * A scheme the spec defines that a request carries otherwise than as a token or key: a client
   * certificate (`mutualTLS`) or another HTTP scheme (`Digest`). Described, never sent by samples.
   */
  | {readonly kind: 'other'; readonly scheme: string; readonly type: string; readonly description: string}
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
