import {defineConfig} from 'vitest/config';

// One vitest run covers the libraries and the site's own units; each package is a project.
export default defineConfig({
  test: {
    projects: [
      {test: {name: 'site', include: ['tests/unit/**/*.test.ts'], environment: 'node'}},
      {test: {name: 'deadlines', root: 'packages/deadlines', include: ['test/**/*.test.ts']}},
      {test: {name: 'pricing', root: 'packages/pricing', include: ['test/**/*.test.ts']}},
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.ts'],
      thresholds: {lines: 95},
    },
  },
});
