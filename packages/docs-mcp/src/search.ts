import {existsSync, readdirSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {type Loader, SearchEngine, type SearchDocument} from '@energy-xrm/search-engine';
import {buildIndexFiles} from '@energy-xrm/search-engine/build';
import {FILES, markdownOf, type LoadedData, type PageData} from './data.js';

/**
 * search_docs: the site's own search engine (@energy-xrm/search-engine) over the site's own index
 * files, which the site build copies into the data folder (`search/`). So the server ranks as the
 * search box ranks, and its hits carry the same URLs. Data written without them (the site's
 * development server runs no post-build step) is indexed here, section by section, with the same
 * engine.
 */

export interface SearchHit {
  readonly title: string;
  readonly url: string;
  readonly markdownUrl: string;
  readonly snippet: string;
  readonly score: number;
}

export interface SearchResult {
  readonly hits: SearchHit[];
  /** A query that finds something, when this one found nothing. */
  readonly suggestion: string | null;
}

const SNIPPET_LENGTH = 280;
const INDEX_FILE = /^search-index-(.+)\.json$/;

/** The site's search files in the data folder, and the tags they index. */
function siteFiles(dir: string): {loader: Loader; tags: string[]} | null {
  if (!existsSync(dir)) return null;
  const tags = readdirSync(dir).flatMap((file) => INDEX_FILE.exec(file)?.[1] ?? []);
  if (tags.length === 0) return null;
  return {tags, loader: async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as unknown};
}

/**
 * Index files made here from the data's sections, for data that came without the site's; made on
 * the first search, since the sections of a service's reference are quoted from the service's file.
 */
function ownFiles(data: LoadedData): {loader: Loader; tags: string[]} {
  let files: ReadonlyMap<string, unknown> | undefined;
  const made = (): ReadonlyMap<string, unknown> => {
    const documents = data.sections.flatMap((section) => {
      const page = data.pages[section.page];
      if (!page) return [];
      const route = `${page.path}${section.anchor ? `#${section.anchor}` : ''}`;
      return [
        {
          title: section.heading,
          content: markdownOf(data, page).slice(section.start, section.end),
          parentCategories: section.heading === page.title ? '' : page.title,
          pageTitle: page.title,
          sectionTitle: section.heading,
          sectionRoute: route,
          type: 'docs' as const,
        },
      ];
    });
    return buildIndexFiles(new Map([['default', {documents}]]));
  };
  return {
    tags: ['default'],
    loader: (file) => {
      files ??= made();
      return Promise.resolve(files.get(file) ?? null);
    },
  };
}

export class DocsSearch {
  private readonly engine: SearchEngine;
  private readonly tags: readonly string[];
  private readonly pages: ReadonlyMap<string, {page: PageData; index: number}>;

  constructor(private readonly data: LoadedData) {
    const {loader, tags} = siteFiles(path.join(data.dir, FILES.search)) ?? ownFiles(data);
    this.engine = new SearchEngine(loader);
    this.tags = tags;
    this.pages = new Map(data.pages.map((page, index) => [page.path, {page, index}]));
  }

  async search(query: string, limit: number): Promise<SearchResult> {
    const {hits, suggestion} = await this.engine.search(this.tags, query, limit);
    return {hits: hits.map(({document, score, terms}) => this.hit(document, terms, score)), suggestion};
  }

  private hit(document: SearchDocument, terms: readonly string[], score: number): SearchHit {
    const [pagePath = '', anchor = ''] = document.sectionRoute.split('#');
    const found = this.pages.get(pagePath);
    const hash = anchor ? `#${anchor}` : '';
    const {pageTitle, sectionTitle} = document;
    const section = found && this.data.sections.find((item) => item.page === found.index && item.anchor === anchor);
    return {
      title: sectionTitle && sectionTitle !== pageTitle ? `${pageTitle} › ${sectionTitle}` : pageTitle,
      url: `${this.data.site.url}${document.sectionRoute}`,
      markdownUrl: found ? `${found.page.markdownUrl}${hash}` : `${this.data.site.url}${document.sectionRoute}`,
      snippet: found
        ? snippet(
            section ? markdownOf(this.data, found.page).slice(section.start, section.end) : found.page.summary,
            terms,
          )
        : '',
      score: Math.round(score * 100) / 100,
    };
  }
}

/** The words around the first of the reader's words, on one line. */
export function snippet(markdown: string, terms: readonly string[]): string {
  const text = markdown
    // The page header (title, canonical URL, description marker) and code fences say nothing.
    .replace(/^#{1,6} .*$|^Canonical URL: .*$|^> |^\s*(```|~~~).*$/gm, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const lower = text.toLowerCase();
  const at = Math.min(
    ...terms.map((term) => lower.indexOf(term.toLowerCase())).filter((index) => index >= 0),
    text.length,
  );
  const start = at === text.length || at < SNIPPET_LENGTH / 3 ? 0 : text.lastIndexOf(' ', at - SNIPPET_LENGTH / 3) + 1;
  const cut = text.slice(start, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${cut}${start + SNIPPET_LENGTH < text.length ? '…' : ''}`;
}
