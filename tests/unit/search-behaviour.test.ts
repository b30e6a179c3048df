import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {buildIndexFiles} from '@energy-xrm/search-engine/build';
import type {IndexableDocument} from '../../plugins/search/types';

// What a reader of the search box sees, stated without the engine's own constants: documents in,
// a query typed, the ranked URLs out. The engine is being rewritten (one package for the site and
// the MCP server); these expectations are the ones the rewrite must keep.

const doc = (sectionRoute: string, title: string, content: string, parentCategories = ''): IndexableDocument => ({
  title,
  content,
  parentCategories,
  pageTitle: title,
  sectionTitle: title,
  sectionRoute,
  type: 'docs',
});

const filler = 'Organizations keep their data in entities and automate work with journeys. ';
const documents = [
  // Eleven regions with a grid fee each: more than a result list holds.
  ...Array.from({length: 11}, (_, i) =>
    doc(`/docs/regions/region-${i + 1}`, `Region ${i + 1}`, `The grid fee of region ${i + 1} is set yearly.`),
  ),
  // A word in the title against the same word three times in a short body.
  doc('/docs/billing/invoices', 'Invoices', 'Every bill lists its lines.'),
  doc('/docs/billing/archive', 'Archive', 'Invoices, invoices and more invoices are kept here.'),
  // Both words of a question, once each in a long body, against one word everywhere in a short page.
  doc('/docs/metering/readings', 'Submitting data', `${filler.repeat(3)} A meter reading is sent monthly. ${filler}`),
  doc('/docs/metering/meters', 'Meters', 'Meter types: the smart meter and the analogue meter.'),
];

type Search = typeof import('../../src/theme/SearchBar/searchIndex').search;
let search: Search;
const routes = async (query: string): Promise<string[]> =>
  (await search('/', ['docs-default-current'], query)).hits.map((hit) => hit.document.sectionRoute);

beforeEach(async () => {
  // Built for each test, not once per file, so that mutation testing sees the indexer's mutants.
  const files = buildIndexFiles(new Map([['docs-default-current', {documents}]]), 200);
  const bodies = Object.fromEntries([...files].map(([file, body]) => [`/${file}`, JSON.stringify(body)]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      bodies[url] === undefined ? new Response('Not found', {status: 404}) : new Response(bodies[url], {status: 200}),
    ),
  );
  // A fresh visit for each test: the loaded index is cached in the module.
  vi.resetModules();
  ({search} = await import('../../src/theme/SearchBar/searchIndex'));
});
afterEach(() => vi.unstubAllGlobals());

describe('the search box', () => {
  it('lists 8 results at most, though 11 regions match', async () => {
    expect(await routes('grid fee')).toHaveLength(8);
  });

  it('ranks a page titled with the word above a page whose body repeats it', async () => {
    expect(await routes('invoice')).toEqual(['/docs/billing/invoices', '/docs/billing/archive']);
  });

  it('ranks the page answering every word of a question above one answering one word often', async () => {
    expect(await routes('meter reading')).toEqual(['/docs/metering/readings', '/docs/metering/meters']);
  });

  it('finds a word by its first letters and finds nothing for words no page has', async () => {
    expect(await routes('invo')).toEqual(['/docs/billing/invoices', '/docs/billing/archive']);
    expect(await routes('zzyzx')).toEqual([]);
  });
});
