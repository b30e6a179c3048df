import {existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {beforeEach, describe, expect, test} from 'vitest';
import {writeDocsData, type DataInput, type JsonObject, type PageInput} from '../src/build-data.js';
import {FILES, FORMAT, loadData, markdownOf, serviceDetails, type LoadedData} from '../src/data.js';
import {createDocsServer} from '../src/server.js';
import {operation, orderService, schema, SITE} from './fixture.js';

// A spec written elsewhere: its operations have no operationId, so the reference page knows them
// by anchors made of method and path, and so must the server.
const agentSpec: JsonObject = {
  openapi: '3.0.3',
  info: {title: 'Agent API', version: '0.9'},
  paths: {
    '/v1/agents/{agent_id}': {
      parameters: [{name: 'agent_id', in: 'path', required: true, schema: {type: 'string'}}],
      get: {summary: 'Get an agent', responses: {'200': {description: 'The agent.'}}},
      delete: {operationId: '$removeAgent', summary: 'Remove an agent', responses: {'204': {description: 'Gone.'}}},
    },
  },
};

const guidePage: PageInput = {
  path: '/docs/agents',
  url: `${SITE}/docs/agents`,
  markdownUrl: `${SITE}/docs/agents.md`,
  title: 'Agents',
  summary: 'What agents do.',
  section: 'guides',
  group: 'Platform',
  markdown: '# Agents\n\nAgents act for a customer.\n',
};

const agentPage: PageInput = {
  path: '/api/agents',
  url: `${SITE}/api/agents`,
  markdownUrl: `${SITE}/api/agents.md`,
  title: 'Agent API',
  summary: 'Agents.',
  section: 'rest',
  markdown: '# Agent API\n\n## Other\n\n### Get an agent\n\nOne agent, by the id its owner chose.\n',
  anchors: [
    {heading: 'Other', anchor: 'tag-other'},
    {heading: 'Get an agent', anchor: 'get-v1-agents-agent-id'},
  ],
  service: 'agents',
};

const input: DataInput = {
  site: {title: 'Dev Center', url: SITE},
  pages: [guidePage, agentPage],
  services: [
    orderService({getOrder: '### Get an order', addLineItem: '### Add a line item', schemas: 'An order.'}),
    {
      route: 'agents',
      title: 'Agent API',
      description: 'Agents.',
      version: '0.9',
      url: `${SITE}/api/agents`,
      spec: agentSpec,
      operations: [
        operation('agents', 'get-v1-agents-agent-id', {
          method: 'GET',
          path: '/v1/agents/{agent_id}',
          summary: 'Get an agent',
          markdown: '### Get an agent\n\n`GET /v1/agents/{agent_id}`\n\n',
        }),
        // An operationId the page cannot use as an anchor as it is: the model slugs it.
        operation('agents', 'removeagent', {
          operationId: '$removeAgent',
          method: 'DELETE',
          path: '/v1/agents/{agent_id}',
          summary: 'Remove an agent',
          markdown: '### Remove an agent',
        }),
      ],
      schemas: [],
    },
    {
      route: 'hooks',
      title: 'Hook API',
      description: 'Hooks.',
      version: '1',
      url: `${SITE}/api/hooks`,
      spec: {openapi: '3.1.0', info: {title: 'Hook API', version: '1'}, paths: {}},
      operations: [
        operation('hooks', 'get-v1-hooks', {method: 'GET', path: '/v1/hooks', summary: 'Hooks', markdown: '### Hooks'}),
        operation('hooks', 'post-v1-hooks', {
          method: 'POST',
          path: '/v1/hooks',
          summary: 'Add a hook',
          markdown: '### Add a hook',
        }),
      ],
      schemas: [],
    },
    // Its file is removed below, as a copy of the data could lose it.
    {
      route: 'meters',
      title: 'Meter API',
      description: 'Meters.',
      version: '1',
      url: `${SITE}/api/meters`,
      spec: {openapi: '3.1.0', info: {title: 'Meter API', version: '1'}, paths: {}},
      operations: [],
      schemas: [schema('meters', 'Meter', '### Meter')],
    },
  ],
};

/** The data written to a folder of its own, for a test that changes it. */
function fresh(): {dir: string; data: LoadedData} {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-mcp-services-')), 'data');
  writeDocsData(dir, input);
  return {dir, data: loadData(dir)};
}

let dir: string;
let client: Client;

// Before each test, not once for the file: a mutant that makes writing or loading the data throw
// must fail the tests. A throwing beforeAll only skips them, and Stryker counts a run of skipped
// tests as a survivor.
beforeEach(async () => {
  let data: LoadedData;
  ({dir, data} = fresh());
  rmSync(path.join(dir, 'services', 'meters.json'));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(data).connect(serverSide);
  client = new Client({name: 'test', version: '1.0.0'});
  await client.connect(clientSide);
});

async function call(name: string, args: Record<string, unknown>): Promise<{text: string; isError: boolean}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  return {
    text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join(''),
    isError: !!result.isError,
  };
}

