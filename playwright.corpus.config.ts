import {defineConfig} from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.E2E_CORPUS_PORT ?? 4183);
/** The site with the OpenAPI corpus added (scripts/build-corpus-site.mjs). */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build-corpus';

/**
 * The browser tests on real specs written elsewhere (tests/e2e-corpus): the same browser, fixtures
 * and nginx configuration as tests/e2e, against the corpus build. No docs server: that build makes
 * no request to one.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-corpus',
  // Pages of real specs are large (Twilio's 197 operations, DigitalOcean's 659): a section's details
  // arrive from its part file after the page has hydrated, which took over the default 5 s on a
  // loaded two-core machine.
  expect: {timeout: 15_000},
  use: {...base.use, baseURL: `http://127.0.0.1:${PORT}`},
  webServer: [
    {
      command: `node deploy/serve-nginx.mjs --dir ${BUILD_DIR} --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
  ],
});
