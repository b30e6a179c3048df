import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {IndexableDocument} from '@energy-xrm/search-engine';
import {buildIndexFiles} from '@energy-xrm/search-engine/build';
import {beforeEach, describe, expect, test} from 'vitest';
import {writeDocsData, type PageInput} from '../src/build-data.js';
import {FILES, loadData} from '../src/data.js';
import {DocsSearch} from '../src/search.js';
import {operation, SITE} from './fixture.js';

// search_docs over the search files the site build copies into the data folder: the site's own
// documents and URLs, each hit completed with what the data knows of its page.

const page = (pagePath: string, title: string, markdown: string, extra: Partial<PageInput> = {}): PageInput => ({
  path: pagePath,
  url: `${SITE}${pagePath}`,
  markdownUrl: `${SITE}${pagePath}.md`,
  title,
  summary: `${title} in short.`,
  section: 'guides',
  markdown,
  ...extra,
});

const pages = [
  page('/docs/agents', 'Agents', '# Agents\n\nAgents act for a customer of the utility.\n'),
  page('/api/agents', 'Agent API', '# Agent API\n\n## Get an agent\n\nOne agent, chosen by its owner.\n', {
    section: 'rest',
    service: 'agents',
    anchors: [{heading: 'Get an agent', anchor: 'get-v1-agents-agent-id'}],
  }),
];

const documents: IndexableDocument[] = [
  {
    title: 'Agents',
    content: 'Agents act for a customer of the utility.',
    parentCategories: '',
    pageTitle: 'Agents',
    sectionTitle: 'Agents',
    sectionRoute: '/docs/agents',
    type: 'docs',
  },
  {
    title: 'Get an agent',
    content: 'One agent, chosen by its owner.',
    parentCategories: 'Agent API',
    pageTitle: 'Agent API',
    sectionTitle: 'Get an agent',
    sectionRoute: '/api/agents#get-v1-agents-agent-id',
    type: 'other',
  },
  // A page the site indexes that the data leaves out (a redirect, say): its URL still works.
  {
    title: 'Verify signatures',
    content: 'Compare the hmac of the body.',
    parentCategories: 'Webhooks',
    pageTitle: 'Webhooks',
    sectionTitle: 'Verify signatures',
    sectionRoute: '/docs/webhooks#verify-signatures',
    type: 'docs',
  },
  {
    title: 'Tariffs',
    content: 'Every tariff has a zone.',
    parentCategories: '',
    pageTitle: 'Tariffs',
    sectionTitle: '',
    sectionRoute: '/docs/tariffs',
    type: 'docs',
  },
];

/** Data with the site's search files in `search/`, and a file there that is not an index. */
function dataWithSiteSearch(files: ReadonlyMap<string, unknown>) {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-mcp-site-search-')), 'data');
  writeDocsData(dir, {
    site: {title: 'Dev Center', url: SITE},
    pages,
    services: [
      {
        route: 'agents',
        title: 'Agent API',
        description: 'Agents.',
        version: '1',
        url: `${SITE}/api/agents`,
        spec: {},
        operations: [
          operation('agents', 'get-v1-agents-agent-id', {
            method: 'GET',
            path: '/v1/agents/{agent_id}',
            summary: 'Get an agent',
            markdown: '### Get an agent',
          }),
        ],
        schemas: [],
      },
    ],
  });
  mkdirSync(path.join(dir, FILES.search));
  for (const [file, body] of files) {
    mkdirSync(path.dirname(path.join(dir, FILES.search, file)), {recursive: true});
    writeFileSync(path.join(dir, FILES.search, file), JSON.stringify(body));
  }
  writeFileSync(path.join(dir, FILES.search, 'synonyms.json'), '{}');
  return loadData(dir);
}

const siteFiles = buildIndexFiles(new Map([['docs', {documents}]]));

