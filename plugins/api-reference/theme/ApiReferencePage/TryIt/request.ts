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
  readonly body?: string;
}

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
  if (request.body !== undefined) lines.push(`  --data ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}
