import {fileURLToPath} from 'node:url';
import {loadData} from '@energy-xrm/docs-mcp';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {buildApp} from '../src/app.js';
import {DEFAULT_RATE_LIMITS} from '../src/config.js';
import type {Database} from '../src/db/index.js';
// The docs MCP server's own test data: the same pages for the stdio command and for /mcp.
import {writeFixtureData} from '../../docs-mcp/test/fixture.js';
import {pgliteEngine} from './engines.js';

const CLI = fileURLToPath(new URL('../../docs-mcp/dist/cli.js', import.meta.url));
const dataDir = writeFixtureData();
const engine = pgliteEngine();
let db: Database;
let app: FastifyInstance;
let url: URL;

beforeAll(async () => {
  db = await engine.open();
  app = await buildApp({db, docs: loadData(dataDir), rateLimits: DEFAULT_RATE_LIMITS});
  url = new URL('/mcp', await app.listen({host: '127.0.0.1', port: 0}));
});
afterAll(async () => {
  await app.close();
  await db.close();
  await engine.cleanup();
});

const textOf = (result: unknown): string =>
  (result as CallToolResult).content.map((part) => (part.type === 'text' ? part.text : '')).join('');

async function withClient<T>(
  transport: StdioClientTransport | StreamableHTTPClientTransport,
  ask: (c: Client) => Promise<T>,
) {
  const client = new Client({name: 'docs-server-test', version: '1.0.0'});
  await client.connect(transport);
  try {
    return await ask(client);
  } finally {
    await client.close();
  }
}

test('/mcp lists the stdio server’s tools and gives the same search answer', async () => {
  const ask = (client: Client) =>
    Promise.all([
      client.listTools(),
      client.callTool({name: 'search_docs', arguments: {query: 'rotate tokens'}}),
      client.callTool({name: 'get_operation', arguments: {service: 'nope', operationId: 'x'}}),
    ]);
  const [httpTools, httpSearch, httpError] = await withClient(new StreamableHTTPClientTransport(url), ask);
  const [stdioTools, stdioSearch] = await withClient(
    new StdioClientTransport({command: process.execPath, args: [CLI, '--data', dataDir], stderr: 'pipe'}),
    ask,
  );
  expect(httpTools.tools.map((tool) => tool.name)).toEqual([
    'search_docs',
    'read_page',
    'list_pages',
    'list_services',
    'get_operation',
    'get_schema',
    'search_graphql',
  ]);
  expect(httpTools.tools).toEqual(stdioTools.tools);
  expect(textOf(httpSearch).startsWith('1. Access tokens › Rotate tokens')).toBe(true);
  expect(textOf(httpSearch)).toBe(textOf(stdioSearch));
  expect(httpError.isError).toBe(true);
  expect(textOf(httpError)).toBe('Unknown service "nope". Valid services: orders.');
});

test('stateless: GET and DELETE get 405, and without build data POST gets 503 with the reason', async () => {
  for (const method of ['GET', 'DELETE'] as const) {
    const response = await fetch(url, {method});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  }
  const bare = await buildApp({
    db,
    docs: null,
    docsMissing: 'No documentation data in /x.',
    rateLimits: DEFAULT_RATE_LIMITS,
  });
  const response = await bare.inject({method: 'POST', url: '/mcp', payload: {jsonrpc: '2.0', id: 1, method: 'ping'}});
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({
    jsonrpc: '2.0',
    error: {code: -32000, message: 'No documentation data in /x.'},
    id: null,
  });
  await bare.close();
});
