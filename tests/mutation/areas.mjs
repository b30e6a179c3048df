// The areas `npm run test:mutation` mutates, each with the tests that speak for it. A test file
// that loads every spec or starts a process is left out: it would run once per mutant, and its
// rules are checked by the fixture tests listed here.

/** @type {Record<string, {mutate: string[], tests: string[], ignoreStatic?: boolean, timeZone?: string}>} */
export const AREAS = {
  safeUrl: {
    mutate: ['packages/specs/src/safeUrl.ts'],
    tests: ['packages/specs/test/safeUrl.test.ts'],
  },
  'reference-html': {
    mutate: ['plugins/api-reference/render/html/escape.ts', 'plugins/api-reference/render/html/markdown.ts'],
    tests: [
      'tests/unit/reference-html-escape.test.ts',
      'tests/unit/api-reference-safety.test.ts',
      'tests/unit/api-reference-model.test.ts',
    ],
  },
  'try-it': {
    mutate: [
      'plugins/api-reference/theme/ApiReferencePage/TryIt/validate.ts',
      'plugins/api-reference/theme/ApiReferencePage/TryIt/request.ts',
    ],
    tests: ['tests/unit/try-it-input.test.ts', 'tests/unit/try-it-request.test.ts', 'tests/unit/try-it-edges.test.ts'],
  },
  conventions: {
    mutate: ['tests/unit/content/conventions.ts'],
    tests: ['tests/unit/content/convention-rules.test.ts'],
  },
  'docs-mcp': {
    mutate: [
      'packages/docs-mcp/src/search.ts',
      'packages/docs-mcp/src/lookup.ts',
      'packages/docs-mcp/src/tools.ts',
      'packages/docs-mcp/src/data.ts',
      'packages/docs-mcp/src/build-data.ts',
    ],
    tests: [
      'packages/docs-mcp/test/server.test.ts',
      'packages/docs-mcp/test/service-files.test.ts',
      'packages/docs-mcp/test/site-search.test.ts',
      'packages/docs-mcp/test/sections.test.ts',
      'packages/docs-mcp/test/lookup.test.ts',
      'packages/docs-mcp/test/tool-answers.test.ts',
      'packages/docs-mcp/test/snippet.test.ts',
    ],
  },
  'markdown-pages': {
    mutate: ['plugins/markdown-pages/mdx/*.ts'],
    tests: ['tests/unit/markdown-pages/*.test.ts'],
  },
  deadlines: {
    mutate: ['packages/deadlines/src/**/*.ts', '!packages/deadlines/src/version.ts'],
    // Not time-zones.test.ts: it switches process.env.TZ inside the process, which Stryker's test
    // workers do not apply. The whole suite runs in a zone west of UTC instead, as `npm test` runs
    // it too: in UTC, local midnight and UTC midnight are one instant, so a mutant that sets only
    // the minutes of a local date would pass every test.
    tests: ['packages/deadlines/test/**/*.test.ts', '!packages/deadlines/test/time-zones.test.ts'],
    timeZone: 'America/Los_Angeles',
  },
  pricing: {
    mutate: ['packages/pricing/src/**/*.ts'],
    tests: ['packages/pricing/test/**/*.test.ts'],
  },
  // The shared engine (packages/search-engine): indexing, query parsing, scoring and ranking, and
  // the site's section extraction. The tests import the package by name; the mutation run's vitest
  // config points that name at src/, where the mutants are (see vitest.config.ts here).
  search: {
    // The engine's word lists (stop words, filler, action and structure words) and patterns are
    // module-level constants: skipped as static mutants, they would be tested by nothing. Their
    // tests load the module once per file, so only a run of all tests sees such a mutant.
    ignoreStatic: false,
    mutate: [
      'packages/search-engine/src/indexer/buildIndex.ts',
      'packages/search-engine/src/indexer/compactIndex.ts',
      'packages/search-engine/src/text.ts',
      'packages/search-engine/src/query.ts',
      'packages/search-engine/src/scoring.ts',
      'packages/search-engine/src/rank.ts',
      'plugins/search/extractSections.ts',
    ],
    tests: [
      'packages/search-engine/test/**/*.test.ts',
      'tests/unit/search-documents.test.ts',
      'tests/unit/search-sections.test.ts',
      'tests/unit/search-ranking.test.ts',
      'tests/unit/search-behaviour.test.ts',
    ],
  },
};
