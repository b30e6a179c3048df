import {describe, expect, it} from 'vitest';
import {type IndexableDocument, SearchEngine, sectionsFirst, SHORT_QUERY} from '../src/index.js';
import {buildIndexFiles} from '../src/indexer/index.js';
import {guideSection as section} from './documents.js';

// A question longer than a topic query is answered by a section, not by a page's overview
// (rank.ts, `sectionsFirst`): the overview sums up the whole page, so it holds most of any
// question's words, while the reader wants the part that answers it.

const documents: IndexableDocument[] = [
  section(
    '/docs/webhooks',
    'Webhooks',
    'Receive platform events at your endpoint, verify their signatures, and replay the deliveries your endpoint missed.',
    'Webhooks',
  ),
  section('/docs/webhooks#verify', 'Verify signatures', 'Check the signature header of each delivery.', 'Webhooks'),
  section('/docs/webhooks#replay', 'Retries and replay', 'Replay the deliveries that failed.', 'Webhooks'),
  section('/docs/events', 'Events', 'Platform events and their payloads.', 'Events'),
];

const loader = (file: string) => {
  const files = new Map<string, unknown>(buildIndexFiles(new Map([['docs', {documents}]])));
  return files.has(file) ? Promise.resolve(files.get(file)) : Promise.reject(new Error(file));
};
const routes = async (query: string) =>
  (await new SearchEngine(loader).search(['docs'], query)).hits.map((hit) => hit.document.sectionRoute);

describe('a question', () => {
  it('shows the section of the page that answers it best, where a topic query shows the page', async () => {
    expect((await routes('replay the deliveries my endpoint missed'))[0]).toBe('/docs/webhooks#replay');
    expect((await routes('webhooks endpoint'))[0]).toBe('/docs/webhooks');
  });

  it('shows each section once', async () => {
    const found = await routes('replay the deliveries my endpoint missed');
    expect(found).toEqual([...new Set(found)]);
  });

  it(`counts as a question from ${SHORT_QUERY + 1} content words`, async () => {
    expect((await routes('webhook endpoint deliveries missed'))[0]).toContain('#');
    expect((await routes('webhook endpoint deliveries'))[0]).toBe('/docs/webhooks');
  });
});

describe('sectionsFirst', () => {
  const pageOf = (id: number) => (id < 10 ? 'webhooks' : `page-${id}`);
  const isOverview = (id: number) => id === 1 || id === 11;

  it('gives an overview’s place and score to the best section of its page not shown yet', () => {
    const ranked = [
      {id: 1, score: 9},
      {id: 11, score: 5},
      {id: 2, score: 4},
    ];
    // By words: another page's section, the overview itself, then the page's sections.
    const byWords = [
      {id: 12, score: 5},
      {id: 1, score: 4},
      {id: 2, score: 3},
      {id: 3, score: 2},
    ];
    expect(sectionsFirst(ranked, byWords, pageOf, isOverview)).toEqual([
      {id: 2, score: 9},
      {id: 11, score: 5},
    ]);
  });

  it('shows the next section when the best one is already above the overview', () => {
    const ranked = [
      {id: 2, score: 10},
      {id: 1, score: 9},
    ];
    const byWords = [
      {id: 2, score: 3},
      {id: 3, score: 2},
    ];
    expect(sectionsFirst(ranked, byWords, pageOf, isOverview)).toEqual([
      {id: 2, score: 10},
      {id: 3, score: 9},
    ]);
  });

  it('leaves a section in its place, even below a better section of its page', () => {
    const ranked = [{id: 3, score: 9}];
    expect(sectionsFirst(ranked, [{id: 2, score: 3}], pageOf, isOverview)).toEqual(ranked);
  });

  it('reads the list of words once, and only until every page shown has its sections', () => {
    const asked: number[] = [];
    const counting = (id: number) => {
      asked.push(id);
      return pageOf(id);
    };
    const byWords = [{id: 2, score: 9}, ...Array.from({length: 100}, (_, i) => ({id: 100 + i, score: 8}))];
    expect(sectionsFirst([{id: 1, score: 9}], byWords, counting, isOverview)).toEqual([{id: 2, score: 9}]);
    expect(asked.filter((id) => id >= 100)).toEqual([]);
  });

  it('keeps an overview whose page has no section that answers a word', () => {
    const ranked = [{id: 1, score: 9}];
    expect(sectionsFirst(ranked, [{id: 2, score: 0}], pageOf, isOverview)).toEqual(ranked);
  });
});
