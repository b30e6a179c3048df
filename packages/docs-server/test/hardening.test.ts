import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {buildApp} from '../src/app.js';
import {DEFAULT_RATE_LIMITS} from '../src/config.js';
import type {Database} from '../src/db/index.js';
import {NOW, pgliteEngine, postgresEngine, TOKEN} from './engines.js';

const search = {type: 'search', query: 'webhooks', results: 2, ms: 9};

describe.each([pgliteEngine(), postgresEngine()])('hard to break on $name', (engine) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await engine.open();
    app = await buildApp({
      db,
      docs: null,
      rateLimits: {...DEFAULT_RATE_LIMITS, feedback: 3},
      dashboardToken: TOKEN,
      now: () => NOW,
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await engine.cleanup();
  });

  const postEvents = (payload: unknown) => app.inject({method: 'POST', url: '/_/events', payload: payload as object});
  const expect400 = async (payload: unknown, message: string) => {
    const response = await postEvents(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({error: 'Bad Request', message});
  };

  test('400 names the bad field', async () => {
    await expect400({}, 'events is required');
    await expect400({events: []}, 'events must hold 1 to 20 events');
    await expect400({events: Array.from({length: 21}, () => search)}, 'events must hold 1 to 20 events');
    await expect400({events: [{...search, query: 5}]}, 'events[0].query must be string');
    await expect400({events: [search, {type: 'click', query: 'x', url: '/docs'}]}, 'events[1].position is required');
    await expect400({events: [{type: 'purchase'}]}, 'events[0].type must be "search", "click" or "view"');
    await expect400({events: [{...search, ip: '10.0.0.1'}]}, 'events[0].ip is not a known field');
    await expect400(
      {events: [{...search, at: 'yesterday'}]},
      'events[0].at must be an ISO date-time such as 2025-05-01T12:00:00Z',
    );
    await expect400({events: [{...search, at: '2026-03-11T12:00:00Z'}]}, 'events[0].at is in the future');
    await expect400({events: [{...search, at: '2025-12-01T12:00:00Z'}]}, 'events[0].at is more than 90 days ago');
    await expect400(
      {events: [{type: 'view', url: 'javascript:alert(1)'}]},
      'events[0].url must be a path or an http(s) URL',
    );
    await expect400({events: [{...search, results: 1.5}]}, 'events[0].results must be integer');
    const feedback = await app.inject({method: 'POST', url: '/_/feedback', payload: {url: '/docs', helpful: 'yes'}});
    expect(feedback.json()).toEqual({error: 'Bad Request', message: 'helpful must be boolean'});
    const days = await app.inject({url: '/_/stats/pages?days=9999', headers: {authorization: `Bearer ${TOKEN}`}});
    expect(days.json()).toEqual({error: 'Bad Request', message: 'days must be a whole number from 1 to 366'});
  });

  test('a body over 64 KB gets 413 and is not read', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/_/events',
      headers: {'content-type': 'application/json'},
      payload: JSON.stringify({events: [{...search, query: 'x'.repeat(70_000)}]}),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({error: 'Payload Too Large', message: 'The body is larger than 64 KB.'});
  });

  test('invalid JSON and other content types get 400 and 415', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/_/events',
      headers: {'content-type': 'application/json'},
      payload: '{"events":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({error: 'Bad Request', message: 'The body is not valid JSON.'});
    const form = await app.inject({
      method: 'POST',
      url: '/_/events',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({error: 'Unsupported Media Type', message: 'Send the body as application/json.'});
  });

  test('sendBeacon bodies (text/plain) are read as JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/_/events',
      headers: {'content-type': 'text/plain;charset=UTF-8'},
      payload: JSON.stringify({events: [search]}),
    });
    expect(response.statusCode).toBe(202);
  });

  test('past the rate limit: 429 with Retry-After, per client', async () => {
    const send = (ip: string) =>
      app.inject({method: 'POST', url: '/_/feedback', remoteAddress: ip, payload: {url: '/docs/intro', helpful: true}});
    for (let i = 0; i < 3; i++) expect((await send('192.0.2.1')).statusCode).toBe(202);
    const limited = await send('192.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Too many requests: at most 3 a minute. Try again in 1 minute.',
    });
    expect((await send('192.0.2.2')).statusCode).toBe(202);
  });

  test('SQL in a query is stored as text', async () => {
    const query = "'); DROP TABLE search_events; --";
    const response = await postEvents({events: [{...search, query}]});
    expect(response.statusCode).toBe(202);
    const rows = await db.query<{query: string}>('SELECT query FROM search_events WHERE query = $1', [query]);
    expect(rows).toEqual([{query}]);
  });

  test('a failure inside the server answers 500 without a stack trace', async () => {
    const broken = await buildApp({
      db: {...db, query: () => Promise.reject(new Error('disk full at /var/lib/secret/path'))},
      docs: null,
      rateLimits: DEFAULT_RATE_LIMITS,
    });
    const response = await broken.inject({method: 'POST', url: '/_/events', payload: {events: [search]}});
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"error":"Internal Server Error","message":"The server failed; the error is logged."}');
    await broken.close();
  });

  test('an unknown path gets a JSON 404', async () => {
    const response = await app.inject('/_/nothing?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({error: 'Not Found', message: 'Nothing at GET /_/nothing.'});
  });
});
