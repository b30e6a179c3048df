import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {bundleService, serviceFiles, services as registry} from '@energy-xrm/specs';
import {describe, expect, it, vi} from 'vitest';
import {parse} from 'yaml';
import {beginCodesLoad, referenceCodes, referencePluginCreated} from '../../plugins/api-reference/codesHandover';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {serviceCodes, type ServiceCodes} from '../../plugins/api-reference/render/codes';
import {collectCodes} from '../../plugins/error-codes/collect';
import errorCodesPlugin, {errorCatalogue} from '../../plugins/error-codes/index';
import {catalogueProblems, renderCatalogue, scopeOf} from '../../plugins/error-codes/render';

const SITE_DIR = path.resolve(__dirname, '..', '..');

const errorBody = (status: number, code: string) => ({
  content: {'application/json': {example: {status, code, message: 'm', request_id: 'req_1'}}},
});
/** A bundled spec: the shared 429 is a component response, as the one loader leaves it. */
const spec = {
  openapi: '3.1.0',
  info: {title: 'Thing API', version: '1.0.0'},
  paths: {
    '/v1/things': {
      post: {
        operationId: 'createThing',
        responses: {
          '202': {content: {'application/json': {example: {error: {code: 'quota_exceeded', message: 'Too big.'}}}}},
          '409': errorBody(409, 'thing_exists'),
          '429': {$ref: '#/components/responses/TooManyRequests'},
        },
      },
      get: {operationId: 'listThings', responses: {'200': {description: 'OK'}}},
    },
  },
  components: {
    responses: {TooManyRequests: errorBody(429, 'rate_limited')},
    schemas: {
      Error: {properties: {code: {type: 'string', example: 'not_found'}}},
      JobError: {properties: {code: {type: 'string', description: 'For example `disk_full`.'}}},
    },
  },
} as unknown as OpenApiDocument;
const things = serviceCodes(buildReference({route: 'things'}, spec, false));

/** Every registered service's codes, as the reference plugin hands them over after building its models. */
let built: Promise<ServiceCodes[]> | undefined;
function registryCodes(): Promise<ServiceCodes[]> {
  built ??= (async () => {
    const codes: ServiceCodes[] = [];
    for (const service of registry) {
      const document = (await bundleService(service)) as unknown as OpenApiDocument;
      codes.push(serviceCodes(buildReference(service, document, serviceFiles(service).hasChangelog)));
    }
    return codes;
  })();
  return built;
}

