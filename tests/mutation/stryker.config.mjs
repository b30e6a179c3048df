import {AREAS} from './areas.mjs';

// One Stryker run per area (scripts/test-mutation.mjs sets MUTATION_AREA), so each area gets its
// own score and its own incremental file.
const name = process.env.MUTATION_AREA ?? '';
const area = AREAS[name];
if (!area) throw new Error(`MUTATION_AREA must be one of: ${Object.keys(AREAS).join(', ')}`);
// The test workers Stryker starts inherit this process's environment, so they start in that zone.
if (area.timeZone) process.env.TZ = area.timeZone;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: {configFile: 'tests/mutation/vitest.config.ts', related: false},
  mutate: area.mutate,
  coverageAnalysis: 'perTest',
  // Two cores, shared: more workers only wait on each other.
  concurrency: 2,
  // A static mutant (a module-level constant) reruns every test; its tests cover it anyway. An area
  // whose behaviour lives in such constants says `ignoreStatic: false` (see areas.mjs).
  ignoreStatic: area.ignoreStatic ?? true,
  incremental: true,
  // Kept in a local cache, not committed: see README.md (Testing).
  incrementalFile: `.stryker-cache/${name}.json`,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: [
    '.stryker-cache',
    'build',
    '.docusaurus',
    'coverage',
    'reports',
    'test-results',
    'playwright-report',
    '.lighthouse',
  ],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: {fileName: `reports/mutation/${name}.json`},
  clearTextReporter: {allowColor: false, logTests: false, reportScoreTable: true},
  thresholds: {high: 90, low: 85, break: 85},
  timeoutMS: 10000,
};
