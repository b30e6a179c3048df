import {beforeAll, describe, expect, it} from 'vitest';
import {
  errorResponseProblems,
  idempotencyProblems,
  operationsOf,
  pathParameterProblems,
  securityProblems,
  shared,
  type BundledSpec,
} from './conventions';
import {loadSpecs} from './specs';

let documents: Map<string, BundledSpec>;

beforeAll(async () => {
  documents = (await loadSpecs()).documents as unknown as Map<string, BundledSpec>;
}, 60_000);

const rules = {
  '429 with Retry-After, 500 and 503 on every operation, through the shared responses': errorResponseProblems,
  'one public-API-key security scheme, the shared one, on every public operation': securityProblems,
  'an Idempotency-Key header on every creating POST': idempotencyProblems,
  'snake_case path parameters, each declared': pathParameterProblems,
};

describe.each(Object.entries(rules))('%s', (_, rule) => {
  it('holds in all 38 specs', () => {
    expect(documents.size).toBe(38);
    const problems = [...documents].flatMap(([name, doc]) => rule(doc).map((problem) => `${name}: ${problem}`));
    expect(problems, 'Follow the conventions in api/README.md').toEqual([]);
  });
});

it('checks all 452 operations', () => {
  expect([...documents.values()].flatMap(operationsOf).length).toBeGreaterThanOrEqual(452);
});

it('shares a Retry-After header on 429 and 503', () => {
  expect(Object.keys(shared.responses.TooManyRequests!.headers as object)).toContain('Retry-After');
  expect(Object.keys(shared.responses.ServiceUnavailable!.headers as object)).toContain('Retry-After');
});

describe('each rule finds the drift it is written for', () => {
  const ref = (kind: string, name: string) => ({$ref: `#/components/${kind}/${name}`});
  const drifted: BundledSpec = {
    security: [{BearerAuth: []}],
    paths: {
      '/v1/things/{thingId}': {
        post: {
          operationId: 'createThing',
          parameters: [{name: 'thingId', in: 'path', required: true}],
          responses: {'201': {description: 'Created'}, '429': ref('responses', 'TooManyRequests')},
        },
      },
      '/v1/public/things': {
        get: {
          operationId: 'listPublicThings',
          security: [],
          parameters: [{name: 'X-Api-Key', in: 'header', required: true}],
          responses: {'200': {description: 'OK'}},
        },
      },
    },
    components: {
      responses: {TooManyRequests: {description: 'Slow down'}},
      securitySchemes: {BearerAuth: shared.securitySchemes.BearerAuth!},
    },
  };

  it('names each missing or local error response', () => {
    expect(errorResponseProblems(drifted)).toEqual([
      'createThing: the 429 response is not the shared TooManyRequests',
      'createThing: no 500 response (use the shared InternalError)',
      'createThing: no 503 response (use the shared ServiceUnavailable)',
      'listPublicThings: no 429 response (use the shared TooManyRequests)',
      'listPublicThings: no 500 response (use the shared InternalError)',
      'listPublicThings: no 503 response (use the shared ServiceUnavailable)',
    ]);
  });

  it('names a key sent as a parameter and an empty security list', () => {
    expect(securityProblems(drifted)).toEqual([
      'listPublicThings: sends the public API key as a parameter; use security: [{PublicApiKey: []}]',
      'listPublicThings: security is empty; public operations use [{PublicApiKey: []}]',
    ]);
  });

  it('names a creating POST without Idempotency-Key', () => {
    expect(idempotencyProblems(drifted)).toEqual([
      'createThing: a creating POST without the shared Idempotency-Key header parameter',
    ]);
  });

  it('names a camelCase path parameter', () => {
    expect(pathParameterProblems(drifted)).toEqual(['/v1/things/{thingId}: {thingId} is not snake_case']);
  });
});
