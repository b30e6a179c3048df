import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {beforeAll, describe, expect, it} from 'vitest';
import {codeBlocks, guidePages} from './pages';
import {requestsInBlocks} from './requests';
import {responsesInBlocks, type GuideResponse} from './responses';
import {
  forResponses,
  loadSpecs,
  findOperation,
  responseSchemaPointer,
  type LoadedSpecs,
  type SpecOperation,
} from './specs';

type Json = Record<string, unknown>;

const pages = guidePages();
let specs: LoadedSpecs;
let ajv: Ajv2020;
let specHeaders: Set<string>;

/** Headers every HTTP exchange may carry, whatever the operation. */
const STANDARD = ['host', 'content-type', 'content-length', 'accept', 'accept-encoding', 'user-agent', 'date'];

/**
 * Header names guides mention that belong to other systems than the Energy XRM APIs, each with
 * where it comes from. Everything else a guide names must be defined by a spec.
 */
const OTHER_SYSTEMS: Readonly<Record<string, string>> = {
  'cache-control': 'HTTP caching, named for the key set of getJwks',
  'content-security-policy': "the browser's policy for embedded journeys",
  'content-security-policy-report-only': "the browser's policy for embedded journeys",
  'x-forwarded-for': 'proxies in front of your own endpoint',
  'in-reply-to': 'email threading in received messages',
  'x-mandant': "a custom header of the customer's own ERP endpoint",
  'x-energy-xrm-call-id': "the platform's call to an app's custom action endpoint (apps guides)",
  'x-energy-xrm-access-token': "the platform's call to an app's custom action endpoint (apps guides)",
};

beforeAll(async () => {
  specs = await loadSpecs();
  ajv = new Ajv2020({strict: false, allErrors: true, validateFormats: true});
  addFormats(ajv);
  for (const [name, doc] of specs.documents) ajv.addSchema(forResponses(doc), name);
  specHeaders = new Set<string>();
  const collect = (node: unknown, key = ''): void => {
    if (!node || typeof node !== 'object') return;
    const object = node as Json;
    if ((object.in === 'header' || object.type === 'apiKey') && typeof object.name === 'string') {
      specHeaders.add(object.name.toLowerCase());
    }
    if (key === 'headers') Object.keys(object).forEach((name) => specHeaders.add(name.toLowerCase()));
    Object.entries(object).forEach(([child, value]) => collect(value, child));
  };
  specs.documents.forEach((doc) => collect(doc));
}, 60_000);

const find = (request: GuideResponse['request']): SpecOperation | undefined => findOperation(specs, request);

/** The request headers an operation takes (`all`) and must get (`required`), lower case. */
function requestHeaders(op: SpecOperation): {all: string[]; required: string[]} {
  const doc = specs.documents.get(op.specName)!;
  const deref = (p: Json) =>
    typeof p.$ref === 'string'
      ? ((doc.components as Json).parameters as Record<string, Json>)[p.$ref.split('/').pop()!]!
      : p;
  const parameters = [...op.pathParameters, ...((op.raw.parameters ?? []) as Json[])].map(deref);
  const security = (op.raw.security ?? doc.security ?? []) as Json[];
  const schemes = security.flatMap((requirement) => Object.keys(requirement));
  const credential = [
    ...(schemes.includes('BearerAuth') ? ['authorization'] : []),
    ...(schemes.includes('PublicApiKey') ? ['x-api-key'] : []),
  ];
  const headers = parameters.filter((p) => p.in === 'header');
  return {
    all: [...headers.map((p) => String(p.name).toLowerCase()), ...credential],
    required: [...headers.filter((p) => p.required === true).map((p) => String(p.name).toLowerCase()), ...credential],
  };
}

