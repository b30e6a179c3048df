import {HTTPSnippet, type HarRequest} from 'httpsnippet';
import type {RequestExample} from '../model/types';
import {javascriptBody, pythonPayload} from './sampleBodies';
import {BINARY_BODY, readUploadedFiles} from './sampleFiles';
import {API_KEY_VARIABLE, credentialHeaders, readCredentialsFromEnvironment, TOKEN_VARIABLE} from './sampleCredentials';

export interface CodeSample {
  readonly language: 'curl' | 'javascript' | 'python' | 'typescript';
  readonly label: string;
  readonly code: string;
}

const TARGETS = [
  {language: 'curl', label: 'curl', target: 'shell', client: 'curl'},
  {language: 'javascript', label: 'JavaScript', target: 'javascript', client: 'fetch'},
  {language: 'python', label: 'Python', target: 'python', client: 'requests'},
] as const;

const literal = (value: string): string => JSON.stringify(value);
const objectLiteral = (entries: readonly {name: string; value: string; json?: string}[]): string =>
  `{${entries.map((e) => `${/^[a-z_$][\w$]*$/i.test(e.name) ? e.name : literal(e.name)}: ${e.json ?? literal(e.value)}`).join(', ')}}`;

/**
 * The same request through the project's TypeScript SDK. httpsnippet knows no SDKs, so this one is
 * written from the same data as the others; a unit test type-checks every generated sample against
 * the SDK, so it cannot drift.
 */
function sdkSample(service: string, request: RequestExample): CodeSample {
  const params = [
    ['path', request.pathParams],
    ['query', request.query],
    ['header', request.headers],
  ] as const;
  const paramsCode = params
    .filter(([, entries]) => entries.length > 0)
    .map(([where, entries]) => `${where}: ${objectLiteral(entries)}`)
    .join(', ');
  const options = [
    ...(paramsCode ? [`    params: {${paramsCode}},`] : []),
    ...(request.body !== undefined ? [`    body: ${request.body.replace(/\n/g, '\n    ')},`] : []),
  ];
  const call = `client.${request.method}(${literal(request.pathTemplate)}${options.length ? `, {\n${options.join('\n')}\n  }` : ''})`;
  const credential =
    request.auth.kind === 'bearer'
      ? `, token: process.env.${TOKEN_VARIABLE}!`
      : request.auth.kind === 'apiKey'
        ? `, apiKey: process.env.${API_KEY_VARIABLE}!`
        : '';
  const code = [
    "import {createClient, unwrap} from '@energy-xrm/sdk';",
    '',
    `const client = createClient({service: ${literal(service)}${credential}});`,
    '',
    `const data = await unwrap(\n  ${call},\n);`,
    'console.log(data);',
  ].join('\n');
  return {language: 'typescript', label: 'TypeScript SDK', code};
}

/** The HAR body of the example request: JSON, text, form fields or multipart parts (a file part by name). */
function postData(request: RequestExample): HarRequest['postData'] {
  const mimeType = request.mediaType ?? 'application/json';
  switch (request.bodyKind) {
    case 'form':
      return {mimeType, params: (request.form ?? []).map(({name, value}) => ({name, value}))};
    case 'multipart':
      return {
        mimeType: 'multipart/form-data',
        params: (request.form ?? []).map((f) =>
          f.file ? {name: f.name, fileName: f.value} : {name: f.name, value: f.value},
        ),
      };
    case 'binary':
      return request.mediaType ? {mimeType, text: BINARY_BODY} : undefined;
    default:
      return request.body === undefined ? undefined : {mimeType, text: request.body};
  }
}

