import {describe, expect, it} from 'vitest';
import {ApiError, contextOf, createClient, parseRetryAfter, unwrap} from '../src/index.js';
import {errorBody, fakeFetch, json} from './fake-fetch.js';

const ENTITY_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

describe('ApiError', () => {
  it('carries the fields of the shared Error model', () => {
    const body = errorBody(400, 'validation_failed', 'The request body is invalid.', {
      details: [{field: 'email', reason: 'must be a valid email address'}, 'not a detail'],
    });
    const error = new ApiError(json(body, 400), body);

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('The request body is invalid.');
    expect(error.request_id).toBe('req_validation_failed');
    expect(error.details).toEqual([{field: 'email', reason: 'must be a valid email address'}]);
    expect(error.retryAfter).toBeUndefined();
    expect(error.context).toBeUndefined();
    expect(error.body).toBe(body);
  });

  it('falls back to the HTTP status when the body is not the Error model', () => {
    const response = new Response('<html>Bad gateway</html>', {
      status: 502,
      statusText: 'Bad Gateway',
      headers: {'X-Request-Id': 'req_from_header', 'Retry-After': '7'},
    });
    const error = new ApiError(response, '<html>Bad gateway</html>');

    expect(error.status).toBe(502);
    expect(error.code).toBe('http_502');
    expect(error.message).toBe('Bad Gateway');
    expect(error.request_id).toBe('req_from_header');
    expect(error.details).toEqual([]);
    expect(error.retryAfter).toBe(7);
    expect(error.operation).toBe('request');
    expect(new ApiError(new Response(null, {status: 500}), undefined).message).toBe('HTTP 500');
    expect(new ApiError(new Response(null, {status: 500}), {details: [{}]}).details).toEqual([{field: '', reason: ''}]);
  });

  it('names the failed operation when the response came through a client', async () => {
    const body = errorBody(404, 'not_found', 'No resource with this id exists in your organization.');
    const entity = createClient({service: 'entity', token: 't', fetch: fakeFetch(json(body, 404))});

    const error = await unwrap(
      entity.GET('/v1/entity/{slug}/{id}', {params: {path: {slug: 'contact', id: ENTITY_ID}}}),
    ).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.context).toEqual({
      service: 'entity',
      operationId: 'getEntity',
      method: 'GET',
      path: '/v1/entity/{slug}/{id}',
    });
    expect(apiError.operation).toBe('getEntity (GET /v1/entity/{slug}/{id}) of entity');
    expect(String(apiError)).toBe(
      'ApiError: getEntity (GET /v1/entity/{slug}/{id}) of entity failed with 404 not_found: ' +
        'No resource with this id exists in your organization. [request req_not_found]',
    );
  });

  it('records the operation for every method, also through request()', async () => {
    const entity = createClient({service: 'entity', token: 't', fetch: fakeFetch(json({}, 404))});
    const {response} = await entity.request('get', '/v1/entity/schemas/{slug}', {params: {path: {slug: 'x'}}});
    expect(contextOf(response)?.operationId).toBe('getSchema');
    expect(contextOf(new Response(''))).toBeUndefined();
  });

  it('describes a call without an operation id by method and path', () => {
    const error = new ApiError(new Response('', {status: 404}), '', {
      service: 'entity',
      operationId: undefined,
      method: 'GET',
      path: '/v9/unknown',
    });
    expect(error.operation).toBe('GET /v9/unknown of entity');
    expect(String(error)).toBe('ApiError: GET /v9/unknown of entity failed with 404 http_404: HTTP 404');
  });
});

describe('unwrap', () => {
  it('returns the data of a successful call', async () => {
    const users = createClient({service: 'user', token: 't', fetch: fakeFetch(json({id: 'u1', email: 'a@b.example'}))});
    const me = await unwrap(users.GET('/v2/users/me'));
    expect(me.email).toBe('a@b.example');
  });

  it('returns undefined for an operation without a response body', async () => {
    const tokens = createClient({
      service: 'access-token',
      token: 't',
      fetch: fakeFetch(new Response(null, {status: 204})),
    });
    const result = await unwrap(tokens.DELETE('/v1/access-tokens/{id}', {params: {path: {id: ENTITY_ID}}}));
    expect(result).toBeUndefined();
  });

  it('throws an ApiError for an error status, also without a body', async () => {
    const tokens = createClient({
      service: 'access-token',
      token: 't',
      fetch: fakeFetch(new Response(null, {status: 404, statusText: 'Not Found'})),
    });
    await expect(
      unwrap(tokens.DELETE('/v1/access-tokens/{id}', {params: {path: {id: ENTITY_ID}}})),
    ).rejects.toMatchObject({status: 404, code: 'http_404', message: 'Not Found'});
  });

  it('accepts a result that is not a promise', async () => {
    await expect(unwrap({data: 1, response: new Response('1')})).resolves.toBe(1);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-04-02T08:15:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Wed, 02 Apr 2025 08:15:10 GMT', now)).toBe(10);
    expect(parseRetryAfter('Wed, 02 Apr 2025 08:14:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter('2025-04-02', now)).toBeUndefined();
    expect(parseRetryAfter('Wed, 31 Feb 2025 99:99:99 GMT', now)).toBeUndefined();
  });
});
