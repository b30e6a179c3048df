import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {compileSynonyms, type IndexableDocument, SYNONYMS_FILE} from '@energy-xrm/search-engine';
import {buildIndexFiles} from '@energy-xrm/search-engine/build';
import {DocsSearch} from '../../packages/docs-mcp/src/search';
import {loadData} from '../../packages/docs-mcp/src/data';
import {writeDocsData} from '../../packages/docs-mcp/src/build-data';
import {guideSection as section} from '../../packages/search-engine/test/documents';

const SITE = 'https://docs.example';

const guides = [
  section(
    '/docs/webhooks#verify-signatures',
    'Verify signatures',
    'Compute the HMAC with the signing secret.',
    'Webhooks',
  ),
  section('/docs/webhooks#retries', 'Retries', 'Failed deliveries are retried for a day.', 'Webhooks'),
  section('/docs/auth#rotate-tokens', 'Rotate tokens', 'Rotate every access token once a year.', 'Access tokens'),
  section('/docs/messaging#trash', 'Trash a thread', 'Move an email thread to the trash.', 'Messaging'),
];
const reference: IndexableDocument[] = [
  {
    ...section('/api/webhooks#replayEvent', 'Replay an event', 'Delivers a webhook event again.', 'Webhook API'),
    type: 'other',
    kind: 'post',
  },
];
const files = new Map<string, unknown>([
  ...buildIndexFiles(
    new Map([
      ['docs-default-current', {documents: guides}],
      ['default', {documents: [], parts: [{name: 'api-webhooks', documents: reference}]}],
    ]),
  ),
  [SYNONYMS_FILE, compileSynonyms([{term: 'trash', readers: ['throw away'], reason: 'Threads go to the trash.'}])],
]);

/** The MCP server's data folder with the site's search files in it, as the build leaves it. */
function mcpData(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'search-shared-')), 'data');
  writeDocsData(dir, {site: {title: 'Dev Center', url: SITE}, pages: [], services: []});
  for (const [file, body] of files) {
    mkdirSync(path.dirname(path.join(dir, 'search', file)), {recursive: true});
    writeFileSync(path.join(dir, 'search', file), JSON.stringify(body));
  }
  return dir;
}

type SiteSearch = typeof import('../../src/theme/SearchBar/searchIndex').search;
let siteSearch: SiteSearch;

beforeEach(async () => {
  vi.resetModules();
  ({search: siteSearch} = await import('../../src/theme/SearchBar/searchIndex'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = files.get(url.replace(/^\//, ''));
      return body === undefined ? new Response('', {status: 404}) : new Response(JSON.stringify(body));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('one engine for the site and the MCP server', () => {
  const mcp = new DocsSearch(loadData(mcpData()));

  it.each(['verify webhook signature', 'replay', 'rotate tokens', 'throw away an email conversation', 'webhok'])(
    'ranks the same URLs for "%s"',
    async (query) => {
      const site = (await siteSearch('/', ['default', 'docs-default-current'], query)).hits.map(
        (hit) => `${SITE}${hit.document.sectionRoute}`,
      );
      const server = (await mcp.search(query, 8)).hits.map((hit) => hit.url);
      expect(site.length).toBeGreaterThan(0);
      expect(server).toEqual(site);
    },
  );

  it('offers the same suggestion when nothing is found', async () => {
    const site = await siteSearch('/', ['default', 'docs-default-current'], 'trsh');
    const server = await mcp.search('trsh', 8);
    expect([site.suggestion, server.suggestion]).toEqual(['trash', 'trash']);
  });
});
