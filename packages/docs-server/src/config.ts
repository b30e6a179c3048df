import path from 'node:path';
import {IN_MEMORY} from './db/pglite.js';

/** Requests per minute per client, by endpoint group. */
export interface RateLimits {
  readonly events: number;
  readonly feedback: number;
  readonly stats: number;
  readonly mcp: number;
  readonly other: number;
}

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  /** PostgreSQL when set; otherwise the embedded engine in `dataDir` (`memory://`: in memory only). */
  readonly databaseUrl?: string;
  readonly dataDir: string;
  /** Without it the dashboard and the statistics are off (every request gets 401). */
  readonly dashboardToken?: string;
  /** The docs MCP server's data, as the site build writes it; the docs-mcp package's default when unset. */
  readonly docsDataDir?: string;
  /** Which peers may name the client in X-Forwarded-For (nginx on the same machine by default). */
  readonly trustProxy: string;
  readonly rateLimits: RateLimits;
}

/**
 * A reader's browser sends at most one event batch per 400 ms while it is busy; an office behind
 * one address shares its allowance, hence the headroom. RATE_LIMIT_SCALE multiplies them all.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {events: 300, feedback: 30, stats: 120, mcp: 120, other: 300};

export function configFromEnv(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  const scale = Number(env.RATE_LIMIT_SCALE ?? 1);
  if (!(scale > 0)) throw new Error(`RATE_LIMIT_SCALE must be a positive number, not "${env.RATE_LIMIT_SCALE}".`);
  const port = Number(env.PORT ?? 8788);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  const rateLimits = Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([name, max]) => [name, Math.ceil(max * scale)]),
  ) as unknown as RateLimits;
  return {
    host: env.HOST || '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR === IN_MEMORY ? IN_MEMORY : path.resolve(cwd, env.DATA_DIR || '.data'),
    dashboardToken: env.DASHBOARD_TOKEN || undefined,
    docsDataDir: env.DOCS_DATA_DIR || undefined,
    trustProxy: env.TRUST_PROXY || 'loopback',
    rateLimits,
  };
}
