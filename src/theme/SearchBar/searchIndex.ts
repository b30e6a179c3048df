import {
  type CompactIndex,
  isCompactIndex,
  isTermEntries,
  type PartsManifest,
} from '../../../plugins/search/compactIndex';
import {processTerm, queryTerms, tokenize} from '../../../plugins/search/text';
import {MAX_QUERY_LENGTH, MAX_RESULTS, type SearchDocument, indexFileName} from '../../../plugins/search/types';
import {combine, score, type Statistics, TermTable} from './scoring';

export interface SearchHit {
  readonly document: SearchDocument;
  readonly score: number;
  readonly terms: string[];
}

/** Query words beyond this count add cost but no precision; the rest of a long input is ignored. */
const MAX_TERMS = 12;
/** Trailing-wildcard matching starts at this many characters: one letter would match most of the index. */
const MIN_PREFIX = 2;
const prefixOk = (term: string) => term.length >= MIN_PREFIX;

interface LoadedIndex {
  readonly documents: Map<number, SearchDocument>;
  readonly table: TermTable;
  readonly statistics: Statistics;
  readonly parts?: PartsManifest;
}

/**
 * Search files by path, kept for the whole visit (module state survives client-side navigation).
 * A request in flight is shared by every query that needs it; a failed or malformed file counts
 * as empty for that query and is dropped from the cache, so the next query tries again.
 */
const loads = new Map<string, Promise<unknown>>();

function load<T>(url: string, read: (body: unknown) => T | null): Promise<T | null> {
  let pending = loads.get(url) as Promise<T | null> | undefined;
  if (!pending) {
    pending = fetch(url)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => read(body))
      .catch(() => null)
      .then((value) => {
        if (value === null) loads.delete(url);
        return value;
      });
    loads.set(url, pending);
  }
  return pending;
}

function readDocuments(value: unknown): Map<number, SearchDocument> | null {
  if (!Array.isArray(value)) return null;
  const documents = value as Partial<SearchDocument>[];
  if (!documents.every((document) => typeof document?.sectionRoute === 'string' && Number.isInteger(document.id))) {
    return null;
  }
  return new Map((documents as SearchDocument[]).map((document) => [document.id, document]));
}

function readIndexFile(value: unknown): LoadedIndex | null {
  const body = value as {documents?: unknown; index?: unknown} | null;
  const documents = readDocuments(body?.documents);
  if (!documents || !isCompactIndex(body?.index)) return null;
  const index: CompactIndex = body.index;
  return {
    documents,
    table: new TermTable(
      index.terms,
      (id, field) => index.fieldLength[id - index.firstId]?.[field] ?? 0,
      index.firstId,
    ),
    statistics: index,
    parts: index.parts,
  };
}

const loadIndex = (baseUrl: string, tag: string) => load(`${baseUrl}${indexFileName(tag)}`, readIndexFile);

const loadTerms = (baseUrl: string, parts: PartsManifest, file: number) =>
  load(`${baseUrl}${parts.folder}/terms-${file}.json`, (body) => {
    const terms = (body as {terms?: unknown} | null)?.terms;
    return isTermEntries(terms) ? new TermTable(terms) : null;
  });

const loadPartDocuments = (baseUrl: string, parts: PartsManifest, name: string) =>
  load(`${baseUrl}${parts.folder}/${name}.json`, (body) => readDocuments((body as {documents?: unknown})?.documents));

/** The last position in a sorted list whose key is at most the value (0 when none is). */
function floor<T>(sorted: readonly T[], key: (item: T) => number | string, value: number | string): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (key(sorted[middle] as T) <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The term files holding the given terms (and, for a trailing wildcard, every term they start). */
function termFiles(parts: PartsManifest, terms: readonly string[]): number[] {
  const files = new Set<number>();
  for (const term of terms) {
    const first = floor(parts.termFiles, (start) => start, term);
    const last = prefixOk(term) ? floor(parts.termFiles, (start) => start, `${term}\uffff`) : first;
    for (let file = first; file <= last; file += 1) files.add(file);
  }
  return [...files];
}

/**
 * Starts loading the index files of the given tags, so that the first query does not wait for
 * them (called on intent and when the dialog opens: the reader is about to type).
 */
export async function warmUp(baseUrl: string, tags: readonly string[]): Promise<void> {
  await Promise.all(tags.map((tag) => loadIndex(baseUrl, tag)));
}

/** The best documents for a query across the indexes of the given tags, at most 8. */
export async function search(baseUrl: string, tags: readonly string[], query: string): Promise<SearchHit[]> {
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const terms = queryTerms(text).slice(0, MAX_TERMS);
  const loaded = (await Promise.all(tags.map((tag) => loadIndex(baseUrl, tag)))).filter(
    (index): index is LoadedIndex => index !== null,
  );
  if (terms.length === 0 || loaded.length === 0) return [];
  // The parts (REST reference) that hold the query's terms; a file that fails counts as empty.
  const partTables = await Promise.all(
    loaded.flatMap(({parts}) => (parts ? termFiles(parts, terms).map((file) => loadTerms(baseUrl, parts, file)) : [])),
  );
  const tables = [...loaded.map(({table}) => table), ...partTables.filter((table) => table !== null)];
  const statistics = combine([
    ...loaded.map((index) => index.statistics),
    ...loaded.flatMap(({parts}) => (parts ? [parts] : [])),
  ]);
  const best = [...score(terms, tables, statistics, prefixOk)]
    // Coordination, as in Lucene's classic scoring: a document that answers every word of the
    // question beats one that answers some of them very well.
    .map(([id, scored]) => ({id, score: scored.score * (scored.terms.size / terms.length) ** 2}))
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_RESULTS);
  const documents = await documentsOf(
    baseUrl,
    loaded,
    best.map(({id}) => id),
  );
  // The reader's own words are what the target page highlights (an index term is a stem).
  const words = [...new Set(tokenize(text).filter((word) => processTerm(word) !== null))].slice(0, MAX_TERMS);
  return best.flatMap(({id, score}) => {
    const document = documents.get(id);
    return document ? [{document, score, terms: words}] : [];
  });
}

/** What the hits show: from the index files, and from the part files of the hits that are in parts. */
async function documentsOf(
  baseUrl: string,
  loaded: readonly LoadedIndex[],
  ids: readonly number[],
): Promise<Map<number, SearchDocument>> {
  const found = new Map<number, SearchDocument>();
  const needed = new Map<string, {parts: PartsManifest; name: string}>();
  for (const id of ids) {
    const own = loaded.find((index) => index.documents.has(id))?.documents.get(id);
    if (own) found.set(id, own);
    for (const {parts} of loaded) {
      const first = parts?.documentFiles[0]?.[0];
      if (!parts || own || first === undefined || id < first || id >= first + parts.documentCount) continue;
      const name = parts.documentFiles[floor(parts.documentFiles, ([first]) => first, id)]?.[1];
      if (name) needed.set(`${parts.folder}/${name}`, {parts, name});
    }
  }
  const files = await Promise.all([...needed.values()].map(({parts, name}) => loadPartDocuments(baseUrl, parts, name)));
  for (const file of files) {
    for (const id of ids) {
      const document = file?.get(id);
      if (document) found.set(id, document);
    }
  }
  return found;
}
