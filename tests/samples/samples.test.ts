// Every curl, JavaScript, Python and TypeScript SDK sample of the built REST reference, run as a
// reader would paste it: only the host is replaced, by a Prism mock of the service's spec (behind a
// recording proxy). Each must send the credentials from its environment and get the success status
// its page documents. Needs the production build (`npm run build`); E2E_BUILD_DIR names another
// build folder.
import {mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {services, writeBundledSpecs} from '@energy-xrm/specs';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {mapLimit, startSharedMock, stopSharedMocks} from '../../packages/sdk/scripts/prism.mjs';
import {stopPythonRunner} from './pythonRunner';
import {check, sampleDir, type RunnableSample} from './check';
import {pointedAt, RUN_LANGUAGES, samplesOfPage, type PageSample} from './extract';

const BUILD_DIR = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
/** Prism mocks running at once (each reads and checks its spec before it listens), and samples per mock. */
const MOCKS_AT_ONCE = 3;
const SAMPLES_AT_ONCE = 3;

/** The fields of an OpenAPI path item that are not operations: every other key is one. */
const PATH_ITEM_FIELDS = new Set(['$ref', 'summary', 'description', 'servers', 'parameters']);

const work = mkdtempSync(path.join(tmpdir(), 'energy-xrm-samples-'));
let specFiles = new Map<string, string>();

beforeAll(async () => {
  // The SDK sample imports `@energy-xrm/sdk`, which Node looks for in a node_modules above the file.
  symlinkSync(fileURLToPath(new URL('../../node_modules', import.meta.url)), path.join(work, 'node_modules'), 'dir');
  specFiles = await writeBundledSpecs(services, path.join(work, 'specs'));
}, 120_000);

afterAll(async () => {
  stopPythonRunner();
  await stopSharedMocks();
  rmSync(work, {recursive: true, force: true});
});

/** A sample read from the page, run with only its service's host replaced. */
const runnable = (sample: PageSample): RunnableSample => ({
  where: `${sample.service} › ${sample.operation} › ${sample.language}`,
  language: sample.language,
  expectedStatus: sample.expectedStatus,
  pointedAt: (origin) => pointedAt(sample.code, origin),
});

it(
  'every sample of every operation gets its documented success status from a mock of its service',
  async () => {
    const started = performance.now();
    const problems: string[] = [];
    const counts = new Map<string, number>();
    await mapLimit(services, MOCKS_AT_ONCE, async (service) => {
      const samples = samplesOfPage(BUILD_DIR, service.route);
      for (const {language} of samples) counts.set(language, (counts.get(language) ?? 0) + 1);
      const specFile = specFiles.get(service.route);
      if (!specFile) throw new Error(`${service.route}: no bundled spec`);
      const mock = await startSharedMock({name: service.route, specFile});
      try {
        const results = await mapLimit(samples, SAMPLES_AT_ONCE, (sample, index) =>
          check(runnable(sample), mock.url, sampleDir(work, service.route, index)),
        );
        problems.push(...results.filter((problem): problem is string => problem !== undefined));
      } finally {
        await mock.stop();
      }
    });
    const count = [...counts.values()].reduce((sum, n) => sum + n, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`${count} samples of ${services.length} services run against their mocks in ${seconds} s`);
    // Every operation of every spec has one sample per language on its page.
    const operations = [...specFiles.values()]
      .map((file) => JSON.parse(readFileSync(file, 'utf8')) as {paths: Record<string, Record<string, unknown>>})
      .flatMap((spec) => Object.values(spec.paths).flatMap((item) => Object.keys(item)))
      .filter((key) => !PATH_ITEM_FIELDS.has(key)).length;
    for (const language of RUN_LANGUAGES) {
      expect(counts.get(language), `${language} samples found in the built reference`).toBe(operations);
    }
    expect(problems, 'Fix the sample generator (plugins/api-reference/render/samples.ts) or the spec example').toEqual(
      [],
    );
  },
  30 * 60_000,
);
