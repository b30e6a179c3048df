import type {TermEntry} from './format.js';
import {BOOSTS, SEARCH_FIELDS} from './types.js';

/**
 * Scoring over the compact index files, computed as MiniSearch 7.2 computes it (BM25+ with
 * k 1.2, b 0.7, d 0.5; a trailing-wildcard match weighs 0.375 scaled by how much longer the
 * matched term is; OR sums the terms' scores, times the number of terms matched), with two
 * additions: each query term has a weight (a synonym, a German stem or a typo correction counts
 * less than the reader's own word) and belongs to the reader's words it stands for (its groups),
 * and the final factor counts the reader's words matched, not the terms. Written here rather than done by MiniSearch because
 * MiniSearch can only search one index it built or loaded whole: it cannot merge the per-tag
 * files, nor score documents whose postings arrive in parts, and rebuilding its tree from all
 * files cost the first query most of its time. tests/unit/search-ranking.test.ts checks the
 * scores against MiniSearch's over one index of all documents.
 */

const K = 1.2;
const B = 0.7;
const D = 0.5;
const PREFIX_WEIGHT = 0.375;
/**
 * At most this many index terms per query term: the exact term and the shortest it starts. Beyond
 * MiniSearch, which expands a prefix to every term; only prefixes of two or three letters reach it.
 */
export const MAX_EXPANSIONS = 40;

export interface Posting {
  readonly id: number;
  readonly frequency: number;
  readonly length: number;
}

/** Document count and average field lengths of everything searched together. */
export interface Statistics {
  readonly documentCount: number;
  readonly averageFieldLength: readonly number[];
}

/** Statistics of several sets of documents as one. */
export function combine(parts: readonly Statistics[]): Statistics {
  const documentCount = parts.reduce((sum, part) => sum + part.documentCount, 0);
  return {
    documentCount,
    averageFieldLength: SEARCH_FIELDS.map((_, field) =>
      documentCount === 0
        ? 0
        : parts.reduce((sum, part) => sum + (part.averageFieldLength[field] ?? 0) * part.documentCount, 0) /
          documentCount,
    ),
  };
}

/**
 * Sorted term entries, decoded a term at a time when a query first needs it. `lengthOf` gives a
 * document's field length when the postings do not carry it (an index file rather than a part).
 */
export class TermTable {
  private readonly decoded = new Map<string, Posting[][]>();
  private readonly positions = new Map<string, number>();

  constructor(
    private readonly entries: readonly TermEntry[],
    private readonly lengthOf: (id: number, field: number) => number = () => 0,
    private readonly firstId = 0,
  ) {}

  /** The position of the first term not below the given one. */
  private lowerBound(term: string): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.entries[middle]?.[0] ?? '') < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The terms starting with `start`, in order, at most `limit` of them (the candidates of a typo). */
  *termsStartingWith(start: string, limit: number): Generator<string> {
    const end = Math.min(this.entries.length, this.lowerBound(start) + limit);
    for (let i = this.lowerBound(start); i < end; i += 1) {
      const term = this.entries[i]?.[0];
      if (term === undefined || !term.startsWith(start)) return;
      yield term;
    }
  }

  /** The terms equal to the term and, with `prefix`, those starting with it. */
  matchingTerms(term: string, prefix: boolean): string[] {
    const low = this.lowerBound(term);
    const terms: string[] = [];
    for (let i = low; i < this.entries.length; i += 1) {
      const entry = this.entries[i];
      if (!entry || !(entry[0] === term || (prefix && entry[0].startsWith(term)))) break;
      terms.push(entry[0]);
      this.positions.set(entry[0], i);
    }
    return terms;
  }

  /** A term's postings per field (after matchingTerms found it). */
  postingsOf(term: string): Posting[][] | undefined {
    const entry = this.entries[this.positions.get(term) ?? -1];
    return entry?.[0] === term ? this.postings(entry) : undefined;
  }

  private postings(entry: TermEntry): Posting[][] {
    const [term, ...fields] = entry;
    let byField = this.decoded.get(term);
    if (!byField) {
      byField = SEARCH_FIELDS.map(() => []);
      for (const postings of fields) {
        const field = Number(postings[0]);
        const list: Posting[] = [];
        let id = this.firstId;
        for (const item of postings.slice(1).split(',')) {
          const [counted = '', length] = item.split(':');
          const [distance = '0', frequency] = counted.split('.');
          id += parseInt(distance, 36);
          list.push({
            id,
            frequency: frequency ? parseInt(frequency, 36) : 1,
            length: length === undefined ? this.lengthOf(id, field) : parseInt(length, 36),
          });
        }
        byField[field] = list;
      }
      this.decoded.set(term, byField);
    }
    return byField;
  }
}

