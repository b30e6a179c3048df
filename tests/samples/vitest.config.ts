import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// `npm run test:samples`: the REST reference's code samples, run against Prism mocks. Needs the
// production build first (the samples are read from the built pages).
export default defineConfig({
  test: {
    name: 'samples',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['samples.test.ts'],
  },
});
