import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {beforeAll, describe, expect, it} from 'vitest';
import {codeBlocks, guidePages} from './pages';
import {requestsInBlocks, requestsInText, type GuideRequest} from './requests';
import {findOperation, forRequests, loadSpecs, type LoadedSpecs, type SpecOperation} from './specs';

const pages = guidePages();
let specs: LoadedSpecs;
let ajv: Ajv2020;

beforeAll(async () => {
  specs = await loadSpecs();
  ajv = new Ajv2020({strict: false, allErrors: true, validateFormats: true});
  addFormats(ajv);
  for (const [name, doc] of specs.documents) ajv.addSchema(forRequests(doc), name);
}, 60_000);

const find = (request: GuideRequest): SpecOperation | undefined => findOperation(specs, request);

describe.each(pages.map((page) => [page.file, page] as const))('%s', (file, page) => {
  const fromBlocks = requestsInBlocks(codeBlocks(page.body), file);
  const named = [...fromBlocks, ...requestsInText(page.body, file)];

  it('names only endpoints that exist in the reference with that method and path', () => {
    const missing = named
      .filter((request) => !find(request))
      .map((r) => `${r.source}: ${r.method} ${r.specName ?? ''}${r.path}`);
    expect(missing, 'Fix the guide, or add the operation to the service spec').toEqual([]);
  });

  it('sends request bodies that match the operation schema', () => {
    const problems = fromBlocks.flatMap((request) => {
      const operation = find(request);
      if (!operation || request.body === undefined || !operation.hasJsonBody) return [];
      let body: unknown;
      try {
        body = JSON.parse(request.body);
      } catch {
        return [`${request.source}: the body is not valid JSON`];
      }
      const pointer = `${operation.specName}${operation.pointer}/requestBody/content/application~1json/schema`;
      const validate = ajv.getSchema(pointer) ?? ajv.compile({$ref: pointer});
      return validate(body)
        ? []
        : [
            `${request.source}: ${request.method} ${request.path}: ${ajv.errorsText(validate.errors, {dataVar: 'body'})}`,
          ];
    });
    expect(problems, 'Make the example body match the request schema in api/<service>/openapi.yaml').toEqual([]);
  });
});

/** Whether an operation takes the shared Idempotency-Key header. */
function takesIdempotencyKey(operation: SpecOperation): boolean {
  const parameters = [...operation.pathParameters, ...((operation.raw.parameters ?? []) as Record<string, unknown>[])];
  return parameters.some((p) => String(p.$ref ?? p.name).endsWith('IdempotencyKey') || p.name === 'Idempotency-Key');
}

/** A page's prose without its code blocks: what it advises. */
const proseOf = (body: string): string => body.replace(/^( *)```[\s\S]*?\n\1```/gm, ' ');

/** The pages that advise sending Idempotency-Key: each must follow its own advice. */
const advising = pages.filter((page) => proseOf(page.body).includes('`Idempotency-Key`'));

it('finds pages that advise Idempotency-Key (the check below has pages to check)', () => {
  expect(advising.length).toBeGreaterThan(0);
});

describe.each(advising.map((page) => [page.file, page] as const))('%s', (file, page) => {
  it('follows its own advice: creating requests send Idempotency-Key', () => {
    const missing = requestsInBlocks(codeBlocks(page.body), file)
      .filter((request) => request.method === 'POST' && !request.headers.includes('Idempotency-Key'))
      .filter((request) => {
        const operation = find(request);
        return operation !== undefined && takesIdempotencyKey(operation);
      })
      .map((request) => `${request.source}: ${request.method} ${request.path}`);
    expect(missing, 'The page recommends Idempotency-Key; send it in its examples too').toEqual([]);
  });
});

it('finds requests in the guides at all (the extraction works)', () => {
  const total = pages.flatMap((page) => requestsInBlocks(codeBlocks(page.body), page.file)).filter((r) => r.body);
  expect(total.length).toBeGreaterThan(50);
});
