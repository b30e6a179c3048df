import {defineConfig, devices} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './scripts/chromium.mjs';

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
  // headers and Content-Security-Policy included, so every test also checks the site under them.
  webServer: {
    command: `node deploy/serve-nginx.mjs --dir ${BUILD_DIR} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
  },
});
