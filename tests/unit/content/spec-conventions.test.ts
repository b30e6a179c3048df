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
