import {describe, expect, it} from 'vitest';
import {ApiError, createAccessToken, createClient} from '../src/index.js';
import {errorBody, fakeFetch, json} from './fake-fetch.js';

const created = {
  id: '6b1d9e3f-4a2c-4d8e-b5f7-0a9c8e7d6b5a',
  organization_id: '728394',
  token_type: 'app',
  name: 'ERP order import',
  assignments: ['728394:order-import'],
  status: 'active',
  token_hint: '...k7Qw',
  created_by: '5d0a3b1e-6c2f-4e8a-9b7d-1f2e3a4b5c6d',
  created_at: '2025-04-02T08:15:00Z',
  updated_at: '2025-04-02T08:15:00Z',
  token:
    'eyJhbGciOiJSUzI1NiIsImtpZCI6ImF0LTIwMjUtMDEiLCJ0eXAiOiJKV1QifQ.eyJpc3MiOiJodHRwczovL2FjY2Vzcy10b2tlbi5hcGkuZW5lcmd5LXhybS5leGFtcGxlIiwic3ViIjoiNmIxZDllM2YtNGEyYy00ZDhlLWI1ZjctMGE5YzhlN2Q2YjVhIiwib3JnIjoiNzI4Mzk0IiwidG9rZW5faWQiOiI2YjFkOWUzZi00YTJjLTRkOGUtYjVmNy0wYTljOGU3ZDZiNWEiLCJ0b2tlbl90eXBlIjoiYXBwIiwiYXNzaWdubWVudHMiOlsiNzI4Mzk0Om9yZGVyLWltcG9ydCJdLCJpYXQiOjE3NDM1ODE3MDAsImV4cCI6MTc3NTAwMTU5OX0.example-signature',
};

describe('createAccessToken', () => {
  it('creates a token with the Access Token API and returns the record with the token string', async () => {
    const fetch = fakeFetch(json(created, 201));

    const result = await createAccessToken({
      token: 'admin-session-token',
      body: {token_type: 'app', name: 'ERP order import', assignments: ['728394:order-import']},
      idempotencyKey: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      fetch,
    });

    expect(result.token).toBe(created.token);
    expect(result.token_hint).toBe('...k7Qw');
    const [seen] = fetch.seen;
    expect(seen?.request.method).toBe('POST');
    expect(seen?.request.url).toBe('https://access-token.api.energy-xrm.example/v1/access-tokens');
    expect(seen?.request.headers.get('Authorization')).toBe('Bearer admin-session-token');
    expect(seen?.request.headers.get('Idempotency-Key')).toBe('0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f');
    expect(JSON.parse(seen?.body ?? '')).toEqual({
      token_type: 'app',
      name: 'ERP order import',
      assignments: ['728394:order-import'],
    });

    const orders = createClient({service: 'order', token: result.token});
    expect(orders.service).toBe('order');
  });

  it('sends a fresh Idempotency-Key by default and retries with the same one', async () => {
    const fetch = fakeFetch(
      json(errorBody(503, 'unavailable', 'Try again.'), 503, {'Retry-After': '0'}),
      json(created, 201),
    );

    await createAccessToken({
      token: async () => 'admin',
      body: {token_type: 'user', name: 'Lena local development'},
      baseUrl: 'http://127.0.0.1:4010',
      fetch,
    });

    const keys = fetch.seen.map(({request}) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(fetch.seen[0]?.request.url).toBe('http://127.0.0.1:4010/v1/access-tokens');
  });

  it('throws an ApiError when the service refuses', async () => {
    const fetch = fakeFetch(
      json(errorBody(403, 'forbidden', 'You cannot assign roles whose grants you do not hold.'), 403),
    );
    const failure = createAccessToken({
      token: 'admin',
      body: {token_type: 'app', name: 'Too powerful', assignments: ['728394:owner']},
      retry: false,
      fetch,
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      context: {service: 'access-token', operationId: 'createAccessToken'},
    });
  });
});