describe('an operation without an operationId', () => {
  test.each(['get-v1-agents-agent-id', 'GET-V1-Agents-Agent-Id'])(
    'is found by its anchor on the page (%s), with its URL and its JSON Schemas',
    async (operationId) => {
      expect(await call('get_operation', {service: 'agents', operationId})).toEqual({
        text:
          `### Get an agent\n\n\`GET /v1/agents/{agent_id}\`\n\nReference: ${SITE}/api/agents#get-v1-agents-agent-id\n\n## JSON Schemas\n\n` +
          '```json\n' +
          JSON.stringify(
            {
              parameters: [{name: 'agent_id', in: 'path', required: true, description: '', schema: {type: 'string'}}],
              responses: {'200': {description: 'The agent.', content: {}}},
              $defs: {},
            },
            null,
            2,
          ) +
          '\n```',
        isError: false,
      });
    },
  );

  test('is named by its anchor when the operation asked for does not exist', async () => {
    expect(await call('get_operation', {service: 'agents', operationId: 'getAgent'})).toEqual({
      text: 'The Agent API (agents) has no operation "getAgent". Valid operationIds: $removeAgent. Operations without an operationId, by their anchor: get-v1-agents-agent-id.',
      isError: true,
    });
    expect(await call('get_operation', {service: 'hooks', operationId: 'listHooks'})).toEqual({
      text: 'The Hook API (hooks) has no operation "listHooks". Operations without an operationId, by their anchor: get-v1-hooks, post-v1-hooks.',
      isError: true,
    });
  });

  test.each(['$removeAgent', 'removeagent', '$REMOVEAGENT', 'RemoveAgent'])(
    'an operationId the page slugs is found by it and by its anchor (%s)',
    async (operationId) => {
      expect((await call('get_operation', {service: 'agents', operationId})).text).toMatch(
        new RegExp(`^### Remove an agent\n\nReference: ${SITE}/api/agents#removeagent\n\n## JSON Schemas\n`),
      );
    },
  );

  test('counts in list_services', async () => {
    expect((await call('list_services', {})).text).toContain('- agents — Agent API 0.9 (2 operations): Agents.');
  });
});

describe('each service has a file of its own', () => {
  test('docs.json lists the services but holds neither their operations nor their reference Markdown', () => {
    const docs = readFileSync(path.join(dir, FILES.docs), 'utf8');
    expect(JSON.parse(docs).services).toEqual([
      {
        route: 'orders',
        title: 'Order API',
        description: 'Orders and their line items.',
        version: '2.1.0',
        url: `${SITE}/api/orders`,
        operationCount: 2,
        file: 'services/orders.json',
      },
      {
        route: 'agents',
        title: 'Agent API',
        description: 'Agents.',
        version: '0.9',
        url: `${SITE}/api/agents`,
        operationCount: 2,
        file: 'services/agents.json',
      },
      {
        route: 'hooks',
        title: 'Hook API',
        description: 'Hooks.',
        version: '1',
        url: `${SITE}/api/hooks`,
        operationCount: 2,
        file: 'services/hooks.json',
      },
      {
        route: 'meters',
        title: 'Meter API',
        description: 'Meters.',
        version: '1',
        url: `${SITE}/api/meters`,
        operationCount: 0,
        file: 'services/meters.json',
      },
    ]);
    expect(docs).not.toContain('One agent, by the id its owner chose.');
    expect(docs).not.toContain('/v1/agents/{agent_id}');
  });

  test('read on the first question about the service, and kept', () => {
    const {dir: own, data} = fresh();
    const [orders, agents] = data.services;
    rmSync(path.join(own, 'services', 'orders.json'));
    const read = serviceDetails(data, agents!);
    expect(read.operations.map((op) => op.anchor)).toEqual(['get-v1-agents-agent-id', 'removeagent']);
    rmSync(path.join(own, 'services', 'agents.json'));
    expect(serviceDetails(data, agents!)).toBe(read);
    expect(markdownOf(data, data.pages[1]!)).toBe(agentPage.markdown);
    expect(() => serviceDetails(data, orders!)).toThrow(
      `The data of the Order API (orders) is missing: ${path.join(own, 'services', 'orders.json')} does not exist. Rebuild the site.`,
    );
  });

  test('a missing file is a tool error that names it', async () => {
    expect(await call('get_schema', {service: 'meters', name: 'Meter'})).toEqual({
      text: `The data of the Meter API (meters) is missing: ${path.join(dir, 'services', 'meters.json')} does not exist. Rebuild the site.`,
      isError: true,
    });
  });

  test('search quotes a reference section from the service file', async () => {
    const {text} = await call('search_docs', {query: 'owner chose', limit: 1});
    expect(text).toBe(
      `1. Agent API › Get an agent\n   ${SITE}/api/agents#get-v1-agents-agent-id\n   Markdown: ${SITE}/api/agents.md#get-v1-agents-agent-id\n   One agent, by the id its owner chose.`,
    );
  });
});

