/**
 * The pure parts of Try it: finding an operation's record, building the request, curl. The records
 * are written by the build from the reference model (render/tryItRecords.ts); nothing here reads
 * the spec.
 */
import type {TryItRecord} from '../../../model/types';
import type {TryItRecords} from '../../../render/tryItRecords';
import {checkBaseUrl, checkHeaderValue, checkJsonBody, checkPathValue, checkToken} from './validate';

export type {TryItRecord, TryItRecords};

/** The record of one operation of a service's try-it.json. */
export function recordFor(records: TryItRecords, operationId: string): TryItRecord {
  const record = Object.hasOwn(records, operationId) ? records[operationId] : undefined;
  if (!record) throw new Error(`No operation ${operationId} in the spec`);
  return record;
}

export interface BuiltRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  /** Text (JSON), or the fields of a form or multipart body, files included. */
  readonly body?: string | FormData | URLSearchParams;
}

/** The values of a form or multipart body's fields: text, or a file the reader picked. */
export type FormValues = Readonly<Record<string, string | File>>;

/**
 * The request exactly as Try it sends it; empty optional parameters are left out. Throws an
 * InputProblem (validate.ts) naming the field when a value cannot be sent as typed.
 */
export function buildRequest(
  operation: TryItRecord,
  baseUrl: string,
  values: Readonly<Record<string, string>>,
  token: string,
  body: string | undefined,
  form?: FormValues,
): BuiltRequest {
  const base = checkBaseUrl(baseUrl);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[`path:${name}`] ?? '';
    checkPathValue(name, value);
    return encodeURIComponent(value);
  });
  const url = new URL(base.href.replace(/\/$/, '') + path);
  const headers: Record<string, string> = {Accept: 'application/json'};
  for (const parameter of operation.parameters) {
    const value = values[`${parameter.location}:${parameter.name}`] ?? '';
    if (value === '') continue;
    if (parameter.location === 'query') url.searchParams.set(parameter.name, value);
    if (parameter.location === 'header') {
      checkHeaderValue(parameter.name, value);
      headers[parameter.name] = value;
    }
  }
  if (token) {
    checkToken(token);
    headers.Authorization = `Bearer ${token}`;
  }
  if (operation.form) {
    // The browser writes the multipart boundary or the form encoding itself: no Content-Type here.
    const filled = operation.form.fields.flatMap(({name}) => {
      const value = form?.[name];
      return value === undefined || value === '' ? [] : [[name, value] as const];
    });
    if (/^multipart\//i.test(operation.form.mediaType)) {
      const data = new FormData();
      for (const [name, value] of filled) data.append(name, value);
      return {url: url.toString(), method: operation.method, headers, body: data};
    }
    const params = new URLSearchParams();
    for (const [name, value] of filled) params.append(name, typeof value === 'string' ? value : value.name);
    return {url: url.toString(), method: operation.method, headers, body: params};
  }
  if (body !== undefined) {
    checkJsonBody(body);
    headers['Content-Type'] = 'application/json';
  }
  return {url: url.toString(), method: operation.method, headers, ...(body !== undefined && {body})};
}

const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

/** A curl command that sends exactly the same request. */
export function toCurl(request: BuiltRequest): string {
  const lines = [`curl --request ${request.method} ${shellQuote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers))
    lines.push(`  --header ${shellQuote(`${name}: ${value}`)}`);
  const {body} = request;
  if (typeof body === 'string') lines.push(`  --data ${shellQuote(body)}`);
  if (body instanceof URLSearchParams) {
    body.forEach((value, name) => lines.push(`  --data-urlencode ${shellQuote(`${name}=${value}`)}`));
  }
  if (body instanceof FormData) {
    body.forEach((value, name) =>
      lines.push(`  --form ${shellQuote(typeof value === 'string' ? `${name}=${value}` : `${name}=@${value.name}`)}`),
    );
  }
  return lines.join(' \\\n');
}
