import MiniSearch from 'minisearch';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {buildIndexes, indexOptions} from '../../plugins/search/buildIndex';
import type {IndexableDocument} from '../../plugins/search/types';
import {mergeCompactIndexes} from '../../plugins/search/compactIndex';

const doc = (
  sectionRoute: string,
  title: string,
  content: string,
  extra: Partial<IndexableDocument> = {},
): IndexableDocument => ({
  title,
  content,
  parentCategories: '',
  pageTitle: title,
  sectionTitle: title,
  sectionRoute,
  type: 'docs',
  ...extra,
});

const filler = 'The platform sends events, stores entities and runs journeys for every organization. '.repeat(40);
const guides = [
  doc(
    '/docs/ui-design/design-tokens',
    'Design tokens',
    'Colour, typography and spacing values shared by journeys and portals.',
  ),
  doc('/docs/journeys/custom-css', 'Custom CSS', `${filler} Use design tokens instead of fixed colours. ${filler}`),
  doc(
    '/docs/webhooks#verify-signatures',
    'Verify signatures',
    'Compute the HMAC of the body with the signing secret.',
    {pageTitle: 'Webhooks'},
  ),
];
const reference = [
  doc(
    '/api/order#addLineItem',
    'Add a line item',
    'Adds a product to a draft order. /v1/order/orders/{orderId}/line-items addLineItem',
    {
      type: 'other',
      kind: 'post',
      parentCategories: 'Order API Line items',
    },
  ),
  doc('/api/design', 'Design Builder API', `${filler} design tokens design ${filler}`, {type: 'other'}),
  doc('/api/webhooks', 'Webhook API', `${filler} webhook signature signing secret ${filler}`, {type: 'other'}),
];
const files = buildIndexes(
  new Map([
    ['docs-default-current', guides],
    ['default', reference],
  ]),
);
const bodies = Object.fromEntries([...files].map(([tag, body]) => [`/search-index-${tag}.json`, JSON.stringify(body)]));
const tags = ['default', 'docs-default-current'];

function serve(overrides: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = overrides[url] ?? bodies[url];
    return body === undefined ? new Response('Not found', {status: 404}) : new Response(body, {status: 200});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type Search = typeof import('../../src/theme/SearchBar/searchIndex').search;
let search: Search;
const routes = async (query: string) => (await search('/', tags, query)).map((hit) => hit.document.sectionRoute);

// Each test starts a fresh visit: the index cache lives in the module.
beforeEach(async () => {
  vi.resetModules();
  ({search} = await import('../../src/theme/SearchBar/searchIndex'));
});
afterEach(() => vi.unstubAllGlobals());

describe('ranking', () => {
  it('scores merged indexes exactly as one index over all documents', () => {
    const all = new MiniSearch(indexOptions);
    all.addAll([...guides, ...reference].map((document, id) => ({...document, id})));
    const [docs, other] = [files.get('docs-default-current')!, files.get('default')!];
    const merged = MiniSearch.loadJS(mergeCompactIndexes([docs.index, other.index]), indexOptions);
    for (const query of ['design tokens', 'signature', 'line item']) {
      const score = (engine: MiniSearch) => engine.search(query).map((result) => [result.id, result.score.toFixed(6)]);
      expect(score(merged)).toEqual(score(all));
    }
  });

  it('ranks a guide section whose title matches above a long page that contains the words', async () => {
    serve();
    expect((await routes('design tokens'))[0]).toBe('/docs/ui-design/design-tokens');
    expect((await routes('verify webhook signature'))[0]).toBe('/docs/webhooks#verify-signatures');
  });

  it('finds an operation by a natural question and matches trailing wildcards', async () => {
    serve();
    expect((await routes('add a line item to an order'))[0]).toBe('/api/order#addLineItem');
    expect((await routes('line it'))[0]).toBe('/api/order#addLineItem');
  });

  it("passes the reader's words, not the stems, for highlighting, and returns at most 8 results", async () => {
    serve();
    const [hit] = await search('/', tags, 'Verify the signatures');
    expect(hit?.terms).toEqual(['Verify', 'signatures']);
    expect((await search('/', tags, 'the platform sends events')).length).toBeLessThanOrEqual(8);
  });
});

describe('index loading', () => {
  it('loads each index once and shares a load in flight between queries', async () => {
    const fetchMock = serve();
    await Promise.all([routes('design'), routes('order'), routes('secret')]);
    await routes('tokens');
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/search-index-default.json',
      '/search-index-docs-default-current.json',
    ]);
  });

  it('treats a malformed index as empty, silently, and tries it again on the next query', async () => {
    const wrongFormat = JSON.stringify({
      ...JSON.parse(bodies['/search-index-docs-default-current.json']!),
      index: {terms: 1},
    });
    for (const broken of ['{}', '{"documents": {}, "index": []}', '{"documents": [tr', 'null', wrongFormat]) {
      vi.resetModules();
      ({search} = await import('../../src/theme/SearchBar/searchIndex'));
      const fetchMock = serve({'/search-index-docs-default-current.json': broken});
      expect(await routes('design tokens')).toEqual(['/api/design']);
      serve();
      expect((await routes('design tokens'))[0]).toBe('/docs/ui-design/design-tokens');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    }
  });

  it('answers with nothing when no index loads', async () => {
    serve({'/search-index-default.json': 'x', '/search-index-docs-default-current.json': 'x'});
    expect(await routes('design')).toEqual([]);
  });

  it('keeps hostile queries cheap', async () => {
    serve();
    await routes('warm');
    for (const query of ['*e*e*e*e*', 'a*b*c*d*e*f*g*', 'abc '.repeat(128), 'x'.repeat(5000), 'e* '.repeat(60)]) {
      const started = performance.now();
      await routes(query);
      expect(performance.now() - started, query.slice(0, 20)).toBeLessThan(50);
    }
  });
});
