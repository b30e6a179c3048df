import {readdirSync, readFileSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import path from 'node:path';
import {redirects} from '../../config/redirects';
import {expect, test} from './fixtures';

// These tests talk to the server the suite runs on: nginx with deploy/nginx (playwright.config.ts).
const BUILD_DIR = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly bytes: number;
}

/** One raw request, without the decoding and redirect following of the browser or Playwright. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {headers}, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, bytes}));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The name of one hashed file of the build, e.g. the main bundle. */
function builtAsset(dir: string, pattern: RegExp): string {
  const name = readdirSync(path.join(BUILD_DIR, dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no file matching ${String(pattern)} in ${BUILD_DIR}/${dir}`);
  return `/${dir}/${name}`;
}

/**
 * The headers of the build's `_headers` file for every path (`/*`). It is generated from the nginx
 * files, so nginx answering with exactly these shows that both carry the same headers.
 */
function staticHostHeaders(): [string, string][] {
  const file = readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
  const block = file.split(/^(?=\/)/m).find((part) => part.startsWith('/*\n')) ?? '';
  return block
    .split('\n')
    .slice(1)
    .filter((line) => line.startsWith('  '))
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    });
}

const expectedSecurityHeaders = staticHostHeaders();

test.describe('the shipped nginx configuration', () => {
  test('five representative URLs answer with their status, type, caching and every security header', async ({
    baseURL,
  }) => {
    const rows = [
      {kind: 'HTML page', url: '/docs/intro', status: 200, type: 'text/html; charset=utf-8', cache: REVALIDATE},
      {
        kind: 'hashed JS asset',
        url: builtAsset('assets/js', /^main\.[0-9a-f]+\.js$/),
        status: 200,
        type: 'text/javascript; charset=utf-8',
        cache: IMMUTABLE,
      },
      {
        kind: 'search index',
        url: '/search-index-docs-default-current.json',
        status: 200,
        type: 'application/json; charset=utf-8',
        cache: REVALIDATE,
      },
      {
        kind: 'reference fragment',
        url: '/api/entity/reference.html',
        status: 200,
        type: 'text/html; charset=utf-8',
        cache: REVALIDATE,
      },
      {kind: '404', url: '/docs/no-such-page', status: 404, type: 'text/html; charset=utf-8', cache: REVALIDATE},
    ];
    const table: string[] = [];
    for (const row of rows) {
      const answer = await get(`${baseURL}${row.url}`, {'Accept-Encoding': 'br, gzip'});
      expect(answer.status, row.url).toBe(row.status);
      expect(answer.headers['content-type'], row.url).toBe(row.type);
      expect(answer.headers['cache-control'], row.url).toBe(row.cache);
      expect(answer.headers['content-encoding'], `${row.url} is sent precompressed`).toBe('br');
      for (const [name, value] of expectedSecurityHeaders) {
        expect(answer.headers[name.toLowerCase()], `${name} on ${row.url}`).toBe(value);
      }
      table.push(
        `${row.kind.padEnd(18)} ${row.url.padEnd(44)} ${answer.status} ${String(answer.headers['content-type']).padEnd(32)} ${row.cache}`,
      );
    }
    console.log(`\n${table.join('\n')}`);
  });

  test('the Content-Security-Policy allows no inline script and names the hardening directives', () => {
    expect(expectedSecurityHeaders.length).toBeGreaterThanOrEqual(5);
    const csp = new Map(
      expectedSecurityHeaders
        .find(([name]) => name === 'Content-Security-Policy')![1]
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([directive, ...sources]) => [directive!, sources]),
    );
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'"]);
    const names = expectedSecurityHeaders.map(([name]) => name);
    for (const name of [
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]) {
      expect(names).toContain(name);
    }
  });

  test('the not-found page answers 404 under any name, also its own', async ({baseURL}) => {
    for (const url of [
      '/no-such-page',
      '/docs/intro/nested/deeper',
      '/404',
      '/404.html',
      '/assets/js/gone.0123abcd.js',
    ]) {
      const answer = await get(`${baseURL}${url}`);
      expect(answer.status, url).toBe(404);
      expect(answer.headers['cache-control'], `${url} is never cached as immutable`).toBe(REVALIDATE);
      expect(answer.headers['content-security-policy'], url).toBeDefined();
    }
    const page = await fetch(`${baseURL}/no-such-page`);
    expect(await page.text()).toContain('Page Not Found');
  });

  test('redirects are real 301s that keep the query, and a trailing slash leads to the page', async ({baseURL}) => {
    for (const {from, to} of redirects) {
      const moved = await get(`${baseURL}${from}?tab=2`);
      expect(moved.status, from).toBe(301);
      expect(moved.headers.location, from).toBe(`${to}?tab=2`);
    }
    const slash = await get(`${baseURL}/docs/intro/`);
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/docs/intro');
    expect((await get(`${baseURL}/docs/entities/schemas-list/`)).headers.location).toBe('/docs/entities/core-entities');
  });

  test('a page revalidates with its ETag: 304 when nothing changed', async ({baseURL}) => {
    const first = await get(`${baseURL}/api/entity/reference.html`, {'Accept-Encoding': 'gzip'});
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await get(`${baseURL}/api/entity/reference.html`, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(etag),
    });
    expect(again.status).toBe(304);
    expect(again.bytes).toBe(0);
  });

  test('text is sent as Brotli, gzip or plain, as the client accepts', async ({baseURL}) => {
    const url = `${baseURL}${builtAsset('assets/js', /^main\.[0-9a-f]+\.js$/)}`;
    const plain = await get(url);
    const gzip = await get(url, {'Accept-Encoding': 'gzip'});
    const brotli = await get(url, {'Accept-Encoding': 'gzip, br'});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.bytes).toBeLessThan(gzip.bytes);
    expect(gzip.bytes).toBeLessThan(plain.bytes / 2);
    expect(brotli.headers.vary).toBe('Accept-Encoding');
  });

  test('every kind of file in the build is served with its content type', async ({baseURL}) => {
    const types: Record<string, string> = {
      html: 'text/html; charset=utf-8',
      css: 'text/css; charset=utf-8',
      js: 'text/javascript; charset=utf-8',
      json: 'application/json; charset=utf-8',
      yaml: 'application/yaml; charset=utf-8',
      md: 'text/markdown; charset=utf-8',
      txt: 'text/plain; charset=utf-8',
      xml: 'application/xml; charset=utf-8',
      graphql: 'text/plain; charset=utf-8',
      svg: 'image/svg+xml; charset=utf-8',
      png: 'image/png',
      ico: 'image/x-icon',
      woff2: 'font/woff2',
    };
    const byExtension = new Map<string, string>();
    for (const entry of readdirSync(BUILD_DIR, {recursive: true, withFileTypes: true})) {
      const extension = entry.isFile() ? path.extname(entry.name).slice(1) : '';
      // Precompressed copies and the instructions for static hosts are not pages of the site.
      if (extension === '' || extension === 'gz' || extension === 'br' || entry.name.startsWith('_')) continue;
      if (!byExtension.has(extension) && entry.name !== '404.html') {
        byExtension.set(extension, path.relative(BUILD_DIR, path.join(entry.parentPath, entry.name)));
      }
    }
    const unknown = [...byExtension.keys()].filter((extension) => !(extension in types));
    expect(unknown, 'add these to deploy/nginx/mime.types and to this list').toEqual([]);
    for (const [extension, file] of byExtension) {
      const answer = await get(`${baseURL}/${file.split(path.sep).map(encodeURIComponent).join('/')}`);
      expect(answer.status, file).toBe(200);
      expect(answer.headers['content-type'], file).toBe(types[extension]);
    }
    const feeds = [
      ['/blog/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/blog/atom.xml', 'application/atom+xml; charset=utf-8'],
      ['/api/entity/changelog/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/api/entity/openapi.yaml', 'application/yaml; charset=utf-8'],
      ['/graphql/sharing.graphql', 'text/plain; charset=utf-8'],
    ];
    for (const [url, type] of feeds) {
      expect((await get(`${baseURL}${url}`)).headers['content-type'], url).toBe(type);
    }
  });

  test('the instructions for static hosts are in the build but not served', async ({baseURL}) => {
    for (const url of ['/_headers', '/_redirects']) {
      expect((await get(`${baseURL}${url}`)).status, url).toBe(404);
    }
  });
});
