import MiniSearch from 'minisearch';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  BOOSTS,
  combine,
  compileSynonyms,
  type CompactIndex,
  type IndexableDocument,
  MAX_EXPANSIONS,
  processTerm,
  score,
  SYNONYMS_FILE,
  type TermEntry,
  TermTable,
} from '@energy-xrm/search-engine';
import {buildIndexFiles, indexOptions} from '@energy-xrm/search-engine/build';

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
// The REST documents load in parts, one per service; small term files, so a query spans several.
// Built for each test, not while the file is collected nor once per file: mutation testing
// switches a mutant on before the file's hooks, and counts only what runs inside a test (or its
// beforeEach) as covered by it, so an index built earlier would never meet the indexer's mutants.
let files: ReturnType<typeof buildIndexFiles>;
let bodies: Record<string, string>;
beforeEach(() => {
  files = buildIndexFiles(
    new Map([
      ['docs-default-current', {documents: guides}],
      [
        'default',
        {
          documents: [],
          parts: reference.map((document) => ({
            name: document.sectionRoute.split(/[/#]/)[2] ?? '',
            documents: [document],
          })),
        },
      ],
    ]),
    200,
  );
  bodies = {
    ...Object.fromEntries([...files].map(([file, body]) => [`/${file}`, JSON.stringify(body)])),
    [`/${SYNONYMS_FILE}`]: JSON.stringify(compileSynonyms([])),
  };
});
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
const routes = async (query: string) => (await search('/', tags, query)).hits.map((hit) => hit.document.sectionRoute);

// Each test starts a fresh visit: the index cache lives in the module.
beforeEach(async () => {
  vi.resetModules();
  ({search} = await import('../../src/theme/SearchBar/searchIndex'));
});
afterEach(() => vi.unstubAllGlobals());

describe('ranking', () => {
  it('scores the index files and the parts exactly as MiniSearch scores one index over all documents', () => {
    const all = new MiniSearch(indexOptions);
    all.addAll([...guides, ...reference].map((document, id) => ({...document, id})));
    const guideIndex = (files.get('search-index-docs-default-current.json') as {index: CompactIndex}).index;
    const restIndex = (files.get('search-index-default.json') as {index: CompactIndex}).index;
    const termFiles = [...files].filter(([file]) => /terms-\d+\.json$/.test(file));
    expect(termFiles.length).toBeGreaterThan(3);
    const tables = [
      new TermTable(guideIndex.terms, (id, field) => guideIndex.fieldLength[id]?.[field] ?? 0),
      ...termFiles.map(([, body]) => new TermTable((body as {terms: TermEntry[]}).terms)),
    ];
    const statistics = combine([guideIndex, restIndex, restIndex.parts!]);
    for (const query of ['design tokens', 'signature', 'line it', 'order', 'sign se']) {
      const expected = all
        .search(query, {boost: BOOSTS, prefix: (term) => term.length >= 2, combineWith: 'OR'})
        .map((result) => [result.id, result.score.toFixed(9)]);
      const terms = query
        .split(' ')
        .flatMap((word) => processTerm(word) ?? [])
        .map((term, group) => ({term, weight: 1, prefix: term.length >= 2, groups: [group]}));
      const got = [...score(terms, tables, statistics)]
        .sort(([, a], [, b]) => b.score - a.score)
        .map(([id, scored]) => [id, scored.score.toFixed(9)]);
      expect(got.length).toBeGreaterThan(0);
      expect(got).toEqual(expected);
    }
  });

  it('expands a short prefix to its shortest terms only, so a query of many prefixes stays bounded', () => {
    // 300 terms `ab…`, each in its own document (id n): the shortest 40 are the ones counted.
    const terms = Array.from({length: 300}, (_, n) => `ab${'x'.repeat(n % 7)}${n}`);
    const entries = terms
      .map((term, n): TermEntry => [term, `1${n.toString(36)}`])
      .sort(([a], [b]) => (a < b ? -1 : 1));
    const table = new TermTable(entries, () => 1);
    const scored = score([{term: 'ab', weight: 1, prefix: true, groups: [0]}], [table], {
      documentCount: 300,
      averageFieldLength: [1, 1, 1],
    });
    expect(scored.size).toBe(MAX_EXPANSIONS);
    const longestCounted = Math.max(...[...scored.keys()].map((id) => terms[id]?.length ?? 0));
    const shorter = terms.flatMap((term, id) => (term.length < longestCounted ? [id] : []));
    expect(shorter.length).toBeGreaterThan(0);
    expect(shorter.every((id) => scored.has(id))).toBe(true);
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
    const [hit] = (await search('/', tags, 'Verify the signatures')).hits;
    expect(hit?.terms).toEqual(['Verify', 'signatures']);
    expect((await search('/', tags, 'the platform sends events')).hits.length).toBeLessThanOrEqual(8);
  });
});

describe('index loading', () => {
  it('loads each index once and shares a load in flight between queries', async () => {
    const fetchMock = serve();
    await Promise.all([routes('design'), routes('order'), routes('secret')]);
    await routes('tokens');
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => !url.includes('/search-index-default/')).sort()).toEqual([
      '/search-index-default.json',
      '/search-index-docs-default-current.json',
      '/search-synonyms.json',
    ]);
    // The parts a query needs load once too.
    expect(urls.filter((url) => url.includes('/search-index-default/')).length).toBeGreaterThan(0);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('treats a malformed index as empty, silently, and tries it again on the next query', async () => {
    const wrongFormat = JSON.stringify({
      ...JSON.parse(bodies['/search-index-docs-default-current.json']!),
      index: {terms: 1},
    });
    for (const broken of ['{}', '{"documents": {}, "index": []}', '{"documents": [tr', 'null', wrongFormat]) {
      vi.resetModules();
      ({search} = await import('../../src/theme/SearchBar/searchIndex'));
      const guideIndexLoads = (mock: ReturnType<typeof serve>) =>
        mock.mock.calls.filter(([url]) => url === '/search-index-docs-default-current.json').length;
      const brokenVisit = serve({'/search-index-docs-default-current.json': broken});
      expect(await routes('design tokens')).toEqual(['/api/design']);
      const repaired = serve();
      expect((await routes('design tokens'))[0]).toBe('/docs/ui-design/design-tokens');
      expect([guideIndexLoads(brokenVisit), guideIndexLoads(repaired)]).toEqual([1, 1]);
    }
  });

  it('loads only the parts a query needs; a broken part counts as empty and is tried again', async () => {
    const partUrls = Object.keys(bodies).filter((url) => url.startsWith('/search-index-default/'));
    const brokenVisit = serve(Object.fromEntries(partUrls.map((url) => [url, '{"terms": 1, "documents": {}}'])));
    expect(await routes('design tokens')).toEqual(['/docs/ui-design/design-tokens', '/docs/journeys/custom-css']);
    const requested = brokenVisit.mock.calls.map(([url]) => url).filter((url) => partUrls.includes(url));
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.length).toBeLessThan(partUrls.length);
    serve();
    expect(await routes('design tokens')).toEqual([
      '/docs/ui-design/design-tokens',
      '/api/design',
      '/docs/journeys/custom-css',
    ]);
  });

  it('answers with nothing when no index loads', async () => {
    serve({'/search-index-default.json': 'x', '/search-index-docs-default-current.json': 'x'});
    expect(await routes('design')).toEqual([]);
  });

  // What bounds a query's work is tested without a clock: the words read (query.test.ts) and the
  // terms a prefix expands to (above). The clock here catches only a blow-up, such as a pattern
  // that backtracks, with a ceiling a loaded 2-core machine meets: 50 ms failed under load in the
  // mutation run. The time itself is a figure of `npm run bench:search`.
  it('keeps hostile queries from blowing up', async () => {
    serve();
    await routes('warm');
    const prefixes = 'co de re pa st in ma se pr ac tr ch';
    for (const query of [
      '*e*e*e*e*',
      'a*b*c*d*e*f*g*',
      'abc '.repeat(128),
      'x'.repeat(5000),
      'e* '.repeat(60),
      prefixes,
    ]) {
      const started = performance.now();
      await routes(query);
      expect(performance.now() - started, query.slice(0, 20)).toBeLessThan(1000);
    }
  });
});
