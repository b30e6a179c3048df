import {chosenAlternative} from './security';
import type {
  AuthModel,
  BodyModel,
  JsonValue,
  NameValue,
  ParameterModel,
  RequestExample,
  SecurityModel,
  TryItRecord,
} from './types';

/** A parameter's example as a line of text: strings as they are, anything else as JSON. */
const asText = (value: JsonValue | undefined): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * A value as the code samples write it into a URL or header (`String()`: an array example of a
 * query parameter becomes `a,b`, the form style's comma list).
 */
const asSampleText = (value: JsonValue | undefined): string => (value === undefined ? '' : String(value));

/**
 * A path value where the spec gives no example: one that the parameter's type admits (so the sample
 * runs against a mock), else the `{name}` placeholder as the spec writes it, for the reader to fill.
 */
function pathValue(parameter: ParameterModel | undefined, name: string): string {
  if (parameter?.example !== undefined && parameter.example !== null) return asSampleText(parameter.example);
  const type = parameter?.schema.type;
  if (type?.kind === 'scalar') {
    if (type.format === 'uuid') return '3f2b4c1e-7d6a-4e59-9c1b-2a8f0e6d5b47';
    if (type.format === 'date') return '2025-01-31';
    if (type.types.includes('integer') || type.types.includes('number')) return '1';
    if (type.types.includes('boolean')) return 'true';
  }
  return `{${name}}`;
}

/** What a sample sends for a query or header parameter: its example, else a value its schema admits. */
const sentValue = (parameter: ParameterModel): JsonValue | undefined => parameter.example ?? parameter.sample;

/** Path values go into the URL encoded, except a `{placeholder}`, which stays as the reader must see it. */
const pathSegment = (value: string): string => (/^\{[^{}]+\}$/.test(value) ? value : encodeURIComponent(value));

/** What a form or multipart body sends, field by field, from its example; file parts by their schema. */
function formFields(body: BodyModel): (NameValue & {file?: boolean})[] {
  const example = body.examples[0];
  let values: Record<string, JsonValue> = {};
  try {
    const parsed = example && example.format !== 'text' ? (JSON.parse(example.json) as JsonValue) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) values = parsed;
  } catch {
    values = {};
  }
  const names = [...new Set([...body.schema.children.map((child) => child.name), ...Object.keys(values)])];
  return names.map((name) => {
    const child = body.schema.children.find((c) => c.name === name);
    const type = child?.type;
    const file =
      body.kind === 'multipart' &&
      ((type?.kind === 'scalar' && (type.format === 'binary' || type.format === 'base64')) ||
        (type?.kind === 'array' && type.items.kind === 'scalar' && type.items.format === 'binary'));
    if (file) return {name, value: `${name}.bin`, file: true};
    const value = values[name];
    return {name, value: value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)};
  });
}

/** Headers, query parameters and cookies the chosen security alternative adds beside the credential itself. */
function companions(
  security: SecurityModel,
  auth: AuthModel,
): {headers: NameValue[]; query: NameValue[]; cookies: NameValue[]} {
  const headers: NameValue[] = [];
  const query: NameValue[] = [];
  const cookies: NameValue[] = [];
  for (const scheme of chosenAlternative(security)) {
    if (scheme.kind !== 'apiKey' || (auth.kind === 'apiKey' && auth.header === scheme.name)) continue;
    const value = {name: scheme.name, value: `{${scheme.name}}`};
    if (scheme.in === 'header') headers.push(value);
    if (scheme.in === 'query') query.push(value);
    if (scheme.in === 'cookie') cookies.push(value);
  }
  return {headers, query, cookies};
}

/** One `Cookie` header for the cookies a request sends (samples send cookies as the header they travel in). */
const cookieHeader = (cookies: readonly NameValue[]): NameValue[] =>
  cookies.length === 0 ? [] : [{name: 'Cookie', value: cookies.map(({name, value}) => `${name}=${value}`).join('; ')}];

/** The example request the code samples send: every value from the spec's examples. */
export function requestExample(
  method: string,
  pathTemplate: string,
  server: string,
  parameters: readonly ParameterModel[],
  requestBody: BodyModel | undefined,
  auth: AuthModel,
  security: SecurityModel,
): RequestExample {
  const value = (name: string): string =>
    pathValue(
      parameters.find((p) => p.name === name && p.location === 'path'),
      name,
    );
  const required = (location: ParameterModel['location']) =>
    parameters.filter((p) => p.location === location && p.required);
  const extra = companions(security, auth);
  const kind = requestBody?.kind ?? 'json';
  return {
    method: method.toUpperCase(),
    // The path's own characters are written as a URL allows (`<upload_url>` → `%3Cupload_url%3E`).
    url:
      server +
      encodeURI(pathTemplate).replace(/%7B([^%]+)%7D/g, (_, name: string) => pathSegment(value(decodeURI(name)))),
    pathTemplate,
    pathParams: parameters.filter((p) => p.location === 'path').map((p) => ({name: p.name, value: value(p.name)})),
    query: [
      ...required('query').map((p) => {
        const sent = sentValue(p);
        return {
          name: p.name,
          value: asSampleText(sent),
          ...(sent !== undefined && typeof sent !== 'string' && {json: JSON.stringify(sent)}),
        };
      }),
      ...extra.query,
    ],
    headers: [
      ...required('header').map((p) => ({name: p.name, value: asSampleText(sentValue(p))})),
      ...extra.headers,
      ...cookieHeader([
        ...required('cookie').map((p) => ({name: p.name, value: asSampleText(sentValue(p))})),
        ...extra.cookies,
      ]),
    ],
    ...(requestBody && kind === 'json' && requestBody.examples[0] && {body: requestBody.examples[0].json}),
    ...(requestBody && kind === 'text' && {body: requestBody.examples[0]?.json ?? ''}),
    bodyKind: kind,
    ...(requestBody && {mediaType: requestBody.mediaType}),
    ...(requestBody && (kind === 'form' || kind === 'multipart') && {form: formFields(requestBody)}),
    auth,
  };
}

/** What Try it shows and sends for one operation. An API key header is a field of the form. */
export function tryItRecord(
  method: string,
  path: string,
  servers: readonly string[],
  parameters: readonly ParameterModel[],
  requestBody: BodyModel | undefined,
  auth: AuthModel,
): TryItRecord {
  const fields = parameters
    .filter((p): p is ParameterModel & {location: 'path' | 'query' | 'header'} => p.location !== 'cookie')
    .map((p) => ({name: p.name, location: p.location, required: p.required, example: asText(p.example)}));
  const credentialField =
    auth.kind === 'apiKey' && !fields.some((f) => f.location === 'header' && f.name === auth.header)
      ? [{name: auth.header, location: 'header' as const, required: true, example: ''}]
      : auth.kind === 'basic'
        ? [{name: 'Authorization', location: 'header' as const, required: true, example: 'Basic '}]
        : [];
  const kind = requestBody?.kind;
  return {
    method: method.toUpperCase(),
    path,
    servers,
    parameters: [...credentialField, ...fields],
    ...(requestBody && kind === 'json' && {body: requestBody.examples[0]?.json ?? '{}'}),
    ...(requestBody &&
      (kind === 'form' || kind === 'multipart') && {
        form: {
          mediaType: requestBody.mediaType,
          fields: formFields(requestBody).map((f) => ({
            name: f.name,
            file: Boolean(f.file),
            example: f.file ? '' : f.value,
          })),
        },
      }),
    auth,
  };
}
