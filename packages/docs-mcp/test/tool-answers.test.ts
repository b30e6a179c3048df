import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {beforeEach, describe, expect, test} from 'vitest';
import {writeDocsData, type JsonObject, type PageInput} from '../src/build-data.js';
import {loadData} from '../src/data.js';
import {createDocsServer} from '../src/server.js';
import {operation, orderService, schema} from './fixture.js';

// The exact text the REST and GraphQL tools answer with, on data where it is easy to get wrong:
// two services, Markdown with trailing blank lines, names that differ only in case, a GraphQL name
// that other names contain.

const SITE = 'https://docs.example';
const graphqlPage = (kind: string, name: string, slug: string): PageInput => ({
  path: `/graphql/sharing/${kind}/${slug}`,
  url: `${SITE}/graphql/sharing/${kind}/${slug}`,
  markdownUrl: `${SITE}/graphql/sharing/${kind}/${slug}.md`,
  title: name,
  summary: `${name} in short.`,
  section: 'graphql',
  markdown: `# ${name}\n\nAbout ${name}.\n`,
});

// A second service whose names differ only in case: an exact spelling must win.
const statusSchema = {type: 'object', properties: {code: {type: 'string'}}};
const returnsSpec: JsonObject = {
  openapi: '3.1.0',
  info: {title: 'Returns API', version: '1.0.0'},
  paths: {
    '/v1/returns': {
      get: {operationId: 'listReturns', summary: 'List returns', responses: {'200': {description: 'OK'}}},
    },
    '/v1/returns/all': {
      get: {
        operationId: 'listreturns',
        summary: 'List all returns',
        description: '',
        responses: {'200': {description: 'All of them.'}},
      },
    },
  },
  components: {schemas: {Status: statusSchema, STATUS: {...statusSchema, description: 'Upper.'}}},
};

let client: Client;

// Before each test: a mutant that makes the setup throw must fail them (see service-files.test.ts).
beforeEach(async () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-mcp-answers-')), 'data');
  writeDocsData(dir, {
    site: {title: 'Dev Center', url: SITE},
    pages: [
      graphqlPage('objects', 'OfferStatus', 'offer-status'),
      graphqlPage('inputs', 'OfferStatusInput', 'offer-status-input'),
      graphqlPage('queries', 'getOfferStatus', 'get-offer-status'),
    ],
    services: [
      orderService({
        getOrder: '### Get an order\n\nReturns one order.\n\n\n',
        addLineItem: '### Add a line item\n\nAdds one.',
        schemas: 'A line.\n\n',
      }),
      {
        route: 'returns',
        title: 'Returns API',
        description: 'Returns.',
        version: '1.0.0',
        url: `${SITE}/api/returns`,
        spec: returnsSpec,
        operations: [
          operation('returns', 'listReturns', {
            operationId: 'listReturns',
            method: 'GET',
            path: '/v1/returns',
            summary: 'List returns',
            markdown: '### List returns\n\n`GET /v1/returns`',
          }),
          operation('returns', 'listreturns', {
            operationId: 'listreturns',
            method: 'GET',
            path: '/v1/returns/all',
            summary: 'List all returns',
            markdown: '### List all returns\n\n`GET /v1/returns/all`',
          }),
        ],
        schemas: [schema('returns', 'Status', '### Status'), schema('returns', 'STATUS', '### STATUS\n\nUpper.')],
      },
    ],
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(loadData(dir)).connect(serverSide);
  client = new Client({name: 'test', version: '1.0.0'});
  await client.connect(clientSide);
});

async function call(name: string, args: Record<string, unknown> = {}): Promise<{text: string; isError: boolean}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  return {
    text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join(''),
    isError: !!result.isError,
  };
}

const before = (text: string, marker: string): string => text.slice(0, text.indexOf(marker));

describe('REST tools', () => {
  test('list_services gives one entry per service', async () => {
    expect((await call('list_services')).text).toBe(
      `- orders — Order API 2.1.0 (2 operations): Orders and their line items.\n  ${SITE}/api/orders\n` +
        `- returns — Returns API 1.0.0 (2 operations): Returns.\n  ${SITE}/api/returns`,
    );
  });

  test('get_operation trims the Markdown the build made before the reference link', async () => {
    const {text} = await call('get_operation', {service: 'orders', operationId: 'getOrder'});
    expect(before(text, '## JSON Schemas')).toBe(
      `### Get an order\n\nReturns one order.\n\nReference: ${SITE}/api/orders#getOrder\n\n`,
    );
  });

  test('get_operation answers with the JSON Schemas of the operation at its method and path', async () => {
    const {text} = await call('get_operation', {service: 'returns', operationId: 'listreturns'});
    expect(text).toBe(
      `### List all returns\n\n\`GET /v1/returns/all\`\n\nReference: ${SITE}/api/returns#listreturns\n\n## JSON Schemas\n\n` +
        '```json\n{\n  "parameters": [],\n  "responses": {\n    "200": {\n      "description": "All of them.",\n      "content": {}\n    }\n  },\n  "$defs": {}\n}\n```',
    );
  });

  test('get_operation and get_schema prefer the exact spelling over another case', async () => {
    expect((await call('get_operation', {service: 'returns', operationId: 'listReturns'})).text).toContain(
      '`GET /v1/returns`',
    );
    expect((await call('get_schema', {service: 'returns', name: 'Status'})).text).not.toContain('Upper.');
    expect((await call('get_schema', {service: 'returns', name: 'STATUS'})).text).toContain('Upper.');
  });

  test('get_schema finds a schema in any case, with the build’s Markdown trimmed', async () => {
    const {text} = await call('get_schema', {service: 'orders', name: 'lineitem'});
    expect(before(text, '```json')).toBe(
      `### LineItem\n\nA line.\n\nReference: ${SITE}/api/orders#schema-LineItem\n\n`,
    );
  });

  test('an unknown service is answered with every valid one', async () => {
    expect(await call('get_operation', {service: 'refunds', operationId: 'x'})).toEqual({
      text: 'Unknown service "refunds". Valid services: orders, returns.',
      isError: true,
    });
  });

  test('get_schema names the closest schemas, those sharing most words first', async () => {
    expect((await call('get_schema', {service: 'orders', name: 'order line item'})).text).toBe(
      'The Order API (orders) has no schema "order line item". Closest: LineItem, Order. Valid schemas: Order, LineItem, Error, Unused.',
    );
  });

  test('get_schema names no closest schema when none shares a word', async () => {
    expect(await call('get_schema', {service: 'orders', name: 'Zebra'})).toEqual({
      text: 'The Order API (orders) has no schema "Zebra". Valid schemas: Order, LineItem, Error, Unused.',
      isError: true,
    });
  });
});

describe('search_graphql', () => {
  test('an exact name, written as words, gives its page and lists the names containing it', async () => {
    expect((await call('search_graphql', {name: 'offer status'})).text).toBe(
      '# OfferStatus\n\nAbout OfferStatus.\n\n## Other matches\n\n' +
        `- getOfferStatus (queries): getOfferStatus in short.\n  ${SITE}/graphql/sharing/queries/get-offer-status\n` +
        `- OfferStatusInput (inputs): OfferStatusInput in short.\n  ${SITE}/graphql/sharing/inputs/offer-status-input`,
    );
  });

  test('an exact name matched by nothing else gives the page alone', async () => {
    expect((await call('search_graphql', {name: 'OfferStatusInput'})).text).toBe(
      '# OfferStatusInput\n\nAbout OfferStatusInput.\n',
    );
  });
});
