import Fastify, {type FastifyInstance} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type {LoadedData} from '@energy-xrm/docs-mcp';
import type {RateLimits} from './config.js';
import type {Database} from './db/index.js';
import {describe, installErrorHandling} from './errors.js';
import {collectRoutes} from './routes/collect.js';
import {dashboardRoutes} from './routes/dashboard.js';
import {mcpRoutes} from './routes/mcp.js';
import {statsRoutes} from './routes/stats.js';

/** The body limit of every endpoint: a full batch of 20 events is a few kilobytes. */
export const BODY_LIMIT = 64 * 1024;

export interface AppOptions {
  readonly db: Database;
  readonly rateLimits: RateLimits;
  readonly dashboardToken?: string;
  /** The docs MCP server's data; null when the site has not been built (then /mcp answers 503 with `docsMissing`). */
  readonly docs: LoadedData | null;
  readonly docsMissing?: string;
  readonly trustProxy?: string;
  readonly now?: () => Date;
  /** Fastify's logger options; off in tests. */
  readonly logger?: boolean | {level: string};
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const {db, rateLimits: limits} = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? 'loopback',
    // At level warn, no request is logged: request logs would hold readers' addresses. Errors are (src/errors.ts).
    logger: options.logger ?? false,
    ajv: {
      customOptions: {discriminator: true, removeAdditional: false, coerceTypes: false, allErrors: false},
    },
    schemaErrorFormatter: (errors, dataVar) => new Error(describe(errors[0]!, dataVar)),
  });
  installErrorHandling(app);
  // Statistics, events and errors are answers for one request: no browser or proxy keeps them.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(rateLimit, {
    global: true,
    max: limits.other,
    timeWindow: 60_000,
    // Only in memory, for a minute: the address is never written anywhere.
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests: at most ${context.max} a minute. Try again in ${context.after}.`,
    }),
  });

  app.get('/_/health', async (_request, reply) => {
    await db.query('SELECT 1');
    return reply.header('cache-control', 'no-store').send({ok: true});
  });
  collectRoutes(app, {db, now, limits});
  statsRoutes(app, {db, token: options.dashboardToken, now, limit: limits.stats});
  dashboardRoutes(app, {db, token: options.dashboardToken, now, limit: limits.stats});
  mcpRoutes(app, {docs: options.docs, missing: options.docsMissing ?? 'No documentation data.', limit: limits.mcp});
  return app;
}
