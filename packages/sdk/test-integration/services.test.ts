import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSharedMock, stopSharedMocks} from '../scripts/prism.mjs';
import {platformServices as services, writeBundledSpecs} from '@energy-xrm/specs';
import {ApiError, contextOf} from '../src/index.js';
import {cases, type ServiceCase} from './cases.js';

/** Prism mocks started at once: each reads and checks its spec in a hub process, and there are 2 cores. */
const BATCH_SIZE = 4;

type MockServer = Awaited<ReturnType<typeof startSharedMock>>;

const specDir = mkdtempSync(path.join(tmpdir(), 'energy-xrm-sdk-it-'));
let specFiles = new Map<string, string>();

beforeAll(async () => {
  specFiles = await writeBundledSpecs(services, specDir);
}, 60_000);

afterAll(async () => {
  await stopSharedMocks();
  rmSync(specDir, {recursive: true, force: true});
});

it('has a case for every service', () => {
  expect(cases.map((c) => c.service).sort()).toEqual(services.map((service) => service.route).sort());
});

function batches(all: readonly ServiceCase[]): ServiceCase[][] {
  const result: ServiceCase[][] = [];
  for (let i = 0; i < all.length; i += BATCH_SIZE) result.push(all.slice(i, i + BATCH_SIZE));
  return result;
}

/** Puts the service and operation in front of whatever went wrong. */
function named(c: ServiceCase, error: unknown): unknown {
  const where = `${c.service} › ${c.operationId}`;
  if (error instanceof ApiError) return new Error(`${where}: ${String(error)}`, {cause: error});
  if (error instanceof Error) {
    error.message = `${where}: ${error.message}`;
    return error;
  }
  return new Error(`${where}: ${String(error)}`);
}

describe.each(batches(cases).map((batch) => [batch.map((c) => c.service).join(', '), batch] as const))(
  'mocks of %s',
  (_, batch) => {
    const mocks = new Map<string, MockServer>();

    beforeAll(async () => {
      const started = await Promise.allSettled(
        batch.map((c) => {
          const specFile = specFiles.get(c.service);
          if (!specFile) throw new Error(`${c.service}: no bundled spec`);
          return startSharedMock({name: c.service, specFile});
        }),
      );
      const failures: string[] = [];
      started.forEach((result, index) => {
        const service = batch[index]!.service;
        if (result.status === 'fulfilled') mocks.set(service, result.value);
        else failures.push(`${service}: ${result.reason instanceof Error ? result.reason.message : result.reason}`);
      });
      if (failures.length > 0) throw new Error(`Cannot start the mock servers:\n${failures.join('\n')}`);
    });

    afterAll(async () => {
      await Promise.all([...mocks.values()].map((mock) => mock.stop()));
    });

    it.each(batch.map((c) => [`${c.service} › ${c.operationId}`, c] as const))('%s', async (_, c) => {
      const mock = mocks.get(c.service);
      if (!mock) throw new Error(`${c.service} › ${c.operationId}: the mock server did not start`);
      const responses: Response[] = [];
      const fetch = async (request: Request): Promise<Response> => {
        const response = await globalThis.fetch(request);
        responses.push(response);
        return response;
      };
      try {
        await c.run(mock.url, fetch);
      } catch (error) {
        throw named(c, error);
      }
      const reached = responses.map((response) => contextOf(response)?.operationId);
      expect(reached, `${c.service} › ${c.operationId}: the call reached another operation`).toContain(c.operationId);
    });
  },
);
