import {floor, type LoadedIndex, type Loader, SearchFiles, termFiles} from './files.js';
import type {PartsManifest} from './format.js';
import {parseQuery, type ParsedQuery, type QueryWord} from './query.js';
import {byReader, byWords, CANDIDATES, distinct, POOL, priorWords, sectionsFirst, SHORT_QUERY} from './rank.js';
import {combine, score, type TermTable, type WeightedTerm} from './scoring.js';
import {MAX_WORD, suggestQuery, titleVocabulary} from './suggest.js';
import {allowedEdits, corrections} from './typo.js';
import {MAX_QUERY_LENGTH, MAX_RESULTS, type SearchDocument} from './types.js';

export interface SearchHit {
  readonly document: SearchDocument;
  readonly score: number;
  /** The reader's words, which the target page highlights. */
  readonly terms: string[];
}

export interface SearchAnswer {
  readonly hits: SearchHit[];
  /** A query that finds something when this one found nothing ("Did you mean …"). */
  readonly suggestion: string | null;
}

/** Weights of typo corrections: below every exact and prefix match of the reader's words. */
const TYPO_WEIGHT = [0.3, 0.3, 0.2] as const;

/**
 * The search of the site and of the MCP server: the same files, the same query parsing, the same
 * scores. The loader is what differs (fetch in the browser, the file system in Node).
 */
export class SearchEngine {
  private readonly files: SearchFiles;
  private vocabulary: {documents: number; words: Map<string, number>} | null = null;

  constructor(loader: Loader) {
    this.files = new SearchFiles(loader);
  }

  /** Starts reading the index files of the given tags, so that the first query does not wait for them. */
  async warmUp(tags: readonly string[]): Promise<void> {
    await Promise.all([...tags.map((tag) => this.files.index(tag)), this.files.synonyms()]);
  }

  /** The best documents for a query across the indexes of the given tags, at most `limit`. */
  async search(tags: readonly string[], query: string, limit = MAX_RESULTS, suggest = true): Promise<SearchAnswer> {
    const text = query.slice(0, MAX_QUERY_LENGTH);
    this.askTermFilesEarly(tags, text);
    const [synonyms, ...indexes] = await Promise.all([
      this.files.synonyms(),
      ...tags.map((tag) => this.files.index(tag)),
    ]);
    const loaded = indexes.filter((index): index is LoadedIndex => index !== null);
    // Compounds split into parts the guide indexes hold (the REST terms load only for the query's own words).
    const indexHas = (term: string) => loaded.some(({table}) => table.matchingTerms(term, false).length > 0);
    const parsed = parseQuery(text, synonyms, indexHas);
    if (parsed.words.length === 0 || loaded.length === 0) return {hits: [], suggestion: null};
    const ranges = termRanges(parsed);
    const tables = [...loaded.map(({table}) => table), ...(await this.partTables(loaded, ranges))];
    const unknown = parsed.words.filter((word) => !this.isKnown(word, parsed, tables));
    const typos = await this.typoTerms(unknown, loaded, tables);
    const statistics = combine([
      ...loaded.map((index) => index.statistics),
      ...loaded.flatMap(({parts}) => (parts ? [parts] : [])),
    ]);
    const scored = score([...parsed.terms, ...typos], tables, statistics);
    const words = priorWords(parsed.words, unknown, typos);
    const pageOf = (id: number) => pageKey(loaded, id);
    const own = (id: number) => ownDocument(loaded, id);
    const ranked = byWords(scored, parsed.groups, statistics.documentCount);
    const pool = byReader(ranked.slice(0, Math.max(POOL, limit)), own, words);
    const chosen = new Set(
      distinct(pool, pageOf)
        .slice(0, Math.max(CANDIDATES, limit))
        .map(({id}) => id),
    );
    const candidates = pool.filter(({id}) => chosen.has(id));
    const documents = await this.documentsOf(loaded, [...chosen]);
    // The prior of the REST documents, now loaded (the guides' was applied in the pool), then variety again.
    const rest = (id: number) => (own(id) ? undefined : documents.get(id));
    let best = distinct(byReader(candidates, rest, words), pageOf).slice(0, limit);
    if (parsed.words.length > SHORT_QUERY) {
      // A question: each page's overview shows its best section (whose document may still have to load).
      const isOverview = (id: number) => documents.get(id)?.sectionRoute.includes('#') === false;
      best = sectionsFirst(best, ranked, pageOf, isOverview);
      const shown = await this.documentsOf(
        loaded,
        best.map(({id}) => id).filter((id) => !documents.has(id)),
      );
      for (const [id, document] of shown) documents.set(id, document);
    }
    const hits = best.flatMap(({id, score}) => {
      const document = documents.get(id);
      return document ? [{document, score, terms: parsed.highlight}] : [];
    });
    if (hits.length > 0 || !suggest) return {hits, suggestion: null};
    return {hits, suggestion: await this.suggestion(text, unknown, loaded, tags)};
  }

  /**
   * Asks for the REST term files of the reader's own words (and their stems) as soon as the index
   * file listing them has loaded, while the other index files are still being read and parsed: on
   * a first search over a slow network they came one round trip after everything else.
   * `partTables` later takes the same reads; the synonyms' terms, which need the synonyms file,
   * still load there.
   */
  private askTermFilesEarly(tags: readonly string[], text: string): void {
    const ranges = termRanges(parseQuery(text));
    if (ranges.length === 0) return;
    for (const tag of tags) {
      void this.files.index(tag).then((index) => {
        const parts = index?.parts;
        if (parts) for (const file of termFiles(parts, ranges)) void this.files.terms(parts, file);
      });
    }
  }

