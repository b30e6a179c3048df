import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// `npm run test:sdk-integration` (from the repository root): every service called through the SDK
// against a Prism mock of its bundled spec, a few mocks at a time. Needs `npm run build -w
// packages/sdk` (or just `npm run generate -w packages/sdk`) first, for the generated types.
export default defineConfig({
  test: {
    name: 'sdk-integration',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test-integration/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
