// The samples of the OpenAPI corpus's feature files and of the 3.1 museum API
// (../shared/corpus/openapi, specs written elsewhere), run as for the platform's own services: curl,
// JavaScript and Python, each against a Prism mock of its spec, must get the success status the
// spec documents. The samples are rendered from the model by the page's own sample renderer, so
// the test needs no corpus site build. One test per spec: `-t <route>` runs one.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {CORPUS_DIR, corpusSpecs} from '@energy-xrm/specs';
import {afterAll, expect, it} from 'vitest';
import {mapLimit, startSharedMock, stopSharedMocks} from '../../packages/sdk/scripts/prism.mjs';
import {corpusReference} from '../unit/corpus/renderCorpus';
import {stopPythonRunner} from './pythonRunner';
import {check, sampleDir} from './check';
import {EXPECTED_SKIPS} from './corpusSkips';
import {samplesOfModel} from './fromModel';

/** The corpus files whose samples run: one feature per file, and a compact 3.1 API. */
const RUN = /^(feature\/3\.[01]\/[^/]+\.yaml|museum\/openapi\.yaml)$/;
const SAMPLES_AT_ONCE = 3;
/** A mock reads and checks its spec before it listens; on a loaded machine with three at once, far longer. */
const START_TIMEOUT_MS = 180_000;

const work = mkdtempSync(path.join(tmpdir(), 'energy-xrm-corpus-samples-'));
afterAll(async () => {
  stopPythonRunner();
  await stopSharedMocks();
  rmSync(work, {recursive: true, force: true});
});

const specs = corpusSpecs().filter((spec) => RUN.test(path.relative(CORPUS_DIR, spec.file).split(path.sep).join('/')));

it('runs the samples of every feature file and of the museum API', () => {
  const routes = specs.map((spec) => spec.route);
  expect(routes).toContain('museum-openapi');
  expect(routes.filter((route) => route.startsWith('feature-3-0-')).length).toBeGreaterThan(0);
  expect(routes.filter((route) => route.startsWith('feature-3-1-')).length).toBeGreaterThan(0);
  expect(
    [...EXPECTED_SKIPS.keys()].filter((route) => !routes.includes(route)),
    'skips of specs not run',
  ).toEqual([]);
});

it.concurrent.each(specs)(
  'every sample of $route gets its documented success status from a mock of its spec',
  async (spec) => {
    const {document, reference} = await corpusReference(spec);
    const skips = EXPECTED_SKIPS.get(spec.route) ?? new Map<string, string>();
    const anchors = reference.tags.flatMap((tag) => tag.operations.map((op) => op.id));
    expect(
      [...skips.keys()].filter((anchor) => !anchors.includes(anchor)),
      'skips of operations not in the spec',
    ).toEqual([]);
    const {samples, unchecked} = samplesOfModel(reference, skips);
    console.log(
      `${spec.route}: ${anchors.length - unchecked.length} of ${anchors.length} operations run` +
        unchecked.map((line) => `\n    skipped ${line}`).join(''),
    );
    if (samples.length === 0) return;
    const specFile = path.join(work, 'specs', `${spec.route}.json`);
    mkdirSync(path.dirname(specFile), {recursive: true});
    writeFileSync(specFile, JSON.stringify(document));
    // Prism's last lines, to say which request it stopped on if it stops.
    const log: string[] = [];
    const keep = (line: string) => {
      log.push(line);
      if (log.length > 30) log.shift();
    };
    const mock = await startSharedMock({name: spec.route, specFile, onLog: keep, timeoutMs: START_TIMEOUT_MS});
    try {
      const problems = await mapLimit(samples, SAMPLES_AT_ONCE, (sample, index) =>
        check(sample, mock.url, sampleDir(work, spec.route, index)),
      );
      expect(mock.child.exitCode, `Prism stopped while the samples ran:\n${log.join('\n')}`).toBeNull();
      expect(
        problems.filter((problem) => problem !== undefined),
        'Fix the sample renderer (plugins/api-reference/render/samples.ts), or list what Prism cannot mock in corpusSkips.ts',
      ).toEqual([]);
    } finally {
      await mock.stop();
    }
  },
  10 * 60_000,
);
