import MiniSearch, {type Options, type SearchOptions} from 'minisearch';
import type {LoadedData, PageData, SectionData} from './data.js';

/** One indexed section: the page's title, the heading and the section's words. */
export interface SectionDocument {
  readonly id: number;
  readonly title: string;
  readonly heading: string;
  readonly text: string;
}

/** Words that every question has and no answer is found by. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the to what when where which who why with you your'.split(
    ' ',
  ),
);

/** The same options build and query the index; MiniSearch needs them again to load it. */
export const INDEX_OPTIONS: Options<SectionDocument> = {
  fields: ['title', 'heading', 'text'],
  processTerm: (term) => {
    const word = term.toLowerCase();
    return STOP_WORDS.has(word) ? null : word;
  },
};

const QUERY_OPTIONS: SearchOptions = {
  boost: {title: 3, heading: 2, text: 1},
  prefix: (term) => term.length >= 4,
  fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
  combineWith: 'OR',
};

export function buildIndex(documents: readonly SectionDocument[]): string {
  const index = new MiniSearch<SectionDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return JSON.stringify(index);
}

export interface SearchHit {
  readonly title: string;
  readonly url: string;
  readonly markdownUrl: string;
  readonly snippet: string;
  readonly score: number;
}

/** At most this many hits from one page, so one long page does not fill the list. */
const PER_PAGE = 2;
const SNIPPET_LENGTH = 280;

export class DocsSearch {
  private readonly index: MiniSearch<SectionDocument>;

  constructor(private readonly data: LoadedData) {
    this.index = MiniSearch.loadJSON<SectionDocument>(data.index, INDEX_OPTIONS);
  }

  search(query: string, limit: number): SearchHit[] {
    const perPage = new Map<number, number>();
    const hits: SearchHit[] = [];
    for (const result of this.index.search(query, QUERY_OPTIONS)) {
      const section = this.data.sections[Number(result.id)];
      const page = section ? this.data.pages[section.page] : undefined;
      if (!section || !page) continue;
      const seen = perPage.get(section.page) ?? 0;
      if (seen >= PER_PAGE) continue;
      perPage.set(section.page, seen + 1);
      hits.push(hit(page, section, result.terms, result.score));
      if (hits.length >= limit) break;
    }
    return hits;
  }
}

function hit(page: PageData, section: SectionData, terms: readonly string[], score: number): SearchHit {
  const anchor = section.anchor ? `#${section.anchor}` : '';
  const title = section.heading === page.title ? page.title : `${page.title} › ${section.heading}`;
  return {
    title,
    url: `${page.url}${anchor}`,
    markdownUrl: `${page.markdownUrl}${anchor}`,
    snippet: snippet(page.markdown.slice(section.start, section.end), terms),
    score: Math.round(score * 100) / 100,
  };
}

/** The words around the first matched term, on one line. */
export function snippet(markdown: string, terms: readonly string[]): string {
  const text = markdown
    // The page header (title, canonical URL, description marker) and code fences say nothing.
    .replace(/^#{1,6} .*$|^Canonical URL: .*$|^> |^\s*(```|~~~).*$/gm, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0), text.length);
  const start = at === text.length || at < SNIPPET_LENGTH / 3 ? 0 : text.lastIndexOf(' ', at - SNIPPET_LENGTH / 3) + 1;
  const cut = text.slice(start, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${cut}${start + SNIPPET_LENGTH < text.length ? '…' : ''}`;
}
