import {defineConfig, devices} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './scripts/chromium.mjs';
import {DASHBOARD_TOKEN, DOCS_SERVER_PORT} from './tests/e2e/docsServer';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The static build to test; `build/` unless E2E_BUILD_DIR names another one. */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI (two workers on two cores) one retry; the list reporter still names a test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {executablePath: chromiumPath, args: chromiumFlags},
    trace: 'off',
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  // The build is served as in production: nginx with the shipped configuration (deploy/nginx), its
  // headers and Content-Security-Policy included, so every test also checks the site under them,
  // and the docs server behind it (/_/ and /mcp), on an in-memory database. `npm test` builds with
  // DOCS_SERVER=on; a plain build makes no request to it.
  webServer: [
    {
      command: 'node packages/docs-server/dist/main.js',
      url: `http://127.0.0.1:${DOCS_SERVER_PORT}/_/health`,
      env: {
        PORT: String(DOCS_SERVER_PORT),
        DATA_DIR: 'memory://',
        DASHBOARD_TOKEN,
        // Every test's pages come from 127.0.0.1: one client to the rate limits.
        RATE_LIMIT_SCALE: '20',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
    {
      command: `node deploy/serve-nginx.mjs --dir ${BUILD_DIR} --port ${PORT} --docs-server ${DOCS_SERVER_PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
  ],
});