/** A `{placeholder}` of the path, as httpsnippet receives it (a URL cannot hold braces) and as the reader sees it. */
const encodedPlaceholder = /%7B([^%/?#]+)%7D/g;

/** httpsnippet's request for the example: the HAR it converts into every language. */
interface Snippet {
  readonly snippet: HTTPSnippet;
  /** Whether the URL holds `{placeholders}` (curl must not read them as globs). */
  readonly placeholders: boolean;
}

function snippetOf(request: RequestExample): Snippet {
  const body = postData(request);
  const url = request.url.replace(/\{([^{}/]+)\}/g, '%7B$1%7D');
  const har: HarRequest = {
    method: request.method,
    url,
    httpVersion: 'HTTP/1.1',
    // httpsnippet declares the body's type only where a header says it (curl would send a form).
    headers: [
      ...credentialHeaders(request.auth),
      ...request.headers,
      ...(body && request.bodyKind !== 'multipart' ? [{name: 'content-type', value: body.mimeType}] : []),
    ],
    queryString: [...request.query],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    postData: body,
  };
  try {
    return {snippet: new HTTPSnippet(har), placeholders: url !== request.url};
  } catch (error) {
    // httpsnippet says only "Validation Failed"; its list of errors names the part of the request.
    const details = (error as {errors?: {instancePath?: string; message?: string}[]}).errors ?? [];
    const reason = details.map((d) => `${d.instancePath ?? ''} ${d.message ?? ''}`.trim()).join('; ');
    throw new Error(`the example request cannot be turned into samples (${reason || (error as Error).message})`, {
      cause: error,
    });
  }
}

type Target = (typeof TARGETS)[number];

/** One language's sample of the request, made to run as pasted. */
function sampleIn(
  {language, label, target, client}: Target,
  request: RequestExample,
  {snippet, placeholders}: Snippet,
): CodeSample {
  const code = snippet.convert(target, client, {
    indent: '  ',
    ...(placeholders && language === 'curl' && {globOff: true}),
  });
  let text = (Array.isArray(code) ? code.join('\n') : code) || '';
  if (!text) {
    throw new Error(`httpsnippet produced no ${label} sample for ${request.method} ${request.url}`);
  }
  // The path's {placeholders} stay as the reader must fill them in, never percent-encoded.
  text = text.replace(encodedPlaceholder, '{$1}');
  text = readUploadedFiles(language, text, request);
  if (request.bodyKind === 'form' && language === 'curl') text = text.replace(/--data '/g, "--data-urlencode '");
  // curl sends the JSON text as it is; JavaScript and Python write it from the example (sampleBodies.ts).
  const withBody =
    request.bodyKind !== 'json' || request.body === undefined || language === 'curl'
      ? text
      : language === 'javascript'
        ? javascriptBody(text, request.body)
        : pythonPayload(text, request.body);
  return {language, label, code: readCredentialsFromEnvironment(language, withBody, request.auth)};
}

/** Whether the request has a body that fetch refuses to send (a TypeError on GET and HEAD). */
const fetchRefusesBody = (request: RequestExample): boolean =>
  ['GET', 'HEAD'].includes(request.method) && postData(request) !== undefined;

/** The request without its body, and the first line of the fetch sample that says so. */
const withoutBody = (request: RequestExample): RequestExample => ({
  method: request.method,
  url: request.url,
  pathTemplate: request.pathTemplate,
  pathParams: request.pathParams,
  query: request.query,
  headers: request.headers,
  bodyKind: 'json',
  auth: request.auth,
});
const NO_FETCH_BODY =
  '// fetch sends no body with GET or HEAD: the curl and Python samples send the one the spec describes.\n';

/**
 * curl, JavaScript (fetch) and Python (requests) generated by httpsnippet, and the TypeScript SDK,
 * for the example request of an operation of the service at `/api/<service>`. Each reads the
 * credentials from the environment (sampleCredentials.ts) and runs as pasted.
 */
export function codeSamples(service: string, request: RequestExample, withSdk = true): CodeSample[] {
  const snippet = snippetOf(request);
  const snippets = TARGETS.map((target): CodeSample => {
    if (target.language !== 'javascript' || !fetchRefusesBody(request)) return sampleIn(target, request, snippet);
    const bodiless = withoutBody(request);
    const sample = sampleIn(target, bodiless, snippetOf(bodiless));
    return {...sample, code: `${NO_FETCH_BODY}${sample.code}`};
  });
  // The SDK covers the platform's services, which send JSON; other bodies go through plain HTTP.
  return withSdk && request.bodyKind === 'json' ? [...snippets, sdkSample(service, request)] : snippets;
}
