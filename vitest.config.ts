import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';
import {COVERAGE_THRESHOLDS} from './tests/coverage-thresholds';

// One vitest run covers the libraries and the site's own units; each package is a project.
export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which on the two-core CI machine ran the unit
    // tests one file at a time (363 s with coverage).
    maxWorkers: availableParallelism(),
    projects: [
      {test: {name: 'site', include: ['tests/unit/**/*.test.ts'], environment: 'node'}},
      {test: {name: 'deadlines', root: 'packages/deadlines', include: ['test/**/*.test.ts']}},
      {test: {name: 'pricing', root: 'packages/pricing', include: ['test/**/*.test.ts']}},
      {test: {name: 'specs', root: 'packages/specs', include: ['test/**/*.test.ts']}},
      // The SDK's integration tests (real HTTP against Prism) have their own config:
      // packages/sdk/vitest.integration.config.ts, run by `npm run test:sdk-integration`.
      {test: {name: 'sdk', root: 'packages/sdk', include: ['test/**/*.test.ts']}},
      // The stdio test starts the built command (dist/cli.js): `npm run build:packages` runs first.
      // Starting a Node process took over 5 s (the default) on a loaded two-core machine.
      {
        test: {
          name: 'docs-mcp',
          root: 'packages/docs-mcp',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {test: {name: 'search-engine', root: 'packages/search-engine', include: ['test/**/*.test.ts']}},
      {test: {name: 'ports', root: 'packages/ports', include: ['test/**/*.test.ts']}},
      // API tests on PGlite and on a PostgreSQL cluster of their own (Debian's postgresql package).
      {
        test: {
          name: 'docs-server',
          root: 'packages/docs-server',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      // Everything the site and its libraries run outside the browser. React components (.tsx) are
      // left to the end-to-end tests: the unit step imports none, and v8 cannot map an unloaded one.
      include: ['plugins/**/*.{ts,mjs,cjs}', 'src/**/*.ts', 'packages/*/src/**/*.ts'],
      exclude: [
        // Types generated from the specs at build time (packages/sdk/scripts/generate.mjs).
        'packages/*/src/generated/**',
        '**/*.d.ts',
        '**/*.d.mts',
      ],
      thresholds: COVERAGE_THRESHOLDS,
    },
  },
});
