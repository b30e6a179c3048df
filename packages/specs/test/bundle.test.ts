import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  API_DIR,
  bundleService,
  serviceByRoute,
  serviceFiles,
  services,
  writeBundledSpecs,
  type ServiceEntry,
} from '../src/index.js';

const root = mkdtempSync(path.join(tmpdir(), 'energy-xrm-specs-'));
const apiDir = path.join(root, 'api');
afterAll(() => rmSync(root, {recursive: true, force: true}));

const fixture: ServiceEntry = {
  route: 'thing',
  specName: 'thing',
  title: 'Thing API',
  description: 'Things.',
  domain: 'Data and entities',
};

/** Writes `api/thing/openapi.yaml` with the given parts changed. */
function writeSpec(overrides: {title?: string; server?: string; description?: string; ref?: string} = {}): void {
  mkdirSync(path.join(apiDir, 'thing'), {recursive: true});
  const spec = [
    'openapi: 3.1.0',
    'info:',
    `  title: ${overrides.title ?? 'Thing API'}`,
    '  version: 1.0.0',
    `  description: "${overrides.description ?? 'Things.'}"`,
    'servers:',
    `  - url: ${overrides.server ?? 'https://thing.api.energy-xrm.example'}`,
    'paths:',
    '  /v1/things:',
    '    get:',
    '      operationId: listThings',
    '      responses:',
    "        '200':",
    '          description: The things.',
    '          content:',
    '            application/json:',
    '              schema:',
    `                $ref: '${overrides.ref ?? '#/components/schemas/Thing'}'`,
    'components:',
    '  schemas:',
    '    Thing:',
    '      type: object',
    '',
  ].join('\n');
  writeFileSync(path.join(apiDir, 'thing', 'openapi.yaml'), spec);
}

describe('the registry', () => {
  it('lists each folder of api/ once, each with its spec and the spec name of its server', async () => {
    const folders = readdirSync(API_DIR, {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && entry.name !== '_shared')
      .map((entry) => entry.name);
    expect(services.map((s) => s.route).sort()).toEqual(folders.sort());
    for (const service of services) {
      const document = await bundleService(service);
      expect(document.info.title).toBe(service.title);
      expect(document.servers?.[0]?.url).toBe(`https://${service.specName}.api.energy-xrm.example`);
    }
  }, 60_000);

  it('finds a service by route and names the valid routes for an unknown one', () => {
    expect(serviceByRoute('entity').title).toBe('Entity API');
    expect(() => serviceByRoute('entities')).toThrow(/No service "entities"\. Services: access-token, user, /);
  });

  it('says where a service keeps its files and whether it has a changelog', () => {
    expect(serviceFiles(serviceByRoute('entity')).hasChangelog).toBe(true);
    expect(serviceFiles(serviceByRoute('user')).hasChangelog).toBe(false);
    expect(serviceFiles(fixture, apiDir).spec).toBe(path.join(apiDir, 'thing', 'openapi.yaml'));
  });
});

describe('bundleService', () => {
  it('bundles a spec and writes it as JSON', async () => {
    writeSpec();
    const document = await bundleService(fixture, {apiDir});
    expect(document.paths['/v1/things']).toBeDefined();
    const files = await writeBundledSpecs([fixture], path.join(root, 'out'), {apiDir});
    const file = files.get('thing')!;
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8')).info.title).toBe('Thing API');
  });

  it('names the file and pointer of a broken reference', async () => {
    writeSpec({ref: '#/components/schemas/Missing'});
    await expect(bundleService(fixture, {apiDir})).rejects.toThrow(
      /Cannot load api\/thing\/openapi\.yaml:\n {2}api\/thing\/openapi\.yaml #\/paths\/~1v1~1things\/get\/responses\/200\/content\/application~1json\/schema: Can't resolve \$ref/,
    );
  });

  it('refuses a spec whose title or server disagrees with the registry', async () => {
    writeSpec({title: 'Things API'});
    await expect(bundleService(fixture, {apiDir})).rejects.toThrow(
      'api/thing/openapi.yaml: info.title "Things API" differs from the registry title "Thing API"',
    );
    writeSpec({server: 'https://stuff.api.energy-xrm.example'});
    await expect(bundleService(fixture, {apiDir})).rejects.toThrow(
      'api/thing/openapi.yaml: servers[0].url "https://stuff.api.energy-xrm.example" must be https://thing.<domain>',
    );
  });

  it('refuses a spec with a link that could run script, naming where it is', async () => {
    writeSpec({description: 'See [docs](javas&#99;ript:alert(1)).'});
    await expect(bundleService(fixture, {apiDir})).rejects.toThrow(
      /api\/thing\/openapi\.yaml \(bundled\): links that could run script[^\n]*\n {2}#\/info\/description: unsafe link "javas&#99;ript:alert\(1\)"/,
    );
  });
});