describe('with the site search files', () => {
  // Made in each test, not while the file is collected: a mutant switched on for a test must
  // meet the code that picks the index files.
  let search: DocsSearch;
  beforeEach(() => {
    search = new DocsSearch(dataWithSiteSearch(siteFiles));
  });

  test('a hit on a page the data has: its Markdown URL and a snippet of its section', async () => {
    expect((await search.search('customer utility', 1)).hits).toEqual([
      {
        title: 'Agents',
        url: `${SITE}/docs/agents`,
        markdownUrl: `${SITE}/docs/agents.md`,
        snippet: 'Agents act for a customer of the utility.',
        score: expect.any(Number),
      },
    ]);
  });

  test("a hit on a service's reference: quoted from the service's file", async () => {
    const [hit] = (await search.search('chosen owner', 1)).hits;
    expect(hit).toMatchObject({
      title: 'Agent API › Get an agent',
      url: `${SITE}/api/agents#get-v1-agents-agent-id`,
      markdownUrl: `${SITE}/api/agents.md#get-v1-agents-agent-id`,
      snippet: 'One agent, chosen by its owner.',
    });
  });

  test('a hit on a page the data lacks keeps the site URL and quotes nothing', async () => {
    const [hit] = (await search.search('hmac', 1)).hits;
    expect(hit).toMatchObject({
      title: 'Webhooks › Verify signatures',
      url: `${SITE}/docs/webhooks#verify-signatures`,
      markdownUrl: `${SITE}/docs/webhooks#verify-signatures`,
      snippet: '',
    });
  });

  test('a hit without a section title is named by its page', async () => {
    expect((await search.search('zone', 1)).hits.map((hit) => hit.title)).toEqual(['Tariffs']);
  });
});

test('a search folder without index files: the data is indexed here instead', async () => {
  const search = new DocsSearch(dataWithSiteSearch(new Map()));
  expect((await search.search('hmac', 1)).hits).toEqual([]);
  expect((await search.search('customer utility', 1)).hits.map((hit) => hit.url)).toEqual([`${SITE}/docs/agents`]);
});

/** The search over data written without the site's files: indexed by the server itself. */
function ownIndex(input: readonly PageInput[]): DocsSearch {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-mcp-own-index-')), 'data');
  writeDocsData(dir, {site: {title: 'Dev Center', url: SITE}, pages: input, services: []});
  return new DocsSearch(loadData(dir));
}

test("without the site's files, a section is found by its page's title and its own heading", async () => {
  const search = ownIndex([
    page(
      '/docs/tariffs',
      'Tariffs',
      '# Tariffs\n\nPrices for energy.\n\n## Zones\n\nA price per region.\n\n## History\n\nChanges over time.\n',
    ),
  ]);
  expect((await search.search('tariffs history', 1)).hits.map((hit) => hit.title)).toEqual(['Tariffs › History']);
});

test("without the site's files, a section named by both its page's title and its heading ranks first", async () => {
  const search = ownIndex([
    page('/docs/tariffs', 'Tariffs', '# Tariffs\n\nPrices for energy.\n\n## Zones\n\nA price per region.\n'),
    page('/docs/meters', 'Meters', '# Meters\n\nReadings.\n\n## Zones\n\nA meter per region.\n'),
  ]);
  expect((await search.search('tariffs zones', 5)).hits.map((hit) => hit.title)).toEqual([
    'Tariffs › Zones',
    'Tariffs',
    'Meters › Zones',
  ]);
});

test("without the site's files, a page's title counts once for the section it heads", async () => {
  // The intro's heading is its page's title, so the title is not its category too: else a page
  // named by the one word asked would outrank a section named by it on a page that names it too.
  const search = ownIndex([
    page('/docs/tariffs', 'Tariffs', '# Tariffs\n\nPrices for energy.\n'),
    page(
      '/docs/regions',
      'Tariffs by region',
      '# Tariffs by region\n\nReadings.\n\n## Tariffs\n\nTariffs for meters.\n',
    ),
  ]);
  expect((await search.search('tariffs', 5)).hits.map((hit) => hit.title)).toEqual([
    'Tariffs by region › Tariffs',
    'Tariffs',
    'Tariffs by region',
  ]);
});
