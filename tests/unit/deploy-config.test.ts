import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {services} from '@energy-xrm/specs';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {redirects} from '../../config/redirects';
import {hasInlineCode, inlineScriptName, moveInlineScripts} from '../../deploy/inlineScripts.mjs';
import {COMPRESSIBLE} from '../../deploy/precompress.mjs';
import {
  headersFile,
  parseAddHeaders,
  parseAssetCacheControl,
  redirectOf,
  redirectsFile,
  securityHeaders,
} from '../../deploy/staticHost.mjs';

const ROOT = path.join(__dirname, '..', '..');
const nginxFile = (name: string) => readFileSync(path.join(ROOT, 'deploy', 'nginx', name), 'utf8');

describe('moving inline scripts into files', () => {
  it('moves code, keeps its attributes, and names the file by its content', () => {
    const html =
      '<html><head><script data-rh=true>var a=1</script></head><body><script>var a=1</script><p>x</p></body></html>';
    const {html: moved, scripts} = moveInlineScripts(html);
    const name = inlineScriptName('var a=1');
    expect(name).toMatch(/^inline\.[0-9a-f]{12}\.js$/);
    expect([...scripts]).toEqual([[name, 'var a=1']]);
    expect(moved).toBe(
      `<html><head><script data-rh=true src="/assets/js/${name}"></script></head><body><script src="/assets/js/${name}"></script><p>x</p></body></html>`,
    );
    expect(hasInlineCode(moved)).toBe(false);
  });

  it('leaves data blocks, external scripts and empty elements alone', () => {
    const html = [
      '<script type=application/ld+json>{"@type":"WebSite"}</script>',
      '<script type="application/json">{}</script>',
      '<script src=/assets/js/main.1234abcd.js defer></script>',
      '<script async src="/x.js"></script>',
      '<script> </script>',
    ].join('');
    expect(moveInlineScripts(html)).toEqual({html, scripts: new Map()});
    expect(hasInlineCode(html)).toBe(false);
  });

  it.each([
    ['module', '<script type=module>import("/x.js")</script>'],
    ['quoted JavaScript type', "<script type='text/javascript'>go()</script>"],
    ['upper case and a spaced end tag', '<SCRIPT>go()</SCRIPT >'],
    [
      'the client-redirect page',
      "<script>\n    window.location.href = '/docs/x' + window.location.search;\n  </script>",
    ],
  ])('moves a %s script', (_kind, html) => {
    expect(hasInlineCode(html)).toBe(true);
    const {html: moved, scripts} = moveInlineScripts(html);
    expect(scripts.size).toBe(1);
    expect(hasInlineCode(moved)).toBe(false);
  });
});

describe('the files for static hosts', () => {
  it('carry exactly the security headers of the nginx file and the cache rule of its map', () => {
    const nginx = parseAddHeaders(nginxFile('security-headers.conf'));
    expect(nginx.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
    ]);
    expect(securityHeaders()).toEqual(nginx);
    const file = headersFile();
    for (const [name, value] of nginx) expect(file).toContain(`\n  ${name}: ${value}\n`);
    expect(file).toContain('\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(file.match(/Cache-Control/g)).toHaveLength(1);
  });

  it('stop the build when the nginx map loses its rule for hashed assets', () => {
    expect(parseAssetCacheControl(nginxFile('http.conf'))).toBe('public, max-age=31536000, immutable');
    expect(() => parseAssetCacheControl('map $uri $x { default "no-cache"; }')).toThrow(/no Cache-Control entry/);
  });

  it('turn the client-redirect pages of the build into 301s', () => {
    const page =
      '<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=/docs/entities/core-entities"></head></html>';
    expect(redirectOf(path.join('docs', 'entities', 'schemas-list', 'index.html'), page)).toEqual({
      from: '/docs/entities/schemas-list',
      to: '/docs/entities/core-entities',
    });
    expect(redirectOf('docs/old.html', page)).toEqual({from: '/docs/old', to: '/docs/entities/core-entities'});
    expect(redirectOf('docs/intro.html', '<html><body>A guide</body></html>')).toBeUndefined();
    expect(redirectsFile([{from: '/a', to: '/b'}])).toMatch(/\n\/a \/b 301\n$/);
  });
});

describe('the nginx configuration', () => {
  it('answers every redirect of config/redirects.ts with a 301 to the same target', () => {
    const site = nginxFile('site.conf');
    const served = [...site.matchAll(/location ~ \^(\S+?)\/\?\$ \{\s*return 301 (\S+?)\$is_args\$args;/g)].map(
      ([, from, to]) => ({from, to}),
    );
    expect(served).toEqual(redirects);
  });

  it('lets Try it reach every server the specs list, and local mocks, and no other host', () => {
    const csp = securityHeaders().find(([name]) => name === 'Content-Security-Policy')![1];
    const connect = csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([directive]) => directive === 'connect-src')!
      .slice(1);
    const allows = (url: string) => {
      const {protocol, hostname, port} = new URL(url);
      return connect.some((source) => {
        const match = source.match(/^(https?:)\/\/(\*\.)?([^:/]+)(?::(\d+|\*))?$/);
        if (!match) return false;
        const [, scheme, wildcard, host, sourcePort] = match;
        const hostMatches = wildcard ? hostname.endsWith(`.${host}`) : hostname === host;
        const portMatches = sourcePort === '*' || (sourcePort ?? '') === port;
        return scheme === protocol && hostMatches && portMatches;
      });
    };
    const apiDir = path.join(ROOT, 'api');
    const servers = readdirSync(apiDir, {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .flatMap((entry) => {
        const spec = parse(readFileSync(path.join(apiDir, entry.name, 'openapi.yaml'), 'utf8')) as {
          servers?: {url: string}[];
        };
        return (spec.servers ?? []).map((server) => server.url);
      });
    // Every service documents at least its production server.
    expect(servers.length).toBeGreaterThanOrEqual(services.length);
    const blocked = servers.filter((url) => !allows(url));
    expect(blocked, 'add these hosts to connect-src in deploy/nginx/security-headers.conf').toEqual([]);
    for (const mock of ['http://127.0.0.1:4010', 'http://localhost:5037']) expect(allows(mock), mock).toBe(true);
    for (const other of [
      'https://evil.example',
      'http://entity.api.energy-xrm.example',
      'https://api.energy-xrm.example.evil.example',
    ]) {
      expect(allows(other), other).toBe(false);
    }
  }, 30_000); // parsing every spec takes seconds on a loaded machine

  it('names a content type for every kind of file the build precompresses', () => {
    const types = nginxFile('mime.types');
    const extensions = COMPRESSIBLE.source.match(/\(([^)]+)\)/)![1]!.split('|');
    for (const extension of extensions) expect(types, extension).toMatch(new RegExp(`\\s${extension}[\\s;]`));
  });
});
