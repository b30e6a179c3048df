import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// `npm run test:samples`: the REST reference's code samples, run against Prism mocks: the platform's
// (samples.test.ts, read from the production build, which must exist) and the OpenAPI corpus's
// feature files and museum API (corpus.test.ts, rendered from the model, no build needed).
export default defineConfig({
  test: {
    name: 'samples',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['samples.test.ts', 'corpus.test.ts'],
    // One file at a time, each with three mocks at once: the samples are bound by the CPU.
    fileParallelism: false,
    maxConcurrency: 3,
  },
});