function responseHeaders(op: SpecOperation, status: string): string[] {
  const doc = specs.documents.get(op.specName)!;
  const response = ((op.raw.responses ?? {}) as Record<string, Json>)[status] ?? {};
  const target =
    typeof response.$ref === 'string'
      ? ((doc.components as Json).responses as Record<string, Json>)[response.$ref.split('/').pop()!]!
      : response;
  return Object.keys((target.headers ?? {}) as Json).map((name) => name.toLowerCase());
}

describe.each(pages.map((page) => [page.file, page] as const))('%s', (file, page) => {
  const blocks = codeBlocks(page.body);
  const responses = responsesInBlocks(blocks, file);

  it('shows response bodies that match the operation response schema', () => {
    const problems = responses.flatMap((response) => {
      const op = find(response.request);
      if (!op || !response.body.startsWith('{')) return [];
      const statuses = Object.keys((op.raw.responses ?? {}) as Json).filter((s) => s.startsWith('2'));
      const status = response.status ?? (statuses.length === 1 ? statuses[0]! : undefined);
      if (!status) return [];
      const doc = specs.documents.get(op.specName)!;
      const pointer = responseSchemaPointer(doc, op, status);
      if (!pointer) return [`${response.source}: ${op.method} ${op.path} has no JSON ${status} response`];
      let body: unknown;
      try {
        body = JSON.parse(response.body);
      } catch {
        return [`${response.source}: the response body is not valid JSON`];
      }
      const validate = ajv.getSchema(`${op.specName}${pointer}`) ?? ajv.compile({$ref: `${op.specName}${pointer}`});
      const valid = validate(body);
      const errors = (validate.errors ?? []).filter((e) => !(response.excerpt && e.keyword === 'required'));
      return valid || errors.length === 0
        ? []
        : [`${response.source}: ${status} of ${op.method} ${op.path}: ${ajv.errorsText(errors, {dataVar: 'body'})}`];
    });
    expect(problems, 'Make the example match the response schema in api/<service>/openapi.yaml').toEqual([]);
  });

  it('sends and shows only headers the operation declares', () => {
    const sent = requestsInBlocks(blocks, file).flatMap((request) => {
      const op = find(request);
      if (!op) return [];
      const {all, required} = requestHeaders(op);
      const sent = request.headers.map((name) => name.toLowerCase());
      return [
        ...request.headers
          .filter((name) => !STANDARD.includes(name.toLowerCase()) && !all.includes(name.toLowerCase()))
          .map((name) => `${request.source}: ${op.raw.operationId as string} takes no ${name} header`),
        ...required
          .filter((name) => !sent.includes(name))
          .map((name) => `${request.source}: ${op.raw.operationId as string} needs the ${name} header`),
      ];
    });
    const shown = responses.flatMap((response) => {
      const op = find(response.request);
      if (!op || !response.status) return [];
      const declared = responseHeaders(op, response.status);
      return response.headers
        .filter((name) => !STANDARD.includes(name.toLowerCase()) && !declared.includes(name.toLowerCase()))
        .map(
          (name) =>
            `${response.source}: the ${response.status} of ${op.raw.operationId as string} has no ${name} header`,
        );
    });
    expect([...sent, ...shown], 'Declare the header in the spec, or drop it from the example').toEqual([]);
  });

  it('names only headers that a spec defines', () => {
    const prose = page.body.replace(/^( *)```[\s\S]*?\n\1```/gm, ' ');
    const named = [...prose.matchAll(/`([A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)+)`/g)]
      .map((m) => m[1]!)
      .filter((name) => !/^[A-Z]+-[A-Z]+-[A-Z]+$/.test(name));
    const unknown = named.filter((name) => {
      const key = name.toLowerCase();
      return !specHeaders.has(key) && !STANDARD.includes(key) && !(key in OTHER_SYSTEMS);
    });
    expect(unknown, 'Define the header in the spec that uses it, or correct its name').toEqual([]);
  });
});

it('finds responses in the guides at all (the pairing works)', () => {
  const all = pages.flatMap((page) => responsesInBlocks(codeBlocks(page.body), page.file));
  expect(all.length).toBeGreaterThan(100);
});
