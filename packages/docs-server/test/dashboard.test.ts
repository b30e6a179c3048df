import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {buildApp} from '../src/app.js';
import {DEFAULT_RATE_LIMITS} from '../src/config.js';
import type {Database} from '../src/db/index.js';
import {deleteOldEvents} from '../src/retention.js';
import {NOW, pgliteEngine, TOKEN} from './engines.js';

const engine = pgliteEngine();
let db: Database;
let app: FastifyInstance;
let now = NOW;
const auth = {authorization: `Bearer ${TOKEN}`};
const HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>';

beforeAll(async () => {
  db = await engine.open();
  app = await buildApp({db, docs: null, rateLimits: DEFAULT_RATE_LIMITS, dashboardToken: TOKEN, now: () => now});
  await app.inject({
    method: 'POST',
    url: '/_/events',
    payload: {
      events: [
        {type: 'search', query: 'meter reading', results: 4, ms: 20},
        {type: 'click', query: 'meter reading', position: 1, url: '/docs/deadlines/intro'},
        {type: 'search', query: HOSTILE, results: 0, ms: 20},
        {type: 'view', url: '/docs/deadlines/intro'},
      ],
    },
  });
  await app.inject({
    method: 'POST',
    url: '/_/feedback',
    payload: {url: '/docs/webhooks', helpful: false, comment: HOSTILE},
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
  await engine.cleanup();
});

test('the dashboard shows every table, reader text as text, and loads its scripts from the service', async () => {
  const response = await app.inject({url: '/_/dashboard?days=7', headers: auth});
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  const html = response.body;
  for (const heading of [
    'Top queries',
    'Queries with no results',
    'Queries whose results nobody opens',
    'Click-through by position',
    'Most read pages',
    'Pages readers found not helpful',
  ]) {
    expect(html).toContain(`>${heading}</h2>`);
  }
  expect(html).toContain('<td>meter reading</td><td class="num">1</td><td class="num">0</td><td class="num">1</td>');
  expect(html).toContain(
    '<td class="num">1</td><td class="num">1</td><td class="num">1</td><td class="num">100.0 %</td>',
  );
  expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#60;img src=x onerror=alert(1)&#62;');
  expect(html).not.toContain('<script>alert');
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('<option value="7" selected>Last 7 days</option>');
  expect(html).toContain('<a class="csv" href="/_/stats/feedback.csv?days=7" download>Export CSV</a>');
  const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
  expect(scripts).toEqual(['/_/dashboard/assets/chart.umd.min.js', '/_/dashboard/assets/dashboard.js']);
  for (const asset of [...scripts, '/_/dashboard/assets/dashboard.css']) {
    expect((await app.inject(asset!)).statusCode).toBe(200);
  }
  expect((await app.inject('/_/dashboard/assets/secret.txt')).statusCode).toBe(404);
  const csv = await app.inject({url: '/_/stats/feedback.csv?days=7', headers: auth});
  // Quotes doubled inside a quoted cell: the CSV reads back as the comment was written.
  expect(csv.body).toBe(
    'url,section,helpful,notHelpful,comments\r\n/docs/webhooks,guides,0,1,"no: <script>alert(""x"")</script><img src=x onerror=alert(1)>"\r\n',
  );
});

test('without the token, or with a wrong one, 401 and nothing else; without DASHBOARD_TOKEN it is off', async () => {
  for (const headers of [{}, {authorization: 'Bearer nope'}]) {
    const response = await app.inject({url: '/_/dashboard', headers});
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Basic realm="Dev Center dashboard", charset="UTF-8"');
    expect(response.body).toBe('{"error":"Unauthorized","message":"A valid dashboard token is required."}');
  }
  const off = await buildApp({db, docs: null, rateLimits: DEFAULT_RATE_LIMITS});
  expect((await off.inject({url: '/_/dashboard', headers: {authorization: 'Bearer '}})).statusCode).toBe(401);
  expect((await off.inject({url: '/_/stats/pages', headers: auth})).statusCode).toBe(401);
  await off.close();
});

test('raw events older than 90 days are deleted; the daily counts stay', async () => {
  now = new Date(NOW.getTime() + 91 * 86_400_000);
  expect(await deleteOldEvents(db, now)).toEqual({search_events: 2, click_events: 1, view_events: 1, feedback: 1});
  const pages = await app.inject({url: '/_/stats/pages?days=366', headers: auth});
  expect(pages.json()).toEqual([{url: '/docs/deadlines/intro', section: 'guides', views: 1}]);
  const feedback = await app.inject({url: '/_/stats/feedback?days=366', headers: auth});
  expect(feedback.json()).toEqual([
    {url: '/docs/webhooks', section: 'guides', helpful: 0, notHelpful: 1, comments: []},
  ]);
  expect(await deleteOldEvents(db, now)).toEqual({search_events: 0, click_events: 0, view_events: 0, feedback: 0});
});
