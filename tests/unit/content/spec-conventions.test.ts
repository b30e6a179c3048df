import {beforeAll, describe, expect, it} from 'vitest';
import {services} from '@energy-xrm/specs';
import {
  errorResponseProblems,
  idempotencyProblems,
  operationsOf,
  pathParameterProblems,
  securityProblems,
  shared,
  type BundledSpec,
} from './conventions';
import {loadSpecs, type SpecOperation} from './specs';

let documents: Map<string, BundledSpec>;
let operations: SpecOperation[];

beforeAll(async () => {
  const loaded = await loadSpecs();
  documents = loaded.documents as unknown as Map<string, BundledSpec>;
  operations = loaded.operations;
}, 60_000);

const rules = {
  '429 with Retry-After, 500 and 503 on every operation, through the shared responses': errorResponseProblems,
  'one public-API-key security scheme, the shared one, on every public operation': securityProblems,
  'an Idempotency-Key header on every creating POST': idempotencyProblems,
  'snake_case path parameters, each declared': pathParameterProblems,
};

describe.each(Object.entries(rules))('%s', (_, rule) => {
  it('holds in the spec of every service of the registry', () => {
    expect([...documents.keys()]).toEqual(services.map((service) => service.specName));
    const problems = [...documents].flatMap(([name, doc]) => rule(doc).map((problem) => `${name}: ${problem}`));
    expect(problems, 'Follow the conventions in api/README.md').toEqual([]);
  });
});

// The rules read five methods; a spec operation under any other method would escape them all.
it('checks every operation of every spec', () => {
  const checked = [...documents.values()].flatMap(operationsOf).length;
  expect(checked).toBe(operations.length);
  expect(checked).toBeGreaterThan(services.length);
});

it('shares a Retry-After header on 429 and 503', () => {
  expect(Object.keys(shared.responses.TooManyRequests!.headers as object)).toContain('Retry-After');
  expect(Object.keys(shared.responses.ServiceUnavailable!.headers as object)).toContain('Retry-After');
});
