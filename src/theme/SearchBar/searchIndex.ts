import {type SearchAnswer, SearchEngine} from '@energy-xrm/search-engine';
import {takePrefetched} from './prefetchIndexes';

export type {SearchAnswer, SearchHit} from '@energy-xrm/search-engine';

/**
 * The browser's side of the search engine the MCP server shares: its files come over HTTP from
 * the site's base URL. One engine per base URL, kept for the whole visit (module state survives
 * client-side navigation), so every file is downloaded once.
 */
const engines = new Map<string, SearchEngine>();

function engineFor(baseUrl: string): SearchEngine {
  let engine = engines.get(baseUrl);
  if (!engine) {
    engine = new SearchEngine(async (file) => {
      const url = `${baseUrl}${file}`;
      const response = await (takePrefetched(url) ?? fetch(url));
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      return (await response.json()) as unknown;
    });
    engines.set(baseUrl, engine);
  }
  return engine;
}

/**
 * Starts loading the index files of the given tags, so that the first query does not wait for
 * them (called on intent and when the dialog opens: the reader is about to type).
 */
export function warmUp(baseUrl: string, tags: readonly string[]): Promise<void> {
  return engineFor(baseUrl).warmUp(tags);
}

/** The best documents for a query across the indexes of the given tags (at most 8), or a suggestion. */
export function search(baseUrl: string, tags: readonly string[], query: string): Promise<SearchAnswer> {
  return engineFor(baseUrl).search(tags, query);
}
