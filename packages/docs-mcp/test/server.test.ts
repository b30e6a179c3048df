import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {beforeEach, describe, expect, test} from 'vitest';
import {loadData} from '../src/data.js';
import {createDocsServer} from '../src/server.js';
import {writeFixtureData} from './fixture.js';

let client: Client;

// Before each test: a mutant that makes the setup throw must fail them (see service-files.test.ts).
beforeEach(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(loadData(writeFixtureData())).connect(serverSide);
  client = new Client({name: 'test', version: '1.0.0'});
  await client.connect(clientSide);
});

async function call(name: string, args: Record<string, unknown> = {}): Promise<{text: string; isError: boolean}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return {text, isError: result.isError === true};
}

test('lists its seven read-only tools with input schemas', async () => {
  const {tools} = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual(
    ['get_operation', 'get_schema', 'list_pages', 'list_services', 'read_page', 'search_docs', 'search_graphql'].sort(),
  );
  expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
  expect(tools.find((tool) => tool.name === 'get_operation')?.inputSchema.required).toEqual(['service', 'operationId']);
});

test('tells a client what each tool and each of its arguments is for', async () => {
  const {tools} = await client.listTools();
  for (const tool of tools) {
    expect(tool.title, tool.name).toMatch(/^[A-Z]\w* .+/);
    expect(tool.description, tool.name).toMatch(/^[A-Z].+[.)]$/);
  }
  // The arguments whose values a client cannot guess say what they take.
  const described = (tool: string, argument: string) =>
    (tools.find((entry) => entry.name === tool)?.inputSchema.properties?.[argument] as {description?: string})
      ?.description;
  expect(described('search_docs', 'limit')).toBe('How many results (default 8).');
  expect(described('get_operation', 'service')).toMatch(/^The service, as list_services names it/);
  expect(described('get_operation', 'operationId')).toMatch(
    /^The operationId, e\.g\. "\w+"; for an operation without one, its anchor/,
  );
  expect(described('get_schema', 'name')).toMatch(/^The schema name, e\.g\. "\w+"\.$/);
  // list_pages names the sections it can be limited to, as its argument allows them.
  const listPages = tools.find((tool) => tool.name === 'list_pages');
  const {enum: sections} = (listPages?.inputSchema.properties?.section ?? {}) as {enum: string[]};
  expect(listPages?.description).toContain(`(${sections.join(', ')}).`);
});

test('trims the names it is given, and says which one is empty', async () => {
  expect((await call('get_schema', {service: '  orders ', name: ' Order '})).isError).toBe(false);
  expect(await call('get_schema', {service: '   ', name: 'Order'})).toMatchObject({isError: true});
  expect((await call('get_schema', {service: '   ', name: 'Order'})).text).toContain('service must not be empty');
  expect((await call('search_docs', {query: '  '})).text).toContain('query must not be empty');
  expect((await call('read_page', {path: ' '})).text).toContain('path must not be empty');
  expect((await call('get_operation', {service: ' ', operationId: 'getOrder'})).text).toContain(
    'service must not be empty',
  );
  expect((await call('get_operation', {service: 'orders', operationId: ' '})).text).toContain(
    'operationId must not be empty',
  );
  expect((await call('get_schema', {service: 'orders', name: ' '})).text).toContain('name must not be empty');
  expect((await call('search_graphql', {name: ' '})).text).toContain('name must not be empty');
});

describe('search_docs', () => {
  test('ranks the section that answers first, with title, URL and snippet', async () => {
    const {text, isError} = await call('search_docs', {query: 'How do I verify a webhook signature?'});
    expect(isError).toBe(false);
    const first = text.split('\n\n')[0]!;
    expect(first).toContain('1. Webhooks › Verify the signature');
    expect(first).toContain('https://docs.example/docs/webhooks#verify-the-signature');
    expect(first).toContain('Markdown: https://docs.example/docs/webhooks.md#verify-the-signature');
    expect(first).toContain('Compute an HMAC over the raw body');
  });

  test('links a REST section by the anchor the page gives it', async () => {
    const {text} = await call('search_docs', {query: 'line item', limit: 1});
    expect(text).toContain('https://docs.example/api/orders#addLineItem');
  });

  test('a heading inside a code block is not a section', async () => {
    const {text} = await call('search_docs', {query: 'not a heading'});
    expect(text).not.toContain('› not a heading');
  });

  test('says so when nothing matches', async () => {
    expect((await call('search_docs', {query: 'zzzzqqq'})).text).toBe(
      'Nothing found for "zzzzqqq". Try fewer or other words.',
    );
  });
});

describe('read_page and list_pages', () => {
  test.each(['/docs/auth', '/docs/auth.md', 'https://docs.example/docs/auth.md#rotate-tokens', 'docs/auth/'])(
    'reads a page by %s',
    async (path) => {
      expect((await call('read_page', {path})).text).toBe(
        '# Access tokens\n\nCreate a token in the portal.\n\n## Rotate tokens\n\nRotate every year.\n',
      );
    },
  );

  test('reads the home page as / or /index.md', async () => {
    expect((await call('read_page', {path: '/index.md'})).text).toContain('Start here.');
  });

  test('lists the pages of a section', async () => {
    const {text} = await call('list_pages', {section: 'guides'});
    expect(text).toBe(
      '- /docs/webhooks — Webhooks: About webhooks.\n- /docs/auth — Access tokens: About access tokens.',
    );
  });
});

