import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {bundleSpecFile} from '../src/index.js';

const dir = mkdtempSync(path.join(tmpdir(), 'energy-xrm-loader-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** Writes a spec of one operation whose response has `extra` beside a JSON body, and loads it. */
async function load(name: string, spec: object) {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(spec));
  return bundleSpecFile(file, {root: dir, refuseUnsafeLinks: false});
}

const withExamples = (examples: object) => ({
  openapi: '3.0.3',
  info: {title: 'Readings', version: '1'},
  paths: {
    '/readings': {
      get: {
        responses: {
          '200': {description: 'The readings', content: {'application/json': {schema: {type: 'object'}, examples}}},
        },
      },
    },
  },
});

describe('examples that live elsewhere', () => {
  // Redocly fetches an example's `externalValue` while bundling, as if it were a `$ref`: such a
  // spec failed to load without a network ("fetch failed").
  it('keeps a web address as it is, without fetching it, and leaves no trace of setting it aside', async () => {
    const document = await load(
      'web.json',
      withExamples({web: {externalValue: 'https://examples.invalid/reading.json'}}),
    );
    const text = JSON.stringify(document);
    expect(text).toContain('"externalValue":"https://examples.invalid/reading.json"');
    expect(text).not.toContain('x-energy-xrm-external-value');
  });

  it('still reads an example from a file beside the spec into the bundle', async () => {
    writeFileSync(path.join(dir, 'reading.json'), JSON.stringify({meter: 'M-1', value: 4711}));
    const document = await load('local.json', withExamples({local: {externalValue: './reading.json'}}));
    expect(JSON.stringify(document)).toContain('"value":{"meter":"M-1","value":4711}');
  });

  it('leaves a field named externalValue in a schema alone', async () => {
    const spec = withExamples({});
    const schema = {type: 'object', properties: {externalValue: {type: 'string', example: 'https://a.example/x'}}};
    (spec.paths['/readings'].get.responses['200'].content['application/json'] as {schema: object}).schema = schema;
    const document = await load('schema.json', spec);
    expect(JSON.stringify(document)).toContain(
      '"properties":{"externalValue":{"type":"string","example":"https://a.example/x"}}',
    );
  });
});

describe('versions the reference does not read', () => {
  // Redocly bundles Swagger 2.0 as well; read as OpenAPI 3 it showed no bodies and no base URL.
  it('refuses Swagger 2.0 with its version named', async () => {
    const swagger = {swagger: '2.0', info: {title: 'Readings', version: '1'}, host: 'api.example.com', paths: {}};
    await expect(load('swagger.json', swagger)).rejects.toThrow(
      'swagger.json #/swagger: Swagger 2.0 is not read here; the reference reads OpenAPI 3 documents (convert a Swagger 2.0 spec first)',
    );
  });

  it('refuses a version Redocly does not know, with its reason', async () => {
    await expect(load('four.json', {...withExamples({}), openapi: '4.0.0'})).rejects.toThrow(
      'four.json: cannot be read as OpenAPI: Unsupported OpenAPI version: 4.0.0',
    );
  });

  it('reads 3.0, 3.1 and 3.2 documents', async () => {
    for (const openapi of ['3.0.3', '3.1.0', '3.2.0']) {
      const document = await load(`v${openapi}.json`, {...withExamples({}), openapi});
      expect(document.openapi).toBe(openapi);
    }
  });
});
