import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';
import {AREAS} from './areas.mjs';

// The vitest run Stryker repeats for each mutant: only the tests of the area being mutated
// (MUTATION_AREA, set by scripts/test-mutation.mjs), all from the repository root.
const area = AREAS[process.env.MUTATION_AREA ?? ''];
if (!area) throw new Error(`MUTATION_AREA must be one of: ${Object.keys(AREAS).join(', ')}`);

const source = (file: string): string =>
  fileURLToPath(new URL(`../../packages/search-engine/src/${file}`, import.meta.url));

export default defineConfig({
  // A workspace package resolves to its built dist/, which holds no mutant: the search engine's
  // name points at its source instead, so the tests that import it by name see each mutant.
  resolve: {
    alias: [
      {find: /^@energy-xrm\/search-engine\/build$/, replacement: source('indexer/index.ts')},
      {find: /^@energy-xrm\/search-engine$/, replacement: source('index.ts')},
    ],
  },
  // The root is found from this file, not the working directory: Stryker runs it in a sandbox copy.
  test: {root: fileURLToPath(new URL('../..', import.meta.url)), include: area.tests, environment: 'node'},
});
