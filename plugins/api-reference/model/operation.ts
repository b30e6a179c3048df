import {HTTP_METHODS} from '@energy-xrm/specs/methods';
import {withExternalDocs} from './about';
import {exampleCodes} from './codes';
import {bodiesOf, primaryBody, type Fits} from './media';
import {
  APPLIES_TO,
  deref,
  pathItemOf,
  type OpenApiDocument,
  type RawLink,
  type RawOperation,
  type RawResponse,
} from './openapi';
import {headersOf, parametersOf} from './parameters';
import {requestExample, tryItRecord} from './request';
import type {SchemaScope} from './schemaTree';
import {authOf, securityOf} from './security';
import type {
  CallbackModel,
  IncomingModel,
  LinkModel,
  NameValue,
  OperationModel,
  ResponseModel,
  VendorSample,
} from './types';

/** Finds the anchor of an operation of this service by its operationId (for response links). */
export type OperationLookup = (operationId: string) => string | undefined;

export interface OperationContext {
  readonly doc: OpenApiDocument;
  readonly scope: SchemaScope;
  readonly servers: readonly string[];
  readonly lookup: OperationLookup;
  /** A unique anchor for something on the page (model/anchors.ts). */
  readonly claim: (wanted: string) => string;
}

function linksOf(raw: Record<string, RawLink> | undefined, ctx: OperationContext): LinkModel[] {
  return Object.entries(raw ?? {}).map(([name, value]) => {
    const link = deref(value, ctx.doc);
    const operation = link.operationId ?? link.operationRef ?? '';
    const target = link.operationId ? ctx.lookup(link.operationId) : undefined;
    const parameters: NameValue[] = Object.entries(link.parameters ?? {}).map(([key, v]) => ({
      name: key,
      value: typeof v === 'string' ? v : JSON.stringify(v),
    }));
    return {name, operation, ...(target && {target}), parameters, description: link.description ?? ''};
  });
}

export function responsesOf(
  raw: Record<string, RawResponse> | undefined,
  ctx: OperationContext,
  fits?: Fits,
): ResponseModel[] {
  return Object.entries(raw ?? {}).map(([status, value]) => {
    const response = deref(value, ctx.doc);
    const bodies = bodiesOf(response, ctx.scope, ctx.doc, 'response', fits);
    const body = primaryBody(bodies);
    return {
      status,
      codes: exampleCodes(ownExamples(response, ctx.doc)),
      description: response.description ?? '',
      ...(body && {body}),
      bodies,
      headers: headersOf(response.headers, ctx.scope, ctx.doc),
      links: linksOf(response.links, ctx),
    };
  });
}

/** The values of the spec's own examples of a body, in every media type (`$ref`s to components followed). */
function ownExamples(raw: RawResponse, doc: OpenApiDocument): unknown[] {
  return Object.values(raw.content ?? {})
    .flatMap((media) => [
      media?.example,
      ...Object.values(media?.examples ?? {}).map((example) => deref(example, doc).value),
    ])
    .filter((value) => value !== undefined);
}

/** Vendor code samples (`x-codeSamples`, or the older `x-code-samples`): entries with a language and source. */
function vendorSamplesOf(raw: RawOperation): VendorSample[] {
  const list = raw['x-codeSamples'] ?? raw['x-code-samples'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const {lang, label, source} = (entry ?? {}) as {lang?: unknown; label?: unknown; source?: unknown};
    if (typeof source !== 'string' || typeof lang !== 'string') return [];
    return [{label: typeof label === 'string' ? label : lang, language: lang.toLowerCase(), code: source}];
  });
}

/** A request the API makes to the caller (a callback's or a webhook's operation). */
export function incomingOf(
  name: string,
  method: string,
  path: string,
  raw: RawOperation,
  anchor: string,
  ctx: OperationContext,
): IncomingModel {
  const bodies = bodiesOf(raw.requestBody, ctx.scope, ctx.doc, 'request');
  const requestBody = primaryBody(bodies);
  return {
    anchor,
    name,
    method,
    path,
    summary: raw.summary ?? name,
    description: raw.description ?? '',
    deprecated: Boolean(raw.deprecated),
    parameters: parametersOf(raw.parameters ?? [], ctx.scope, ctx.doc),
    ...(requestBody && {requestBody}),
    responses: responsesOf(raw.responses, ctx),
  };
}

function callbacksOf(raw: RawOperation, anchor: string, ctx: OperationContext): CallbackModel[] {
  return Object.entries(raw.callbacks ?? {}).map(([name, value]) => {
    const callback = deref(value as {$ref?: string}, ctx.doc) as Record<string, Record<string, unknown>>;
    const requests = Object.entries(callback).flatMap(([expression, referenced]) => {
      const item = pathItemOf(referenced, ctx.doc);
      return HTTP_METHODS.flatMap((method) => {
        const operation = item?.[method] as RawOperation | undefined;
        if (!operation) return [];
        const id = ctx.claim(`${anchor}-callback-${name}-${method}`.replace(/[^A-Za-z0-9._-]+/g, '-'));
        return [incomingOf(name, method, expression, operation, id, ctx)];
      });
    });
    return {name, requests};
  });
}

/** One operation of the spec, every fact its renderers need computed here once. */
export function buildOperation(
  method: string,
  path: string,
  raw: RawOperation,
  anchor: string,
  ctx: OperationContext,
): OperationModel {
  const parameters = parametersOf(raw.parameters ?? [], ctx.scope, ctx.doc);
  const requestBodies = bodiesOf(raw.requestBody, ctx.scope, ctx.doc, 'request');
  const requestBody = primaryBody(requestBodies);
  const security = securityOf(raw.security, ctx.doc);
  const auth = authOf(security);
  // A shared error shows the example of the input that fails first: the body, else a parameter.
  const input = requestBody ? 'requestBody' : parameters.length > 0 ? 'parameters' : undefined;
  const fits: Fits = (example) => example[APPLIES_TO] === undefined || example[APPLIES_TO] === input;
  return {
    id: anchor,
    ...(raw.operationId && {operationId: raw.operationId}),
    method,
    path,
    summary: raw.summary ?? raw.operationId ?? `${method.toUpperCase()} ${path}`,
    description: raw.description ?? '',
    deprecated: Boolean(raw.deprecated),
    ...withExternalDocs(raw.externalDocs),
    auth,
    security,
    parameters,
    ...(requestBody && {requestBody}),
    requestBodies,
    requestBodyRequired: Boolean(raw.requestBody && deref(raw.requestBody, ctx.doc).required),
    responses: responsesOf(raw.responses, ctx, fits),
    request: requestExample(method, path, ctx.servers[0] ?? '', parameters, requestBody, auth, security),
    tryIt: tryItRecord(method, path, ctx.servers, parameters, requestBody, auth),
    vendorSamples: vendorSamplesOf(raw),
    callbacks: callbacksOf(raw, anchor, ctx),
  };
}
