import {describe, expect, test} from 'vitest';
import {configFromEnv, DEFAULT_RATE_LIMITS} from '../src/config.js';
import {toCsv} from '../src/csv.js';
import {escapeHtml, jsonForScript} from '../src/dashboard/html.js';
import {pathOf, sectionOf} from '../src/model.js';
import {isSensitive} from '../src/privacy.js';

describe('privacy', () => {
  test.each([
    'jane.doe@example.com',
    'mail to ops@energy-xrm.example please',
    'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.example-signature',
    'Bearer abcdefghijklmnop',
    'password=hunter2',
    'api_key: 1234',
    'sk_live_51HxYzexampleKey',
    'whsec_example_MfKQ9r8GKYqrTwjUPD8IL',
    'AKIAIOSFODNN7EXAMPLE',
    '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    'token 3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a',
    'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA1234',
  ])('drops %s', (query) => expect(isSensitive(query)).toBe(true));

  test.each([
    'rotate tokens',
    'how to verify a webhook signature',
    'getEntityRelationships',
    'internationalization',
    'GPKE supplier switch 2025-04-01',
    'error 429 retry-after',
    'OAuth client credentials',
  ])('keeps %s', (query) => expect(isSensitive(query)).toBe(false));
});

test('URLs are stored as paths, without query strings; clicks keep their anchor', () => {
  expect(pathOf('https://devcenter.example/docs/intro?email=a@b.c#top', false)).toBe('/docs/intro');
  expect(pathOf('/api/entity?x=1#createEntity', true)).toBe('/api/entity#createEntity');
  expect(['/docs/a', '/api/entity', '/graphql/sharing', '/apps/x', '/blog/y', '/'].map(sectionOf)).toEqual([
    'guides',
    'rest',
    'graphql',
    'apps',
    'blog',
    'other',
  ]);
});

test('CSV quotes what needs quoting and defuses formulas', () => {
  expect(
    toCsv(
      ['a', 'b'],
      [
        ['x,y', 2],
        ['say "hi"', '-1+2'],
        ['@SUM(A1)', true],
      ],
    ),
  ).toBe('a,b\r\n"x,y",2\r\n"say ""hi""",\'-1+2\r\n\'@SUM(A1),true\r\n');
});

test('HTML and script JSON cannot be broken out of', () => {
  expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe('&#60;img src=x onerror=&#34;a(&#39;b&#39;)&#34;&#62;&#38;');
  expect(jsonForScript({label: '</script><script>alert(1)</script>'})).toBe(
    '{"label":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
  );
});

test('configuration from the environment', () => {
  expect(configFromEnv({}, '/srv/app')).toEqual({
    host: '127.0.0.1',
    port: 8788,
    databaseUrl: undefined,
    dataDir: '/srv/app/.data',
    dashboardToken: undefined,
    docsDataDir: undefined,
    trustProxy: 'loopback',
    rateLimits: DEFAULT_RATE_LIMITS,
  });
  const custom = configFromEnv(
    {PORT: '9000', HOST: '0.0.0.0', DATA_DIR: '/var/lib/x', RATE_LIMIT_SCALE: '2', DASHBOARD_TOKEN: 't'},
    '/srv/app',
  );
  expect([custom.port, custom.host, custom.dataDir, custom.rateLimits.feedback, custom.dashboardToken]).toEqual([
    9000,
    '0.0.0.0',
    '/var/lib/x',
    60,
    't',
  ]);
  expect(configFromEnv({DATA_DIR: 'memory://'}, '/srv').dataDir).toBe('memory://');
  expect(() => configFromEnv({PORT: 'x'}, '/')).toThrow('PORT must be a port number, not "x".');
  expect(() => configFromEnv({RATE_LIMIT_SCALE: '0'}, '/')).toThrow(
    'RATE_LIMIT_SCALE must be a positive number, not "0".',
  );
});
