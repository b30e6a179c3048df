import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {bundleSpecFile} from '@energy-xrm/specs';
import {describe, expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {referenceHtml} from '../../plugins/api-reference/render/html/referenceHtml';

// An Example object may point at its value on the web (`externalValue`). Redocly fetched it while
// bundling, as if it were a `$ref`, so such a spec failed to load without a network ("fetch
// failed"). The loader leaves web addresses to the page (packages/specs/test/loader.test.ts), which
// shows them; a spec of several files still reads a local example.
const dir = mkdtempSync(path.join(tmpdir(), 'spec-examples-'));
writeFileSync(path.join(dir, 'reading.json'), JSON.stringify({meter: 'M-1', value: 4711}));
writeFileSync(
  path.join(dir, 'responses.yaml'),
  [
    'Reading:',
    '  description: The reading',
    '  content:',
    '    application/json:',
    '      schema: {type: object, properties: {meter: {type: string}, value: {type: number}}}',
    '      examples:',
    '        local: {summary: From a file beside the spec, externalValue: ./reading.json}',
    '        web: {summary: On the web, externalValue: "https://examples.invalid/reading.json"}',
  ].join('\n'),
);
writeFileSync(
  path.join(dir, 'openapi.yaml'),
  [
    'openapi: 3.0.3',
    'info: {title: Readings, version: "1"}',
    'paths:',
    '  /readings/{id}:',
    '    get:',
    '      operationId: getReading',
    '      parameters: [{name: id, in: path, required: true, schema: {type: string}}]',
    '      responses:',
    "        '200': {$ref: './responses.yaml#/Reading'}",
  ].join('\n'),
);

describe('a spec whose examples live elsewhere', () => {
  it('loads without fetching a web example, keeps its address, and still reads a local one', async () => {
    const document = await bundleSpecFile(path.join(dir, 'openapi.yaml'), {root: dir, refuseUnsafeLinks: false});
    const examples = JSON.stringify(document);
    expect(examples).toContain('"externalValue":"https://examples.invalid/reading.json"');
    expect(examples).toContain('"value":{"meter":"M-1","value":4711}');
    expect(examples).not.toContain('x-energy-xrm-external-value');
    const reference = buildReference(
      {route: 'readings', imported: true},
      document as unknown as OpenApiDocument,
      false,
    );
    expect(referenceHtml(reference, {inline: true})).toContain('See https://examples.invalid/reading.json');
  });
});
