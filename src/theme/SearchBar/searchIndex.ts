import MiniSearch from 'minisearch';
import {indexOptions} from '../../../plugins/search/buildIndex';
import {type CompactIndex, isCompactIndex, mergeCompactIndexes} from '../../../plugins/search/compactIndex';
import {processTerm, queryTerms, tokenize} from '../../../plugins/search/text';
import {BOOSTS, MAX_QUERY_LENGTH, MAX_RESULTS, type SearchDocument, indexFileName} from '../../../plugins/search/types';

export interface SearchHit {
  readonly document: SearchDocument;
  readonly score: number;
  readonly terms: string[];
}

interface LoadedIndex {
  readonly documents: SearchDocument[];
  readonly index: CompactIndex;
}

/**
 * Index files by tag, kept for the whole visit (module state survives client-side navigation).
 * A request in flight is shared by every query that needs it; a failed or malformed file counts
 * as empty for that query and is dropped from the cache, so the next query tries again.
 */
const loads = new Map<string, Promise<LoadedIndex | null>>();

function isIndexFile(value: unknown): value is LoadedIndex {
  const body = value as Partial<LoadedIndex> | null;
  return (
    Array.isArray(body?.documents) &&
    body.documents.every((document) => typeof document?.sectionRoute === 'string' && Number.isInteger(document.id)) &&
    isCompactIndex(body.index)
  );
}

function load(baseUrl: string, tag: string): Promise<LoadedIndex | null> {
  let pending = loads.get(tag);
  if (!pending) {
    pending = fetch(`${baseUrl}${indexFileName(tag)}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => (isIndexFile(body) ? body : null))
      .catch(() => null)
      .then((body) => {
        if (body === null) loads.delete(tag);
        return body;
      });
    loads.set(tag, pending);
  }
  return pending;
}

/** One engine over every loaded index, so all documents are scored against the same statistics. */
let engine: {key: string; search: MiniSearch; documents: Map<number, SearchDocument>} | null = null;

function engineFor(tags: readonly string[], [first, ...rest]: readonly [LoadedIndex, ...LoadedIndex[]]) {
  const key = tags.join(' ');
  if (engine?.key !== key) {
    const indexes = [first, ...rest];
    const documents = new Map(indexes.flatMap((loaded) => loaded.documents.map((document) => [document.id, document])));
    const merged = mergeCompactIndexes(indexes.map((loaded) => loaded.index));
    engine = {key, search: MiniSearch.loadJS(merged, indexOptions), documents};
  }
  return engine;
}

/** Query words beyond this count add cost but no precision; the rest of a long input is ignored. */
const MAX_TERMS = 12;
/** Trailing-wildcard matching starts at this many characters: one letter would match most of the index. */
const MIN_PREFIX = 2;

/**
 * Starts loading the indexes of the given tags and builds the engine, so that the first query
 * does not wait for them (called when the dialog opens: the reader is about to type).
 */
export async function warmUp(baseUrl: string, tags: readonly string[]): Promise<void> {
  const loaded = await Promise.all(tags.map((tag) => load(baseUrl, tag)));
  const [first, ...rest] = loaded.filter((index): index is LoadedIndex => index !== null);
  if (first)
    engineFor(
      tags.filter((_, i) => loaded[i] !== null),
      [first, ...rest],
    );
}

/** The best documents for a query across the indexes of the given tags, at most 8. */
export async function search(baseUrl: string, tags: readonly string[], query: string): Promise<SearchHit[]> {
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const terms = queryTerms(text).slice(0, MAX_TERMS);
  const loaded = await Promise.all(tags.map((tag) => load(baseUrl, tag)));
  const present = tags.filter((_, i) => loaded[i] !== null);
  const [first, ...rest] = loaded.filter((index): index is LoadedIndex => index !== null);
  if (terms.length === 0 || !first) return [];
  const {search: engineSearch, documents} = engineFor(present, [first, ...rest]);
  // The reader's own words are what the target page highlights (an index term is a stem).
  const words = [...new Set(tokenize(text).filter((word) => processTerm(word) !== null))].slice(0, MAX_TERMS);
  const scored = engineSearch
    .search(terms.join(' '), {
      boost: BOOSTS,
      combineWith: 'OR',
      // Exact plus trailing-wildcard matching (specification, section 5). The query is already
      // made of index terms, so it is not processed again.
      prefix: (term) => term.length >= MIN_PREFIX,
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
    })
    // Coordination, as in Lucene's classic scoring: a document that answers every word of the
    // question beats one that answers some of them very well.
    .map((result) => ({result, score: result.score * (result.queryTerms.length / terms.length) ** 2}))
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_RESULTS);
  return scored.flatMap(({result, score}) => {
    const document = documents.get(Number(result.id));
    return document ? [{document, score, terms: words}] : [];
  });
}
