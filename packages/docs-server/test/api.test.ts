import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {buildApp} from '../src/app.js';
import {DEFAULT_RATE_LIMITS} from '../src/config.js';
import type {Database} from '../src/db/index.js';
import {ALL_TABLES, NOW, pgliteEngine, postgresEngine, TOKEN} from './engines.js';

const auth = {authorization: `Bearer ${TOKEN}`};

describe.each([pgliteEngine(), postgresEngine()])('the contract on $name', (engine) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await engine.open();
    app = await buildApp({db, docs: null, rateLimits: DEFAULT_RATE_LIMITS, dashboardToken: TOKEN, now: () => NOW});
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await engine.cleanup();
  });
  beforeEach(() => db.script(`TRUNCATE ${ALL_TABLES}`));

  const post = (url: string, payload: unknown) => app.inject({method: 'POST', url, payload: payload as object});
  const stats = async (name: string, days = 30) =>
    (await app.inject({url: `/_/stats/${name}?days=${days}`, headers: auth})).json<unknown>();

  test('GET /_/health answers {"ok":true}', async () => {
    const response = await app.inject('/_/health');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"ok":true}');
  });

  test('a batch of searches, clicks and views is stored and counted', async () => {
    const response = await post('/_/events', {
      events: [
        {type: 'search', query: 'Rotate tokens', results: 3, ms: 42, tags: ['default', 'docs-default-current']},
        {type: 'search', query: 'rotate  tokens', results: 3, ms: 40},
        {type: 'search', query: 'gas meter reading', results: 0, ms: 12},
        {type: 'search', query: 'webhook retries', results: 5, ms: 30},
        {type: 'click', query: 'rotate tokens', position: 2, url: '/docs/auth/access-tokens#rotate-tokens'},
        {type: 'view', url: 'https://devcenter.example/docs/auth/access-tokens?token=abc'},
        {type: 'view', url: '/docs/auth/access-tokens', at: '2026-03-10T11:59:00Z'},
        {type: 'view', url: '/graphql/sharing', at: '2026-03-01T08:00:00Z'},
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({stored: 8, dropped: 0});

    expect(await stats('top-queries')).toEqual([
      {query: 'rotate tokens', searches: 2, zeroResults: 0, clicks: 1},
      {query: 'gas meter reading', searches: 1, zeroResults: 1, clicks: 0},
      {query: 'webhook retries', searches: 1, zeroResults: 0, clicks: 0},
    ]);
    expect(await stats('zero-results')).toEqual([{query: 'gas meter reading', searches: 1, zeroResults: 1, clicks: 0}]);
    expect(await stats('unopened')).toEqual([{query: 'webhook retries', searches: 1, zeroResults: 0, clicks: 0}]);
    // Four searches showed a first and a second result (3, 3 and 5 results and one with none), one click at 2.
    expect(await stats('positions')).toEqual([{position: 2, shown: 3, clicks: 1, ctr: 0.333}]);
    expect(await stats('pages')).toEqual([
      {url: '/docs/auth/access-tokens', section: 'guides', views: 2},
      {url: '/graphql/sharing', section: 'graphql', views: 1},
    ]);
    // The period counts whole UTC days: 2026-03-01 is 10 days back, outside a 7-day period.
    expect(await stats('pages', 7)).toEqual([{url: '/docs/auth/access-tokens', section: 'guides', views: 2}]);
    const raw = await db.query<{url: string}>('SELECT url FROM view_events ORDER BY id');
    expect(raw.map((row) => row.url)).toEqual([
      '/docs/auth/access-tokens',
      '/docs/auth/access-tokens',
      '/graphql/sharing',
    ]);
    const tags = await db.query<{tags: string[]}>('SELECT tags FROM search_events ORDER BY id LIMIT 1');
    expect(tags[0]?.tags).toEqual(['default', 'docs-default-current']);
  });

  test('feedback is stored with the page and its section, and listed with its comments', async () => {
    for (const payload of [
      {url: '/docs/webhooks', helpful: false, comment: 'The retry schedule is missing.'},
      {url: '/docs/webhooks', helpful: false},
      {url: '/docs/webhooks', helpful: true, comment: '   '},
      {url: '/api/entity', helpful: true, comment: 'Clear.'},
    ]) {
      const response = await post('/_/feedback', payload);
      expect(response.statusCode).toBe(202);
    }
    expect(await stats('feedback')).toEqual([
      {
        url: '/docs/webhooks',
        section: 'guides',
        helpful: 1,
        notHelpful: 2,
        comments: [{at: NOW.toISOString(), helpful: false, comment: 'The retry schedule is missing.'}],
      },
      {
        url: '/api/entity',
        section: 'rest',
        helpful: 1,
        notHelpful: 0,
        comments: [{at: NOW.toISOString(), helpful: true, comment: 'Clear.'}],
      },
    ]);
  });

  test('queries that look like e-mail addresses, tokens or keys are dropped before storage', async () => {
    const response = await post('/_/events', {
      events: [
        {type: 'search', query: 'jane.doe@example.com', results: 0, ms: 5},
        {type: 'search', query: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.example-signature', results: 0, ms: 5},
        {type: 'click', query: 'sk_live_4eC39HqLexample7dc', position: 1, url: '/docs/auth'},
        {type: 'search', query: 'access token lifetime', results: 4, ms: 5},
      ],
    });
    expect(response.json()).toEqual({stored: 1, dropped: 3});
    const stored = await db.query<{query: string}>(
      'SELECT query FROM search_events UNION ALL SELECT query FROM click_events',
    );
    expect(stored).toEqual([{query: 'access token lifetime'}]);
  });

  test('a statistic as CSV', async () => {
    await post('/_/events', {events: [{type: 'search', query: '=cmd|"calc"', results: 0, ms: 1}]});
    const response = await app.inject({url: '/_/stats/top-queries.csv?days=7', headers: auth});
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="top-queries-7d.csv"');
    expect(response.body).toBe('query,searches,zeroResults,clicks\r\n"\'=cmd|""calc""",1,1,0\r\n');
  });

  test('statistics need the token: none, a wrong one and Basic with a wrong password get 401', async () => {
    for (const headers of [{}, {authorization: 'Bearer wrong'}, {authorization: `Basic ${btoa('x:wrong')}`}]) {
      const response = await app.inject({url: '/_/stats/top-queries', headers});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({error: 'Unauthorized', message: 'A valid dashboard token is required.'});
    }
    const basic = await app.inject({url: '/_/stats/pages', headers: {authorization: `Basic ${btoa(`any:${TOKEN}`)}`}});
    expect(basic.statusCode).toBe(200);
    expect(basic.json()).toEqual([]);
  });
});
