import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';
import {AREAS} from './areas.mjs';

// The vitest run Stryker repeats for each mutant: only the tests of the area being mutated
// (MUTATION_AREA, set by scripts/test-mutation.mjs), all from the repository root.
const area = AREAS[process.env.MUTATION_AREA ?? ''];
if (!area) throw new Error(`MUTATION_AREA must be one of: ${Object.keys(AREAS).join(', ')}`);

export default defineConfig({
  // The root is found from this file, not the working directory: Stryker runs it in a sandbox copy.
  test: {root: fileURLToPath(new URL('../..', import.meta.url)), include: area.tests, environment: 'node'},
});