describe('REST tools', () => {
  test('list_services names each service for the other tools', async () => {
    expect((await call('list_services')).text).toBe(
      '- orders — Order API 2.1.0 (2 operations): Orders and their line items.\n  https://docs.example/api/orders',
    );
  });

  test('get_operation gives the Markdown and self-contained JSON Schemas', async () => {
    const {text} = await call('get_operation', {service: 'orders', operationId: 'getOrder'});
    expect(text.startsWith('### Get an order\n\n`GET /v1/orders/{id}`')).toBe(true);
    expect(text).toContain('Reference: https://docs.example/api/orders#getOrder');
    const schemas = JSON.parse(/```json\n([\s\S]*)\n```/.exec(text)![1]!);
    expect(schemas.parameters).toEqual([
      {name: 'id', in: 'path', required: true, description: 'The order id.', schema: {type: 'string'}},
    ]);
    expect(schemas.responses['200'].content['application/json']).toEqual({$ref: '#/$defs/Order'});
    expect(schemas.responses['404'].description).toBe('No such order.');
    expect(Object.keys(schemas.$defs).sort()).toEqual(['Error', 'LineItem', 'Order']);
  });

  test('get_operation accepts the service title and any case of the operationId', async () => {
    const {text, isError} = await call('get_operation', {service: 'Order API', operationId: 'ADDLINEITEM'});
    expect(isError).toBe(false);
    expect(text).toContain('## Add a line item\n\n`POST /v1/orders/{id}`');
    expect(text).toContain('"requestBody"');
  });

  test('get_schema follows references, a schema that contains itself included', async () => {
    const {text} = await call('get_schema', {service: 'orders', name: 'LineItem'});
    const schema = JSON.parse(/```json\n([\s\S]*)\n```/.exec(text)![1]!);
    expect(schema.properties.bundle).toEqual({$ref: '#/$defs/LineItem'});
    expect(Object.keys(schema.$defs)).toEqual(['LineItem']);
  });

  test('get_schema shows the schema Markdown the build made', async () => {
    expect((await call('get_schema', {service: 'orders', name: 'Order'})).text).toMatch(
      /^### Order\n\nAn order\.\n\nReference: https:\/\/docs\.example\/api\/orders#schema-Order/,
    );
  });
});

describe('search_graphql', () => {
  test('an exact name comes with the full page', async () => {
    const {text} = await call('search_graphql', {name: 'getOfferStatus'});
    expect(text.startsWith('# getOfferStatus\n\nThe status of one offer.')).toBe(true);
  });

  test('the words of a name find it', async () => {
    expect((await call('search_graphql', {name: 'sharing partner'})).text).toBe(
      '- SharingPartnerInput (inputs): About sharingpartnerinput.\n  https://docs.example/graphql/sharing/inputs/sharing-partner-input',
    );
  });
});

describe('bad arguments get a tool error that names the valid choices', () => {
  test.each([
    ['get_operation', {service: 'ordrs', operationId: 'getOrder'}, 'Unknown service "ordrs". Valid services: orders.'],
    [
      'get_operation',
      {service: 'orders', operationId: 'deleteOrder'},
      'The Order API (orders) has no operation "deleteOrder". Valid operationIds: getOrder, addLineItem.',
    ],
    [
      'get_schema',
      {service: 'orders', name: 'Item'},
      'The Order API (orders) has no schema "Item". Closest: LineItem. Valid schemas: Order, LineItem, Error, Unused.',
    ],
    [
      'read_page',
      {path: '/docs/auth/tokens'},
      'No page at "/docs/auth/tokens". Pages with similar paths: /docs/auth, /docs/webhooks. list_pages names all 7 pages; search_docs finds pages by topic.',
    ],
    [
      'search_graphql',
      {name: 'Nope'},
      'No GraphQL entry matches "Nope". Entries: SharingPartnerInput, getOfferStatus.',
    ],
  ])('%s %j', async (tool, args, message) => {
    expect(await call(tool, args)).toEqual({text: message, isError: true});
  });

  test.each([
    ['search_docs', {}],
    ['search_docs', {query: '   '}],
    ['search_docs', {query: 'x'.repeat(501)}],
    ['search_docs', {query: 'tokens', limit: 0}],
    ['search_docs', {query: 'tokens', limit: 2.5}],
    ['read_page', {path: 42}],
    ['get_operation', {service: 'orders'}],
    ['list_pages', {section: 'secrets'}],
  ])('%s %j fails validation', async (tool, args) => {
    const result = await call(tool, args);
    expect(result.isError).toBe(true);
    expect(result.text).toMatch(
      new RegExp(`^MCP error -32602: Input validation error: Invalid arguments for tool ${tool}: `),
    );
  });

  test('the section choices are named when one is wrong', async () => {
    expect((await call('list_pages', {section: 'secrets'})).text).toContain('guides');
  });

  test.each([
    ['read_page', {path: '../../../etc/passwd'}],
    ['read_page', {path: '\u0000\uffff%E0%A4%A'}],
    ['search_docs', {query: '*e*e*e*e*e*e*e*e*e*e*e*e*'}],
    ['search_docs', {query: '"); DROP TABLE pages; --'}],
    ['search_docs', {query: 'a '.repeat(240)}],
    ['get_schema', {service: '__proto__', name: 'constructor'}],
    ['get_operation', {service: 'orders', operationId: '__proto__'}],
  ])('hostile input %s %j is answered, and the server keeps serving', async (tool, args) => {
    const result = await call(tool, args);
    expect(typeof result.text).toBe('string');
    expect((await call('list_services')).isError).toBe(false);
  });
});