describe('the error-code catalogue', () => {
  it('reads the codes from the reference model: error answers, shared responses, results, failure schemas', () => {
    const facts = collectCodes([things]);
    expect(facts.map((f) => [f.code, [...f.statuses], f.errors.map((u) => u.anchor), f.results.length])).toEqual([
      ['thing_exists', [409], ['createThing'], 0],
      ['rate_limited', [429], ['createThing'], 0],
      ['disk_full', [], [], 1],
      ['quota_exceeded', [], [], 1],
    ]);
  });

  it('says which operations give a code: named when few, counted per service when many, never "any"', () => {
    const use = (route: string, n: number) => ({route, anchor: `op${n}`, url: `/api/${route}#op${n}`, label: `op${n}`});
    const services = [
      {route: 'a', title: 'A API', page: '/api/a', imported: false, operationCount: 10, uses: []},
      {route: 'b', title: 'B API', page: '/api/b', imported: false, operationCount: 5, uses: []},
    ];
    expect(scopeOf([use('a', 1)], services)).toBe('1 operation: [op1](/api/a#op1) (A API)');
    const many = [...Array.from({length: 6}, (_, n) => use('a', n)), ...Array.from({length: 3}, (_, n) => use('b', n))];
    expect(scopeOf(many, services)).toBe('9 of 15 operations, in 2 services: [A API](/api/a) 6, [B API](/api/b) 3');
    const all = [...Array.from({length: 10}, (_, n) => use('a', n)), ...Array.from({length: 5}, (_, n) => use('b', n))];
    expect(scopeOf(all, services)).toBe('every operation (15)');
  });

  it('names a code without an entry and an entry without a code', () => {
    const facts = collectCodes([things]).filter((f) => f.code === 'rate_limited');
    expect(catalogueProblems(facts, {gone_code: {meaning: 'm', action: 'a'}})).toEqual([
      'rate_limited: a spec uses it, api/_shared/error-codes.yaml has no entry',
      'gone_code: api/_shared/error-codes.yaml has an entry, no spec uses it',
    ]);
  });

  it('renders a section with status, the operations as reference links, meaning and action', () => {
    const facts = collectCodes([things]).filter((f) => f.code === 'thing_exists');
    const markdown = renderCatalogue(facts, {thing_exists: {meaning: 'It exists.', action: 'Use it.'}}, [things]);
    expect(markdown).toContain(
      '### `thing_exists` {#thing_exists}\n\n**HTTP 409** from 1 operation: [createThing](/api/things#createThing) (Thing API).\n\nIt exists.\n\n**What to do:** Use it.\n',
    );
  });

  it('covers every code of the real specs, each with a section and its precise scope', {timeout: 120_000}, async () => {
    const markdown = errorCatalogue(SITE_DIR, await registryCodes());
    for (const code of [
      'rate_limited',
      'invalid_api_key',
      'internal_error',
      'service_unavailable',
      'sender_not_verified',
    ]) {
      expect(markdown).toContain(`### \`${code}\` {#${code}}`);
    }
    const headings = [...markdown.matchAll(/^### `([a-z_]+)`/gm)].map((match) => match[1]);
    const entries = parse(readFileSync(path.join(SITE_DIR, 'api', '_shared', 'error-codes.yaml'), 'utf8')) as object;
    expect(headings.sort(), 'one section, so one anchor, per code of api/_shared/error-codes.yaml').toEqual(
      Object.keys(entries).sort(),
    );
    expect(markdown, 'no code is given by literally any operation unless every one lists it').not.toMatch(
      /from any operation/,
    );
    expect(markdown).toMatch(/### `rate_limited` \{#rate_limited\}\n\n\*\*HTTP 429\*\* from every operation \(\d+\)\./);
    expect(markdown).toMatch(/### `invalid_api_key` \{#invalid_api_key\}\n\n\*\*HTTP 401\*\* from \d operations: \[/);
    expect(markdown).toMatch(
      /### `forbidden` \{#forbidden\}\n\n\*\*HTTP 403\*\* from \d+ of \d+ operations, in \d+ services:/,
    );
    expect(markdown).toContain('Also reported inside [OperationError](/api/batch#schema-OperationError) (Batch API).');
  });
});

describe('the codes come from the reference plugin, which builds the models once', () => {
  it('are refused with a reason where the site does not load the reference plugin', async () => {
    await expect(referenceCodes()).rejects.toThrow(
      'The error-code catalogue reads the codes of the REST reference plugin (plugins/api-reference), which this site does not load',
    );
  });

  it('are those of the reference load in progress, or of the last one', async () => {
    referencePluginCreated();
    const first = beginCodesLoad();
    let got: readonly ServiceCodes[] | undefined;
    void referenceCodes().then((codes) => (got = codes));
    await new Promise((resolve) => setImmediate(resolve));
    expect(got, 'nothing before the load ends').toBeUndefined();
    first.publish([things]);
    await expect(referenceCodes()).resolves.toEqual([things]);
    expect(got).toEqual([things]);
    const second = beginCodesLoad();
    const waiting = referenceCodes();
    second.fail(new Error('api/things/openapi.yaml: broken'));
    await expect(waiting).rejects.toThrow('api/things/openapi.yaml: broken');
  });

  it('reach the catalogue when each plugin holds its own copy of the handover, as Docusaurus loads them', async () => {
    const handover = '../../plugins/api-reference/codesHandover';
    vi.resetModules();
    const reference = (await import(handover)) as typeof import('../../plugins/api-reference/codesHandover');
    vi.resetModules();
    const catalogue = (await import(handover)) as typeof import('../../plugins/api-reference/codesHandover');
    expect(catalogue).not.toBe(reference);
    reference.referencePluginCreated();
    const load = reference.beginCodesLoad();
    const waiting = catalogue.referenceCodes();
    load.publish([things]);
    await expect(waiting).resolves.toEqual([things]);
  });

  it('become the catalogue partial when the plugin loads its content', {timeout: 120_000}, async () => {
    referencePluginCreated();
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'error-codes-')), 'catalogue.mdx');
    const plugin = errorCodesPlugin({siteDir: SITE_DIR} as LoadContext, {out: path.relative(SITE_DIR, out)});
    const codes = await registryCodes();
    // As in a build: the reference plugin, listed first, begins its load, and both load at once.
    const load = beginCodesLoad();
    const loading = plugin.loadContent?.();
    load.publish(codes);
    await loading;
    expect(readFileSync(out, 'utf8')).toBe(errorCatalogue(SITE_DIR, codes));
  });
});