export interface Scored {
  score: number;
  /** The reader's words (groups) the document matched. */
  readonly groups: Set<number>;
}

/** A term to search: the index term, its weight, whether it also matches as a prefix, and the reader's words it stands for. */
export interface WeightedTerm {
  readonly term: string;
  readonly weight: number;
  readonly prefix: boolean;
  readonly groups: readonly number[];
  /** A word of a synonym's phrase: it counts only in documents holding all `size` terms of `key`. */
  readonly together?: Together;
}

export interface Together {
  readonly key: string;
  readonly size: number;
}

function add(results: Map<number, Scored>, id: number, value: number, groups: Iterable<number>): void {
  const result = results.get(id) ?? {score: 0, groups: new Set<number>()};
  result.score += value;
  for (const group of groups) result.groups.add(group);
  results.set(id, result);
}

/**
 * The words of synonym phrases each document holds: a phrase answers the reader's words only in a
 * document holding all of its words ("rate limit" for "throttling"; a page saying "limit" alone
 * does not answer it), and then with the sum of its words' scores.
 */
class Phrases {
  private readonly found = new Map<
    string,
    {id: number; size: number; groups: readonly number[]; words: Set<string>; score: number}
  >();

  add(id: number, {key, size}: Together, groups: readonly number[], word: string, value: number): void {
    const at = `${id}|${key}|${groups.join(',')}`;
    const entry = this.found.get(at) ?? {id, size, groups, words: new Set<string>(), score: 0};
    entry.words.add(word);
    entry.score += value;
    this.found.set(at, entry);
  }

  *complete(): Generator<{id: number; score: number; groups: readonly number[]}> {
    for (const {id, size, groups, words, score} of this.found.values())
      if (words.size >= size) yield {id, score, groups};
  }
}

/** The weight of an index term matched by a query term it begins (MiniSearch's prefix weight). */
function matchWeight(query: string, matched: string): number {
  const distance = matched.length - query.length;
  return distance === 0 ? 1 : (PREFIX_WEIGHT * matched.length) / (matched.length + 0.3 * distance);
}

/** The BM25+ score of each document matching any of the terms, over all tables at once. */
export function score(
  terms: readonly WeightedTerm[],
  tables: readonly TermTable[],
  statistics: Statistics,
): Map<number, Scored> {
  // Each index term counts once per reader's word (and phrase), at the best weight any of its query terms gives it.
  const best = new Map<string, {matched: string; weight: number; groups: readonly number[]; together?: Together}>();
  for (const {term, weight, prefix, groups, together} of terms) {
    // A short prefix can match hundreds of terms: the shortest (the heaviest) count, which bounds the work.
    const matches = [...new Set(tables.flatMap((table) => table.matchingTerms(term, prefix)))]
      .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
      .slice(0, MAX_EXPANSIONS);
    for (const matched of matches) {
      const key = `${together?.key ?? ''}|${groups.join(',')}|${matched}`;
      const value = weight * matchWeight(term, matched);
      if ((best.get(key)?.weight ?? 0) < value)
        best.set(key, {matched, weight: value, groups, ...(together && {together})});
    }
  }
  const results = new Map<number, Scored>();
  const phrases = new Phrases();
  const boosts = SEARCH_FIELDS.map((field) => BOOSTS[field]);
  for (const {matched, weight, groups, together} of best.values()) {
    // The term's postings in every table, so its document frequency counts all documents.
    const byField: Posting[][] = SEARCH_FIELDS.map(() => []);
    for (const table of tables)
      table.postingsOf(matched)?.forEach((postings, field) => byField[field]?.push(...postings));
    byField.forEach((postings, field) => {
      const boost = boosts[field] ?? 1;
      const averageLength = statistics.averageFieldLength[field] ?? 1;
      const count = postings.length;
      const inverse = Math.log(1 + (statistics.documentCount - count + 0.5) / (count + 0.5));
      for (const {id, frequency, length} of postings) {
        const raw = inverse * (D + (frequency * (K + 1)) / (frequency + K * (1 - B + (B * length) / averageLength)));
        if (together) phrases.add(id, together, groups, matched, weight * boost * raw);
        else add(results, id, weight * boost * raw, groups);
      }
    });
  }
  for (const {id, score: phraseScore, groups} of phrases.complete()) add(results, id, phraseScore, groups);
  // MiniSearch multiplies a document's sum by the number of query terms it matched.
  for (const result of results.values()) result.score *= result.groups.size;
  return results;
}
