import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {FastifyInstance} from 'fastify';
import {requireToken} from '../auth.js';
import {renderDashboard} from '../dashboard/page.js';
import type {Database} from '../db/index.js';
import {periodQuery} from '../schemas.js';
import {feedback, pages, positions, topQueries, unopened, zeroResults} from '../store/stats.js';
import {periodOf} from './stats.js';

/** The package folder, from src/routes (tests) and dist/routes alike. */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const chartJs = path.join(path.dirname(createRequire(import.meta.url).resolve('chart.js')), 'chart.umd.min.js');

/** The files the page loads, from this package and the installed Chart.js: nothing from another origin. */
const ASSET_FILES: Record<string, [file: string, type: string]> = {
  'chart.umd.min.js': [chartJs, 'text/javascript; charset=utf-8'],
  'dashboard.js': [path.join(root, 'dist', 'browser', 'dashboard.js'), 'text/javascript; charset=utf-8'],
  'dashboard.css': [path.join(root, 'assets', 'dashboard.css'), 'text/css; charset=utf-8'],
};

/** The service's own policy for its page, on top of whatever the proxy adds: its own scripts and styles only. */
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function dashboardRoutes(
  app: FastifyInstance,
  {db, token, now, limit}: {db: Database; token: string | undefined; now: () => Date; limit: number},
): void {
  const config = {rateLimit: {max: limit, timeWindow: 60_000}};
  app.get<{Querystring: {days?: string}}>(
    '/_/dashboard',
    {schema: {querystring: periodQuery}, preHandler: requireToken(token), config},
    async (request, reply) => {
      const period = periodOf(request.query, now());
      const {since} = period;
      const [top, zero, none, byPosition, read, answers] = await Promise.all([
        topQueries(db, since),
        zeroResults(db, since),
        unopened(db, since),
        positions(db, since),
        pages(db, since),
        feedback(db, since),
      ]);
      const html = renderDashboard({
        ...period,
        topQueries: top,
        zeroResults: zero,
        unopened: none,
        positions: byPosition,
        pages: read,
        feedback: answers,
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', PAGE_CSP)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(html);
    },
  );
  app.get<{Params: {file: string}}>('/_/dashboard/assets/:file', {config}, async (request, reply) => {
    const asset = ASSET_FILES[request.params.file];
    if (!asset) return reply.code(404).send({error: 'Not Found', message: `No asset ${request.params.file}.`});
    return reply
      .type(asset[1])
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(readFileSync(asset[0]));
  });
}
