import {afterEach, describe, expect, it, vi} from 'vitest';
import {createClient, resolveToken, serviceInfo, type ServiceName} from '../src/index.js';
import {fakeFetch, json} from './fake-fetch.js';

const CONTACT_ID = '9c6d2a4e-1b7f-4e2a-8d3c-5f6e7a8b9c0d';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createClient', () => {
  it("sends requests to the spec's server by default, with the bearer token", async () => {
    const fetch = fakeFetch(json({id: CONTACT_ID, email: 'jonas.becker@example.com'}));
    const customer = createClient({service: 'customer', token: 'secret-token', fetch});

    const {data} = await customer.GET('/v1/customer/contacts/{contact_id}', {params: {path: {contact_id: CONTACT_ID}}});

    expect(customer.baseUrl).toBe('https://customer.api.energy-xrm.example');
    expect(customer.service).toBe('customer');
    const request = fetch.seen[0]!.request;
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`https://customer.api.energy-xrm.example/v1/customer/contacts/${CONTACT_ID}`);
    expect(request.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(data?.id).toBe(CONTACT_ID);
  });

  it('sends the public API key as X-Api-Key and no Authorization header', async () => {
    const fetch = fakeFetch(json({suggestions: []}));
    const suggestions = createClient({service: 'address-suggestions', apiKey: 'pk_728394_example7Hq2Lm9Xc4Vt', fetch});

    await suggestions.GET('/v1/public/suggestions', {params: {query: {q: 'Hauptstr'}}});

    const request = fetch.seen[0]!.request;
    expect(request.headers.get('X-Api-Key')).toBe('pk_728394_example7Hq2Lm9Xc4Vt');
    expect(request.headers.has('Authorization')).toBe(false);
  });

  it('uses a given base URL without its trailing slashes', async () => {
    const fetch = fakeFetch(json({data: [], pagination: {has_more: false, next_cursor: null}}));
    const entity = createClient({service: 'entity', token: 't', baseUrl: 'http://127.0.0.1:4010//', fetch});

    await entity.GET('/v1/entity/schemas');

    expect(entity.baseUrl).toBe('http://127.0.0.1:4010');
    expect(fetch.seen[0]?.request.url).toBe('http://127.0.0.1:4010/v1/entity/schemas');
  });

  it('asks a token function before every request, so rotated tokens are picked up', async () => {
    const fetch = fakeFetch(json({}), json({}));
    const tokens = ['first', 'second'];
    const client = createClient({service: 'user', token: async () => tokens.shift() ?? 'none', fetch});

    await client.GET('/v2/users/me');
    await client.GET('/v2/users/me');

    expect(fetch.seen.map(({request}) => request.headers.get('Authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });

  it('sends no Authorization header without a token, and keeps one set on the request', async () => {
    const fetch = fakeFetch(json({keys: []}), json({}));
    const tokens = createClient({service: 'access-token', fetch});
    const users = createClient({service: 'user', token: 'default', fetch});

    await tokens.GET('/v1/access-tokens/.well-known/jwks.json');
    await users.GET('/v2/users/me', {headers: {Authorization: 'Bearer per-request'}});

    expect(fetch.seen[0]?.request.headers.has('Authorization')).toBe(false);
    expect(fetch.seen[1]?.request.headers.get('Authorization')).toBe('Bearer per-request');
  });

  it('adds the configured headers to every request and sends JSON bodies', async () => {
    const fetch = fakeFetch(json({id: CONTACT_ID}, 201));
    const customer = createClient({service: 'customer', token: 't', headers: {'X-Trace': 'abc'}, fetch});

    const {data, response} = await customer.POST('/v1/customer/contacts', {
      body: {first_name: 'Jonas', last_name: 'Becker', email: 'jonas.becker@example.com'},
    });

    const [seen] = fetch.seen;
    expect(seen?.request.headers.get('X-Trace')).toBe('abc');
    expect(seen?.request.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(seen?.body ?? '')).toEqual({
      first_name: 'Jonas',
      last_name: 'Becker',
      email: 'jonas.becker@example.com',
    });
    expect(response.status).toBe(201);
    expect(data?.id).toBe(CONTACT_ID);
  });

  it('uses the global fetch when none is given', async () => {
    const global = vi.fn(async (request: Request) => json({url: request.url}));
    vi.stubGlobal('fetch', global);

    const {data} = await createClient({service: 'organization', token: 't'}).GET('/v2/organization/current');

    expect(global).toHaveBeenCalledTimes(1);
    expect(data).toEqual({url: 'https://organization.api.energy-xrm.example/v2/organization/current'});
  });

  it('rejects a name that is not a service route, listing the valid ones', () => {
    expect(() => createClient({service: 'contacts' as ServiceName, token: 't'})).toThrow(
      /Unknown service "contacts"\. Valid services: access-token, address-suggestions, .*workflow-execution/,
    );
    expect(() => createClient({service: 'toString' as ServiceName, token: 't'})).toThrow(TypeError);
  });

  it('knows the server of every service', () => {
    for (const [name, info] of Object.entries(serviceInfo)) {
      expect(createClient({service: name as ServiceName}).baseUrl).toBe(info.serverUrl);
    }
  });
});

describe('resolveToken', () => {
  it('accepts a string, a function and an async function', async () => {
    await expect(resolveToken('a')).resolves.toBe('a');
    await expect(resolveToken(() => 'b')).resolves.toBe('b');
    await expect(resolveToken(async () => 'c')).resolves.toBe('c');
  });
});
