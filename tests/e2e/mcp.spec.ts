import path from 'node:path';
import {services as registry} from '@energy-xrm/specs';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {expect, test} from './fixtures';
import {SITE_URL, localPath} from './markdown';

/** The command `npx energy-xrm-docs-mcp` runs, on the data the build wrote to packages/docs-mcp/data. */
const CLI = path.join(__dirname, '..', '..', 'packages', 'docs-mcp', 'dist', 'cli.js');

const textOf = (result: unknown): string =>
  (result as CallToolResult).content.map((part) => (part.type === 'text' ? part.text : '')).join('');

/** Developer questions and the section that answers each. */
/** Each question with the sections that answer it (two pages explain the webhook signature check). */
const QUESTIONS: readonly [string, readonly string[]][] = [
  [
    'How do I verify a webhook signature?',
    ['/docs/webhooks/payload-structure/intro#verify-the-signature', '/docs/webhooks#verify-signatures'],
  ],
  ['paginate through entity search results with a cursor', ['/docs/entities/entity-api#page-through-results']],
  // The guide with its calculator, or the library method that computes the date.
  [
    'earliest supply start date for a supplier switch',
    ['/docs/deadlines/intro', '/docs/deadlines/library/classes/DeadlineCalculator#calculateearlieststartdate'],
  ],
];

test('the docs MCP server answers over stdio from the data of this build', async ({request}) => {
  test.setTimeout(60_000);
  const client = new Client({name: 'e2e', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: process.execPath, args: [CLI], stderr: 'pipe'}));
  try {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining([
        'search_docs',
        'read_page',
        'list_services',
        'get_operation',
        'get_schema',
        'search_graphql',
      ]),
    );

    for (const [question, answers] of QUESTIONS) {
      const found = textOf(await client.callTool({name: 'search_docs', arguments: {query: question, limit: 3}}));
      const first = /^1\. .+\n\s+(\S+)/.exec(found)?.[1] ?? '';
      expect(
        answers.map((answer) => `${SITE_URL}${answer}`),
        `first result for "${question}"`,
      ).toContain(first);
      const [pagePath, anchor] = localPath(first).split('#');
      const html = await (await request.get(pagePath!)).text();
      if (anchor) expect(html, `${pagePath} has the anchor #${anchor}`).toContain(`id=${anchor}`);
    }

    const page = textOf(await client.callTool({name: 'read_page', arguments: {path: '/docs/webhooks'}}));
    expect(page).toBe(await (await request.get('/docs/webhooks.md')).text());

    const services = textOf(await client.callTool({name: 'list_services', arguments: {}}));
    expect(services.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(registry.length);

    const operation = textOf(
      await client.callTool({name: 'get_operation', arguments: {service: 'order', operationId: 'addLineItem'}}),
    );
    expect(operation.startsWith('### Add a line item\n\n`POST /v1/order/orders/{order_id}/line-items`')).toBe(true);
    expect(operation).toContain('#### Request body');
    expect(operation).toContain('/api/order#addLineItem');
    expect(operation).toContain('"requestBody"');
    expect(operation).toMatch(/"\$ref": "#\/\$defs\/\w+"/);

    const badService = await client.callTool({name: 'get_operation', arguments: {service: 'orders', operationId: 'x'}});
    expect(badService.isError).toBe(true);
    expect(textOf(badService)).toMatch(/^Unknown service "orders"\. Valid services: access-token, user, .*order.*\.$/);
    const badPage = await client.callTool({name: 'read_page', arguments: {path: '/docs/webhook'}});
    expect(badPage.isError).toBe(true);
    expect(textOf(badPage)).toContain('Pages with similar paths: ');
  } finally {
    await client.close();
  }
});
