import {describe, expect, it} from 'vitest';
import {type IndexableDocument, SearchEngine, sectionsFirst, SHORT_QUERY} from '../src/index.js';
import {buildIndexFiles} from '../src/indexer/index.js';

// A question longer than a topic query is answered by a section, not by a page's overview
// (rank.ts, `sectionsFirst`): the overview sums up the whole page, so it holds most of any
// question's words, while the reader wants the part that answers it.

const section = (route: string, title: string, content: string, pageTitle: string): IndexableDocument => ({
  title,
  content,
  parentCategories: route.includes('#') ? pageTitle : '',
  pageTitle,
  sectionTitle: title,
  sectionRoute: route,
  type: 'docs',
});

const documents: IndexableDocument[] = [
  section(
    '/docs/datalake',
    'Datalake',
    'Run SQL queries over your records for reports and dashboards, synchronously or as a job.',
    'Datalake',
  ),
  section('/docs/datalake#write-the-query', 'Write the query', 'Write SQL over the records tables.', 'Datalake'),
  section('/docs/datalake#freshness', 'Freshness', 'Records reach the tables within minutes.', 'Datalake'),
  section('/docs/reports', 'Reports', 'Dashboards show reports to users.', 'Reports'),
];

const loader = (file: string) => {
  const files = new Map<string, unknown>(buildIndexFiles(new Map([['docs', {documents}]])));
  return files.has(file) ? Promise.resolve(files.get(file)) : Promise.reject(new Error(file));
};
const routes = async (query: string) =>
  (await new SearchEngine(loader).search(['docs'], query)).hits.map((hit) => hit.document.sectionRoute);

describe('a question', () => {
  it('shows the section of the page that answers it best, where a topic query shows the page', async () => {
    expect((await routes('run sql over records for a report'))[0]).toBe('/docs/datalake#write-the-query');
    expect((await routes('datalake sql'))[0]).toBe('/docs/datalake');
  });

  it('shows each section once', async () => {
    const found = await routes('run sql over records for a report');
    expect(found).toEqual([...new Set(found)]);
  });

  it(`counts as a question from ${SHORT_QUERY + 1} content words`, async () => {
    expect((await routes('run datalake sql records'))[0]).toContain('#');
    expect((await routes('run datalake sql'))[0]).toBe('/docs/datalake');
  });
});

describe('sectionsFirst', () => {
  const pageOf = (id: number) => (id < 10 ? 'datalake' : `page-${id}`);
  const isOverview = (id: number) => id === 1 || id === 11;

  it('gives an overview’s place and score to the best section of its page not shown yet', () => {
    const ranked = [
      {id: 1, score: 9},
      {id: 11, score: 5},
      {id: 2, score: 4},
    ];
    const byWords = [
      {id: 2, score: 3},
      {id: 3, score: 2},
      {id: 1, score: 1},
    ];
    expect(sectionsFirst(ranked, byWords, pageOf, isOverview)).toEqual([
      {id: 2, score: 9},
      {id: 11, score: 5},
    ]);
  });

  it('keeps an overview whose page has no section that answers a word', () => {
    const ranked = [{id: 1, score: 9}];
    expect(sectionsFirst(ranked, [{id: 2, score: 0}], pageOf, isOverview)).toEqual(ranked);
  });
});
