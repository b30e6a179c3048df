/** The docs server the browser tests run beside nginx (playwright.config.ts), in memory, with this dashboard token. */
export const DOCS_SERVER_PORT = Number(process.env.E2E_DOCS_SERVER_PORT ?? 4175);
export const DASHBOARD_TOKEN = 'e2e-dashboard-token-example';