describe('the data stays consistent', () => {
  test('a page that names a service the data does not list is refused when written', () => {
    const other = path.join(mkdtempSync(path.join(tmpdir(), 'docs-mcp-stray-')), 'data');
    expect(() => writeDocsData(other, {...input, pages: [{...agentPage, service: 'agent'}]})).toThrow(
      '/api/agents is the reference of the service "agent", which is not listed',
    );
    expect(existsSync(other)).toBe(false);
  });

  test('a page whose service docs.json does not list is an error that names both', () => {
    const {dir: own} = fresh();
    const file = path.join(own, FILES.docs);
    const docs = JSON.parse(readFileSync(file, 'utf8')) as {services: unknown[]};
    writeFileSync(file, JSON.stringify({...docs, services: docs.services.slice(0, 1)}));
    const data = loadData(own);
    expect(() => markdownOf(data, data.pages[1]!)).toThrow(
      `The data in ${own} has no Markdown for /api/agents: it names the service "agents", which docs.json does not list. Rebuild the site.`,
    );
  });

  test('without data the reader is told how to get it', () => {
    expect(() => loadData('/nonexistent/data')).toThrow(
      'No documentation data in /nonexistent/data. Build the Dev Center first (npm run build in its repository), or pass --data <folder>.',
    );
  });
});

describe('what writeDocsData writes', () => {
  // Each test writes its own folder, which it may change without changing the others'.
  test('docs.json keeps each page without its anchors, and a reference page without its Markdown', () => {
    const {dir: own} = fresh();
    const docs = JSON.parse(readFileSync(path.join(own, FILES.docs), 'utf8'));
    expect(docs.format).toBe(FORMAT);
    expect(docs.site).toEqual({title: 'Dev Center', url: SITE});
    expect(docs.pages).toEqual([
      {
        path: '/docs/agents',
        url: `${SITE}/docs/agents`,
        markdownUrl: `${SITE}/docs/agents.md`,
        title: 'Agents',
        summary: 'What agents do.',
        section: 'guides',
        group: 'Platform',
        markdown: '# Agents\n\nAgents act for a customer.\n',
      },
      {
        path: '/api/agents',
        url: `${SITE}/api/agents`,
        markdownUrl: `${SITE}/api/agents.md`,
        title: 'Agent API',
        summary: 'Agents.',
        section: 'rest',
        service: 'agents',
      },
    ]);
  });

  test("a service's file holds its reference page's Markdown (none without a page), operations, schemas and spec", () => {
    const {dir: own} = fresh();
    const file = (route: string) => JSON.parse(readFileSync(path.join(own, 'services', `${route}.json`), 'utf8'));
    const [, agents] = input.services;
    expect(file('agents')).toEqual({
      markdown: agentPage.markdown,
      operations: agents!.operations,
      schemas: [],
      spec: agentSpec,
    });
    expect(file('orders').markdown).toBe('');
  });

  test('it tells the size of docs.json and of each service file, as written', () => {
    const other = path.join(mkdtempSync(path.join(tmpdir(), 'docs-mcp-sizes-')), 'data');
    const written = writeDocsData(other, input);
    expect(written.docsBytes).toBe(statSync(path.join(other, FILES.docs)).size);
    expect([...written.serviceBytes]).toEqual(
      ['orders', 'agents', 'hooks', 'meters'].map((route) => [
        route,
        statSync(path.join(other, 'services', `${route}.json`)).size,
      ]),
    );
  });

  test('it replaces the folder, so a removed service leaves no file behind', () => {
    const {dir: own} = fresh();
    writeDocsData(own, {...input, pages: [], services: input.services.slice(0, 1)});
    expect(existsSync(path.join(own, 'services', 'agents.json'))).toBe(false);
    expect(existsSync(path.join(own, 'services', 'orders.json'))).toBe(true);
  });

  test('data of another format is refused with what to do', () => {
    const {dir: own} = fresh();
    const file = path.join(own, FILES.docs);
    writeFileSync(file, JSON.stringify({...JSON.parse(readFileSync(file, 'utf8')), format: 1}));
    expect(() => loadData(own)).toThrow(
      `The data in ${own} has format 1; this server reads format ${FORMAT}. Rebuild the site.`,
    );
  });
});
