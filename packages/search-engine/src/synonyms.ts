import {germanStem} from './stem.js';
import {normalize, processTerm, tokenize} from './text.js';

/**
 * Synonyms are content (plugins/search/synonyms.yaml): each entry names the platform's words and
 * the words readers use for the same thing. The build writes them, as index terms, to
 * `search-synonyms.json` beside the index files; a query containing a reader's phrase also
 * searches the platform's words, with a lower weight. Applied at query time so the index files
 * keep their contract and a change of the list needs no new index.
 */

/** One entry as the file stores it: reader phrases as index terms, and the platform's terms. */
export interface SynonymEntry {
  /** Each phrase as its words, in order: index terms, and stop words as typed (`["who", "chang"]`). */
  readonly phrases: readonly (readonly string[])[];
  /**
   * Each phrase's words as German stems (inflected German words then meet), computed by the build:
   * stemming some 1,500 phrases cost the reader's first search tens of milliseconds. Empty where
   * every stem is the word itself (most English phrases), which keeps the file small.
   */
  readonly german: readonly (readonly string[])[];
  /**
   * What is searched instead: alternatives, each the index terms a page must hold together
   * (`[["rate", "limit"], ["429"]]`: a page saying "limit" alone does not answer "throttling").
   */
  readonly alternatives: readonly (readonly string[])[];
}

export interface SynonymsFile {
  readonly format: 'site-synonyms-2';
  readonly entries: readonly SynonymEntry[];
}

/**
 * An entry as written in the YAML: words, not terms. In `term`, a comma separates alternatives
 * and the words of one alternative count only together (`rate limit, 429`).
 */
export interface SynonymSource {
  readonly term: string;
  readonly readers: readonly string[];
  readonly reason: string;
}

const termsOf = (text: string): string[] =>
  tokenize(text).flatMap((word) => {
    const term = processTerm(word);
    return term ? [term] : [];
  });

/**
 * A word of a reader's phrase or of a query, as phrases compare it: its index term, or the word
 * itself when the index drops it (a stop word). Without its stop words, "who changed" was
 * "changed", and every question about a change searched the audit logs.
 */
export const phraseWord = (word: string): string => processTerm(word) ?? normalize(word);

const phraseOf = (text: string): string[] => tokenize(text).map(phraseWord).filter(Boolean);

/** The file's body for the entries of the YAML (the build's step). */
export function compileSynonyms(sources: readonly SynonymSource[]): SynonymsFile {
  return {
    format: 'site-synonyms-2',
    entries: sources.flatMap(({term, readers}) => {
      const alternatives = term
        .split(',')
        .map((alternative) => [...new Set(termsOf(alternative))])
        .filter((terms) => terms.length > 0);
      const phrases = readers.map(phraseOf).filter((phrase) => phrase.length > 0);
      const german = phrases.map((phrase) => {
        const stems = phrase.map((term) => germanStem(term));
        return stems.every((stem, index) => stem === phrase[index]) ? [] : stems;
      });
      return alternatives.length > 0 && phrases.length > 0 ? [{phrases, german, alternatives}] : [];
    }),
  };
}

export function isSynonymsFile(value: unknown): value is SynonymsFile {
  const file = value as Partial<SynonymsFile> | null;
  const words = (list: unknown) =>
    Array.isArray(list) &&
    list.every((item: unknown) => Array.isArray(item) && item.every((word) => typeof word === 'string'));
  return (
    file?.format === 'site-synonyms-2' &&
    Array.isArray(file.entries) &&
    file.entries.every(
      (entry) =>
        words(entry?.alternatives) &&
        words(entry.phrases) &&
        words(entry.german) &&
        entry.german.length === entry.phrases.length,
    )
  );
}

/** Where a reader's phrase occurs in a query: its first word's position, its length in words, its entry. */
export interface SynonymMatch {
  readonly start: number;
  readonly length: number;
  /** The entry's position in the file: alternatives of one entry found twice are one key. */
  readonly entry: number;
  readonly alternatives: readonly (readonly string[])[];
}

/**
 * A word of the query (content, filler or stop word) as synonyms compare it: its phrase word
 * (`phraseWord`), its German stem, and its stem as a German verb.
 */
export interface SynonymWord {
  readonly term: string;
  readonly german: string;
  readonly verb?: string;
}

/**
 * A phrase's German stems, or the phrase's own terms where the build left them out (every stem
 * equal to its word, which keeps the file small).
 */
export function germanStemsOf(entry: SynonymEntry, index: number): readonly string[] {
  const stems = entry.german[index];
  return stems?.length ? stems : (entry.phrases[index] ?? []);
}

/** A phrase of the file by its position: entry, then phrase within the entry. */
type PhraseAt = readonly [entry: number, phrase: number];

/**
 * The phrases by the words that can begin a match (their first index term and their first German
 * stem), built once per file: each query word then looks up the few phrases it can begin instead
 * of every phrase of the file being tried at every word (some 1,500 phrases, on every keystroke).
 */
const phraseStarts = new WeakMap<SynonymsFile, Map<string, PhraseAt[]>>();

function startsOf(file: SynonymsFile): Map<string, PhraseAt[]> {
  let starts = phraseStarts.get(file);
  if (!starts) {
    const built = new Map<string, PhraseAt[]>();
    file.entries.forEach((synonym, entry) =>
      synonym.phrases.forEach((phrase, index) => {
        // One tuple under both keys, so a word that meets a phrase by term and by stem finds it once.
        const at: PhraseAt = [entry, index];
        for (const key of new Set([phrase[0], germanStemsOf(synonym, index)[0]])) {
          if (key === undefined) continue;
          const list = built.get(key) ?? [];
          list.push(at);
          built.set(key, list);
        }
      }),
    );
    phraseStarts.set(file, built);
    starts = built;
  }
  return starts;
}

/** True when the query word stands for the phrase's word: the same index term, or the same German stem. */
function wordMatches(word: SynonymWord | undefined, term: string, stem: string | undefined): boolean {
  return (
    word !== undefined &&
    (word.term === term || (term.length >= 4 && word.term.length >= 4 && (word.german === stem || word.verb === stem)))
  );
}

/**
 * The entries whose reader phrases occur in the query's words, in order, stop words included (the
 * query's words are all it typed, not only its content words). A word matches a phrase's
 * word by its index term or, when both are four letters or more, by its German stem (`kündigen`
 * meets `Kündigung`, `widerruft` meets `Widerruf`). A shorter query word is usually a word still being typed, and German stems
 * of English words lose their last letter (`rate` → `rat`): `rat` must not mean a price.
 * Matches come in the file's order (entry, phrase), then by position in the query.
 */
export function matchSynonyms(words: readonly SynonymWord[], file: SynonymsFile | null): SynonymMatch[] {
  if (!file) return [];
  const starts = startsOf(file);
  const found: (readonly [entry: number, phrase: number, start: number, length: number])[] = [];
  words.forEach((word, start) => {
    const candidates = new Set(
      [word.term, word.german, word.verb].flatMap((key) => (key ? (starts.get(key) ?? []) : [])),
    );
    for (const [entry, index] of candidates) {
      const synonym = file.entries[entry];
      const phrase = synonym?.phrases[index];
      if (!synonym || !phrase || start + phrase.length > words.length) continue;
      const stems = germanStemsOf(synonym, index);
      if (phrase.every((term, i) => wordMatches(words[start + i], term, stems[i])))
        found.push([entry, index, start, phrase.length]);
    }
  });
  return found
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2])
    .map(([entry, , start, length]) => ({start, length, entry, alternatives: file.entries[entry]?.alternatives ?? []}));
}