  /** True when the index holds the word, a word it begins, or its German stem. */
  private isKnown(word: QueryWord, parsed: ParsedQuery, tables: readonly TermTable[]): boolean {
    return parsed.terms.some(
      (term) =>
        term.groups.length === 1 &&
        term.groups[0] === word.group &&
        tables.some((table) => table.matchingTerms(term.term, term.prefix).length > 0),
    );
  }

  /** The REST term files that hold the given term ranges (a file that fails counts as empty). */
  private async partTables(loaded: readonly LoadedIndex[], ranges: readonly [string, string][]): Promise<TermTable[]> {
    const tables = await Promise.all(
      loaded.flatMap(({parts}) => (parts ? termFiles(parts, ranges).map((file) => this.files.terms(parts, file)) : [])),
    );
    return tables.filter((table) => table !== null);
  }

  /**
   * Corrections of the words the index does not know, within their allowed edits. Candidates
   * share the word's first two letters (a slip there is rare, and the REST term files of that
   * range are few), so the cost is bounded however large the index grows.
   */
  private async typoTerms(
    words: readonly QueryWord[],
    loaded: readonly LoadedIndex[],
    tables: TermTable[],
  ): Promise<WeightedTerm[]> {
    const eligible = words.filter(({word}) => allowedEdits(word.length) > 0 && word.length <= MAX_WORD);
    if (eligible.length === 0) return [];
    const starts = eligible.map(({word}) => word.slice(0, 2));
    const more = await this.partTables(
      loaded,
      starts.map((start) => [start, `${start}\uffff`]),
    );
    const all = [...new Set([...tables, ...more])];
    tables.push(...more.filter((table) => !tables.includes(table)));
    return eligible.flatMap(({word, group}, i) => {
      const candidates = new Set(all.flatMap((table) => [...table.termsStartingWith(starts[i] ?? '', 4000)]));
      return corrections(word, candidates).map(({term, edits}) => ({
        term,
        weight: TYPO_WEIGHT[edits] ?? 0.2,
        prefix: false,
        groups: [group],
      }));
    });
  }

  /** "Did you mean": the unknown words replaced from the titles, kept only if it finds something. */
  private async suggestion(
    text: string,
    unknown: readonly QueryWord[],
    loaded: readonly LoadedIndex[],
    tags: readonly string[],
  ): Promise<string | null> {
    const documents = loaded.flatMap(({documents}) => [...documents.values()]);
    if (this.vocabulary?.documents !== documents.length) {
      this.vocabulary = {documents: documents.length, words: titleVocabulary(documents)};
    }
    const suggestion = suggestQuery(text, new Set(unknown.map(({word}) => word)), this.vocabulary.words);
    if (suggestion === null) return null;
    const {hits} = await this.search(tags, suggestion, 1, false);
    return hits.length > 0 ? suggestion : null;
  }

  /** What the hits show: from the index files, and from the part files of the hits that are in parts. */
  private async documentsOf(
    loaded: readonly LoadedIndex[],
    ids: readonly number[],
  ): Promise<Map<number, SearchDocument>> {
    const found = new Map<number, SearchDocument>();
    const needed = new Map<string, {parts: PartsManifest; name: string}>();
    for (const id of ids) {
      const own = ownDocument(loaded, id);
      if (own) found.set(id, own);
      for (const {parts} of loaded) {
        const first = parts?.documentFiles[0]?.[0];
        if (!parts || own || first === undefined || id < first || id >= first + parts.documentCount) continue;
        const name = parts.documentFiles[floor(parts.documentFiles, ([start]) => start, id)]?.[1];
        if (name) needed.set(`${parts.folder}/${name}`, {parts, name});
      }
    }
    const files = await Promise.all([...needed.values()].map(({parts, name}) => this.files.partDocuments(parts, name)));
    for (const file of files) {
      for (const id of ids) {
        const document = file?.get(id);
        if (document) found.set(id, document);
      }
    }
    return found;
  }
}

/** The index term ranges a query reads: an exact term, or every term a prefix begins. */
const termRanges = ({terms}: ParsedQuery): [string, string][] =>
  terms.map(({term, prefix}) => [term, prefix ? `${term}\uffff` : term]);

/**
 * The page a document belongs to, before its document has loaded: its route's path when its
 * index file holds it, else its REST service (one documents file per service, one page each).
 */
function pageKey(loaded: readonly LoadedIndex[], id: number): string {
  const own = ownDocument(loaded, id);
  if (own) return own.sectionRoute.split('#')[0] ?? own.sectionRoute;
  for (const {parts} of loaded) {
    if (!parts) continue;
    return `${parts.folder}/${parts.documentFiles[floor(parts.documentFiles, ([start]) => start, id)]?.[1] ?? ''}`;
  }
  return String(id);
}

/** A document of an index file (guides, apps, GraphQL, blog), or undefined for one in parts (REST). */
const ownDocument = (loaded: readonly LoadedIndex[], id: number): SearchDocument | undefined =>
  loaded.find((index) => index.documents.has(id))?.documents.get(id);
