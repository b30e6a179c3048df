import type {AuthModel, BodyModel, JsonValue, ParameterModel, RequestExample, TryItRecord} from './types';
import type {OpenApiDocument, SecurityRequirement} from './openapi';

/**
 * How an operation authenticates: its own security requirements, else the document's. An empty
 * list (or an empty requirement) means no credentials; an API key scheme names its header.
 */
export function authOf(security: SecurityRequirement[] | undefined, doc: OpenApiDocument): AuthModel {
  const requirements = security ?? doc.security ?? [];
  if (security !== undefined && (requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0))) {
    return {kind: 'none'};
  }
  for (const requirement of requirements) {
    for (const name of Object.keys(requirement)) {
      const scheme = doc.components?.securitySchemes?.[name];
      if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) {
        return {kind: 'apiKey', header: scheme.name};
      }
    }
  }
  return {kind: 'bearer'};
}

/** A parameter's example as a line of text: strings as they are, anything else as JSON. */
const asText = (value: JsonValue | undefined): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * A value as the code samples write it into a URL or header (`String()`: an array example of a
 * query parameter becomes `a,b`, the form style's comma list).
 */
const asSampleText = (value: JsonValue | undefined): string => (value === undefined ? '' : String(value));

/** The example request the code samples send: every value from the spec's examples. */
export function requestExample(
  method: string,
  pathTemplate: string,
  server: string,
  parameters: readonly ParameterModel[],
  requestBody: BodyModel | undefined,
  auth: AuthModel,
): RequestExample {
  const example = (name: string): string => {
    const parameter = parameters.find((p) => p.name === name);
    return parameter?.example === undefined ? `{${name}}` : asSampleText(parameter.example);
  };
  const required = (location: ParameterModel['location']) =>
    parameters.filter((p) => p.location === location && p.required);
  return {
    method: method.toUpperCase(),
    url: server + pathTemplate.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(example(name))),
    pathTemplate,
    pathParams: parameters.filter((p) => p.location === 'path').map((p) => ({name: p.name, value: example(p.name)})),
    query: required('query').map((p) => ({
      name: p.name,
      value: asSampleText(p.example),
      ...(p.example !== undefined && typeof p.example !== 'string' && {json: JSON.stringify(p.example)}),
    })),
    headers: required('header').map((p) => ({name: p.name, value: asSampleText(p.example)})),
    ...(requestBody?.examples[0] && {body: requestBody.examples[0].json}),
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
  const keyField =
    auth.kind === 'apiKey' && !fields.some((f) => f.location === 'header' && f.name === auth.header)
      ? [{name: auth.header, location: 'header' as const, required: true, example: ''}]
      : [];
  const json = requestBody && /json/.test(requestBody.mediaType);
  return {
    method: method.toUpperCase(),
    path,
    servers,
    parameters: [...keyField, ...fields],
    ...(json && {body: requestBody.examples[0]?.json ?? '{}'}),
    auth,
  };
}
