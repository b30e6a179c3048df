import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createClient, DEFAULT_RETRY, unwrap, withRetries} from '../src/index.js';
import {errorBody, fakeFetch, json} from './fake-fetch.js';

const URL_ = 'https://entity.api.energy-xrm.example/v1/entity/schemas';
const rateLimited = (seconds: string) =>
  json(errorBody(429, 'rate_limited', 'Rate limit exceeded.'), 429, {'Retry-After': seconds});
const unavailable = () => json(errorBody(503, 'unavailable', 'Try again later.'), 503);

beforeEach(() => {
  vi.useFakeTimers();
  // Jitter: half of each backoff delay is random; pin it to its maximum.
  vi.spyOn(Math, 'random').mockReturnValue(1);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs a request and lets fake time pass until it settles; returns the result and the time taken. */
async function timed<T>(promise: Promise<T>): Promise<{value: T; elapsed: number}> {
  const start = Date.now();
  let outcome: {ok: true; value: T} | {ok: false; error: unknown} | undefined;
  void promise.then(
    (value) => (outcome = {ok: true, value}),
    (error: unknown) => (outcome = {ok: false, error}),
  );
  while (outcome === undefined) await vi.advanceTimersByTimeAsync(50);
  if (!outcome.ok) throw outcome.error;
  return {value: outcome.value, elapsed: Date.now() - start};
}

describe('withRetries', () => {
  it('waits the Retry-After seconds after a 429 and sends the request again', async () => {
    const fetch = fakeFetch(rateLimited('2'), json({ok: true}));
    const {value, elapsed} = await timed(withRetries(fetch)(new Request(URL_)));

    expect(value.status).toBe(200);
    expect(fetch.seen).toHaveLength(2);
    expect(elapsed).toBeGreaterThanOrEqual(2000);
    expect(elapsed).toBeLessThan(2100);
  });

  it('retries 5xx with exponential backoff and gives up after the configured retries', async () => {
    const fetch = fakeFetch(unavailable(), unavailable(), unavailable());
    const {value, elapsed} = await timed(withRetries(fetch, {retries: 2, baseDelayMs: 100})(new Request(URL_)));

    expect(value.status).toBe(503);
    expect(fetch.seen).toHaveLength(3);
    // 100 ms, then 200 ms (with jitter pinned to the maximum).
    expect(elapsed).toBeGreaterThanOrEqual(300);
    expect(elapsed).toBeLessThan(400);
  });

  it('sends the same body on every attempt of a POST with an Idempotency-Key', async () => {
    const fetch = fakeFetch(json(errorBody(500, 'internal', 'Oops.'), 500), json({id: 'x'}, 201));
    const request = new Request(URL_, {
      method: 'POST',
      body: JSON.stringify({slug: 'contact'}),
      headers: {'Idempotency-Key': 'key-1'},
    });
    const {value} = await timed(withRetries(fetch, {baseDelayMs: 10})(request));

    expect(value.status).toBe(201);
    expect(fetch.seen.map(({body}) => body)).toEqual(['{"slug":"contact"}', '{"slug":"contact"}']);
    expect(fetch.seen.map(({request: r}) => r.headers.get('Idempotency-Key'))).toEqual(['key-1', 'key-1']);
  });

  it('does not repeat a POST without Idempotency-Key after a 5xx, but does after a 429', async () => {
    const post = () => new Request(URL_, {method: 'POST', body: '{}'});
    const failing = fakeFetch(json(errorBody(502, 'bad_gateway', 'Bad gateway.'), 502));
    expect((await timed(withRetries(failing)(post()))).value.status).toBe(502);
    expect(failing.seen).toHaveLength(1);

    const limited = fakeFetch(rateLimited('1'), json({}, 201));
    expect((await timed(withRetries(limited)(post()))).value.status).toBe(201);
    expect(limited.seen).toHaveLength(2);
  });

  it('returns other statuses at once', async () => {
    const fetch = fakeFetch(json(errorBody(404, 'not_found', 'Nothing here.'), 404));
    expect((await timed(withRetries(fetch)(new Request(URL_)))).value.status).toBe(404);
    expect(fetch.seen).toHaveLength(1);
  });

  it('returns the 429 when Retry-After asks for longer than maxDelayMs', async () => {
    const fetch = fakeFetch(rateLimited('120'));
    const {value, elapsed} = await timed(withRetries(fetch, {maxDelayMs: 60_000})(new Request(URL_)));
    expect(value.status).toBe(429);
    expect(elapsed).toBeLessThan(100);
  });

  it('retries network errors of safe requests and rethrows the last one', async () => {
    const fetch = fakeFetch(new TypeError('fetch failed'), json({ok: true}));
    expect((await timed(withRetries(fetch, {baseDelayMs: 10})(new Request(URL_)))).value.status).toBe(200);

    const down = fakeFetch(new TypeError('fetch failed'), new TypeError('still down'));
    await expect(timed(withRetries(down, {retries: 1, baseDelayMs: 10})(new Request(URL_)))).rejects.toThrow(
      'still down',
    );

    const post = fakeFetch(new TypeError('fetch failed'));
    await expect(timed(withRetries(post)(new Request(URL_, {method: 'POST', body: '{}'})))).rejects.toThrow(
      'fetch failed',
    );
    expect(post.seen).toHaveLength(1);
  });

  it('stops waiting when the request is aborted', async () => {
    const controller = new AbortController();
    const fetch = fakeFetch(rateLimited('10'), json({}));
    const pending = withRetries(fetch)(new Request(URL_, {signal: controller.signal}));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort(new Error('cancelled by the caller'));
    await vi.advanceTimersByTimeAsync(0);

    expect(await outcome).toEqual(new Error('cancelled by the caller'));
    expect(fetch.seen).toHaveLength(1);
  });

  it('does not retry a network error of a request that was already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    const fetch = fakeFetch(new DOMException('aborted', 'AbortError'));
    await expect(withRetries(fetch)(new Request(URL_, {signal: controller.signal}))).rejects.toThrow('aborted');
    expect(fetch.seen).toHaveLength(1);
  });

  it('rejects at once when the request is aborted before the wait', async () => {
    const controller = new AbortController();
    const fetch = fakeFetch(() => {
      controller.abort(new Error('aborted meanwhile'));
      return rateLimited('1');
    });
    await expect(withRetries(fetch)(new Request(URL_, {signal: controller.signal}))).rejects.toThrow(
      'aborted meanwhile',
    );
  });

  it('has documented defaults', () => {
    expect(DEFAULT_RETRY).toEqual({
      retries: 3,
      baseDelayMs: 500,
      maxDelayMs: 30_000,
      statuses: [429, 500, 502, 503, 504],
    });
  });
});

describe('createClient with retry', () => {
  it('retries when asked to, and not by default', async () => {
    const retrying = fakeFetch(unavailable(), json({data: [], pagination: {has_more: false, next_cursor: null}}));
    const entity = createClient({service: 'entity', token: 't', retry: true, fetch: retrying});
    const {value} = await timed(unwrap(entity.GET('/v1/entity/schemas')));
    expect(value.data).toEqual([]);
    expect(retrying.seen).toHaveLength(2);
    expect(retrying.seen.map(({request}) => request.headers.get('Authorization'))).toEqual(['Bearer t', 'Bearer t']);

    const once = fakeFetch(unavailable());
    const plain = createClient({service: 'entity', token: 't', fetch: once});
    await expect(unwrap(plain.GET('/v1/entity/schemas'))).rejects.toMatchObject({status: 503, code: 'unavailable'});
    expect(once.seen).toHaveLength(1);

    const custom = fakeFetch(unavailable(), unavailable());
    const limited = createClient({service: 'entity', token: 't', retry: {retries: 1, baseDelayMs: 1}, fetch: custom});
    expect((await timed(limited.GET('/v1/entity/schemas'))).value.response.status).toBe(503);
    expect(custom.seen).toHaveLength(2);
  });
});
