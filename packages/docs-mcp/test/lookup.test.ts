import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {beforeEach, describe, expect, test} from 'vitest';
import {writeDocsData, type PageInput} from '../src/build-data.js';
import {loadData} from '../src/data.js';
import {createDocsServer} from '../src/server.js';
import {orderService} from './fixture.js';

// Each way a client names a page or a service, and the shape of a search answer: how many hits,
// how many from one page. The pages here are many and alike, so a limit can be exceeded.

const SITE = 'https://docs.example';
const page = (pagePath: string, title: string, markdown: string): PageInput => ({
  path: pagePath,
  url: `${SITE}${pagePath}`,
  markdownUrl: `${SITE}${pagePath}.md`,
  title,
  summary: '',
  section: 'guides',
  markdown,
});

// Ten pages that each mention tariffs once, and one that has three sections about them.
const tariffPages = Array.from({length: 10}, (_, i) =>
  page(`/docs/tariff-${i + 1}`, `Tariff note ${i + 1}`, `# Tariff note ${i + 1}\n\nA tariff for region ${i + 1}.\n`),
);
const pages: PageInput[] = [
  page(
    '/docs/tariffs',
    'Tariffs',
    '# Tariffs\n\nEvery tariff has a price.\n\n## Tariff zones\n\nA tariff per zone.\n\n## Tariff history\n\nA tariff changes.\n\n## Tariff export\n\nExport a tariff.\n',
  ),
  ...tariffPages,
  page('/docs/API-Keys', 'API keys (upper case path)', '# API keys\n\nUpper.\n'),
  page('/docs/api-keys', 'API keys', '# API keys\n\nLower.\n'),
  page('/docs/Webhook-Retries', 'Webhook retries', '# Webhook retries\n\nRetried for a day.\n'),
  page(
    '/docs/signatures',
    'Signatures',
    `# Signatures\n\n${'Filler words about nothing. '.repeat(20)}Verify the signature here.${' More filler follows.'.repeat(20)}\n`,
  ),
];

let client: Client;

// Before each test: a mutant that makes the setup throw must fail them (see service-files.test.ts).
beforeEach(async () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-mcp-lookup-')), 'data');
  writeDocsData(dir, {
    site: {title: 'Dev Center', url: SITE},
    pages,
    services: [orderService({getOrder: '### Get an order', addLineItem: '### Add a line item', schemas: 'An order.'})],
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(loadData(dir)).connect(serverSide);
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

/** The URLs of a search_docs answer, in order. */
const urls = async (query: string, limit?: number): Promise<string[]> =>
  (await call('search_docs', {query, ...(limit !== undefined && {limit})})).text
    .split('\n\n')
    .map((hit) => hit.split('\n')[1]!.trim());

describe('search_docs answers', () => {
  test('at most 8 hits by default, out of 11 matching pages', async () => {
    expect(await urls('tariff')).toHaveLength(8);
  });

  test.each([1, 3, 11, 12])('exactly as many hits as the limit %i allows', async (limit) => {
    // 11 pages match; the Tariffs page gives two hits, so 12 are available at most.
    expect(await urls('tariff', limit)).toHaveLength(Math.min(limit, 12));
  });

  // search_docs runs the site's engine (packages/search-engine): its rules for prefixes and typos.
  test('completes a word from its first letters, as the search box of the site does', async () => {
    const all = await urls('tariff', 20);
    expect(await urls('tari', 20)).toEqual(all);
  });

  test('forgives one wrong letter in a word of five letters or more, not in a shorter one', async () => {
    expect((await urls('tarifg', 20)).length).toBe((await urls('tariff', 20)).length);
    expect((await call('search_docs', {query: 'zome'})).text).toMatch(/^Nothing found for "zome"/);
  });

  test('numbers the hits and names a section by page and heading', async () => {
    const {text} = await call('search_docs', {query: 'tariff zones', limit: 1});
    expect(text).toBe(
      `1. Tariffs › Tariff zones\n   ${SITE}/docs/tariffs#tariff-zones\n   Markdown: ${SITE}/docs/tariffs.md#tariff-zones\n   A tariff per zone.`,
    );
  });

  test('a snippet starts near the match in a long section, marked as cut on both ends', async () => {
    const {text} = await call('search_docs', {query: 'verify', limit: 1});
    const snippet = text.split('\n')[3]!.trim();
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('Verify the signature here.');
    expect(snippet.length).toBe(282);
  });
});

test('list_pages names a page without a summary by path and title alone', async () => {
  const {text} = await call('list_pages', {section: 'guides'});
  expect(text.split('\n').slice(0, 2)).toEqual(['- /docs/tariffs — Tariffs', '- /docs/tariff-1 — Tariff note 1']);
});

describe('read_page finds a page', () => {
  test.each([
    ['/docs/webhook-retries', 'in any case of the path'],
    ['/DOCS/WEBHOOK-RETRIES.md', 'in upper case, with .md'],
    ['https://docs.example/docs/webhook-retries?x=1#top', 'by a full URL with a query and an anchor'],
    ['docs/Webhook-Retries//', 'without the leading slash, with trailing ones'],
  ])('%s (%s)', async (asked) => {
    expect(await call('read_page', {path: asked})).toEqual({
      text: '# Webhook retries\n\nRetried for a day.\n',
      isError: false,
    });
  });

  test('prefers the page whose path matches exactly when two differ only in case', async () => {
    expect((await call('read_page', {path: '/docs/API-Keys'})).text).toContain('Upper.');
    expect((await call('read_page', {path: '/docs/api-keys'})).text).toContain('Lower.');
  });

  test('suggests no page when no word of the path is shared', async () => {
    expect(await call('read_page', {path: '/zzz'})).toEqual({
      text: 'No page at "/zzz". list_pages names all 15 pages; search_docs finds pages by topic.',
      isError: true,
    });
  });

  test('suggests at most eight pages, those sharing the most words first', async () => {
    const {text} = await call('read_page', {path: '/docs/tariff/note'});
    expect(text).toBe(
      'No page at "/docs/tariff/note". Pages with similar paths: /docs/tariff-1, /docs/tariff-2, /docs/tariff-3, /docs/tariff-4, /docs/tariff-5, /docs/tariff-6, /docs/tariff-7, /docs/tariff-8. list_pages names all 15 pages; search_docs finds pages by topic.',
    );
  });
});

describe('a service is found by', () => {
  test.each([
    ['its route', 'orders'],
    ['its title', 'Order API'],
    ['its route followed by "API", as readers write it', 'Orders API'],
    ['its route and "api" in any spelling', 'orders-api'],
    ['its page URL', 'https://docs.example/api/orders'],
    ['its Markdown URL', 'https://docs.example/api/orders.md'],
  ])('%s: %s', async (_, service) => {
    const {text, isError} = await call('get_operation', {service, operationId: 'getOrder'});
    expect(isError).toBe(false);
    expect(text).toContain('Reference: https://docs.example/api/orders#getOrder');
  });

  test('and not by a name that only shares a word with it', async () => {
    expect(await call('get_schema', {service: 'order', name: 'Order'})).toEqual({
      text: 'Unknown service "order". Valid services: orders.',
      isError: true,
    });
  });
});

test('an unknown operation of a service whose operations all have an operationId: those alone are named', async () => {
  expect(await call('get_operation', {service: 'orders', operationId: 'deleteOrder'})).toEqual({
    text: 'The Order API (orders) has no operation "deleteOrder". Valid operationIds: getOrder, addLineItem.',
    isError: true,
  });
});
