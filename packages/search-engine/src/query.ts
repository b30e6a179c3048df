import type {WeightedTerm} from './scoring.js';
import {knownPart, readerWord, splitCompound} from './compound.js';
import {englishCognate, germanStem, germanVerbStem} from './stem.js';
import {matchSynonyms, phraseWord, type SynonymMatch, type SynonymsFile} from './synonyms.js';
import {isFiller, normalize, processTerm, tokenize} from './text.js';

/** Query words beyond this count add cost but no precision; the rest of a long input is ignored. */
export const MAX_WORDS = 12;
/** Trailing-wildcard matching starts at this many characters: one letter would match most of the index. */
export const MIN_PREFIX = 2;

/**
 * Weights of what a query searches besides the reader's own words. A German stem is nearly the
 * word itself; a synonym is a guess at what the reader means, so a page using the reader's own
 * word stays ahead (at 0.9, a one-word synonym such as "allowed" for permissions outweighed the
 * rest of a question); filler words only break ties.
 */
export const WEIGHTS = {word: 1, german: 0.8, part: 0.7, synonym: 0.75, filler: 0.15} as const;

/** One of the reader's words that carries content: its index term and its normalized form. */
export interface QueryWord {
  readonly word: string;
  readonly term: string;
  readonly group: number;
}

export interface ParsedQuery {
  /** What to search, each term with the reader's words (groups) it stands for. */
  readonly terms: WeightedTerm[];
  /** The content words, in order (typo matching starts from these). */
  readonly words: QueryWord[];
  /** How many of the reader's words carry content: the measure of how much a document answers. */
  readonly groups: number;
  /** The reader's words as typed, for highlighting on the target page. */
  readonly highlight: string[];
}

/**
 * The query as the engine searches it. Stop words go; filler words ("want", "please") stay with a
 * small weight outside the count of the reader's words; each content word searches its English
 * stem and, when it differs, its German stem, both with a trailing wildcard; the reader's phrases
 * found in the synonym list add the platform's words. A last word still being typed (no space
 * after it) that is a stop word is searched as a prefix when nothing else is, so "to" on its way
 * to "token" shows what it begins rather than "No results". With `indexHas` (is this an index
 * term?), a word the search does not know is tried as a German compound of two words it knows.
 */
export function parseQuery(
  text: string,
  synonyms: SynonymsFile | null = null,
  indexHas?: (term: string) => boolean,
): ParsedQuery {
  const tokens = tokenize(text)
    .slice(0, MAX_WORDS * 2)
    .map((token) => transliterated(token, synonyms, indexHas));
  const terms: WeightedTerm[] = [];
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  const highlight = new Set<string>();
  const fillers: string[] = [];
  const addWord = (token: string, term: string) => {
    const group = words.length;
    const word = normalize(token);
    words.push({word, term, group});
    terms.push({term, weight: WEIGHTS.word, prefix: term.length >= MIN_PREFIX, groups: [group]});
    const german = word.length > 3 ? germanStem(word) : term;
    if (german !== term && german.length >= 3) {
      terms.push({term: german, weight: WEIGHTS.german, prefix: true, groups: [group]});
    }
    // A German verb's present tense (`widerruft`) as its stem (`widerruf`), which Snowball leaves whole.
    const verb = word.length > 5 ? germanVerbStem(word) : german;
    if (verb !== german && verb !== term && verb.length >= 4) {
      terms.push({term: verb, weight: WEIGHTS.german, prefix: true, groups: [group]});
    }
    const cognate = englishCognate(word);
    const cognateTerm = cognate === null ? null : processTerm(cognate);
    if (cognateTerm !== null && cognateTerm !== term && cognateTerm !== german) {
      terms.push({term: cognateTerm, weight: WEIGHTS.german, prefix: true, groups: [group]});
    }
  };
  for (const token of tokens) {
    const term = processTerm(token);
    if (term === null || seen.has(term) || words.length >= MAX_WORDS) continue;
    seen.add(term);
    highlight.add(token);
    if (isFiller(token)) {
      fillers.push(token);
      continue;
    }
    addWord(token, term);
  }
  // A question of filler alone ("help") is searched for what it says.
  const fillerIsContent = words.length === 0;
  for (const token of fillers) {
    const term = processTerm(token) ?? '';
    if (fillerIsContent) addWord(token, term);
    else terms.push({term, weight: WEIGHTS.filler, prefix: false, groups: []});
  }
  const last = tokens.at(-1);
  if (words.length === 0 && last !== undefined && !/\s$/.test(text) && normalize(last).length >= MIN_PREFIX) {
    // Only stop words so far, the last one unfinished: it may be the start of any word.
    const word = normalize(last);
    words.push({word, term: word, group: 0});
    terms.push({term: word, weight: WEIGHTS.word, prefix: true, groups: [0]});
    highlight.add(last);
  }
  terms.push(...synonymTerms(tokens, words, synonyms));
  if (indexHas) terms.push(...compoundTerms(words, synonyms, indexHas));
  return {terms, words, groups: Math.max(words.length, 1), highlight: [...highlight]};
}

/**
 * A German word typed with `ae`, `oe`, `ue` for `ä`, `ö`, `ü` (`Zaehlerstaende`, a keyboard without
 * umlauts) that the index does not know, as the index folds the umlauts (`zahlerstande`), so it meets
 * the same terms, stems and synonyms. Words the index knows (`value`, `queue`) stay as typed; short
 * ones too, since a word being typed (`Zae…`) is still a prefix.
 */
function transliterated(token: string, synonyms: SynonymsFile | null, indexHas?: (term: string) => boolean): string {
  if (!indexHas || token.length < 5 || !/ae|oe|ue/i.test(token)) return token;
  const term = processTerm(token);
  if (term === null || indexHas(term)) return token;
  // German also writes these pairs without an umlaut (`bauen`, `Steuer`): folded only when the
  // folded word is one the search knows, an index term or a reader's word of the synonym list
  // (`Kuendigungsfrist` is `Kündigungsfrist`, which the docs say as "termination").
  const folded = token.toLowerCase().replace(/([aou])e/g, '$1');
  const foldedTerm = processTerm(folded);
  if (foldedTerm === null) return token;
  const known = indexHas(foldedTerm) || indexHas(germanStem(folded)) || readerWord(folded, synonyms);
  return known ? folded : token;
}

/**
 * The platform's words for the reader's phrases, each standing for the content words of its
 * phrase. Phrases are matched over every word typed, stop words and filler included, so "who
 * changed" needs its "who" and "many at once" its "many"; a phrase of filler alone says nothing.
 */
function synonymTerms(
  tokens: readonly string[],
  words: readonly QueryWord[],
  synonyms: SynonymsFile | null,
): WeightedTerm[] {
  const groupOf = new Map(words.map(({term, group}) => [term, group]));
  const typed = tokens.map((token) => {
    const word = normalize(token);
    const term = phraseWord(token);
    return {term, german: germanStem(word), verb: germanVerbStem(word), group: groupOf.get(term)};
  });
  return matchSynonyms(typed, synonyms).flatMap((match) => {
    const groups = [...new Set(typed.slice(match.start, match.start + match.length).flatMap(({group}) => group ?? []))];
    return groups.length === 0 ? [] : searchedFor(match, groups);
  });
}

/**
 * The terms a synonym match searches, standing for the reader's words `groups`: an alternative of
 * several words answers them only where a page holds all its words (`together`, scoring.ts).
 */
function searchedFor(match: SynonymMatch, groups: readonly number[]): WeightedTerm[] {
  return match.alternatives.flatMap((terms, index) => {
    const together = terms.length > 1 ? {key: `${match.entry}.${index}`, size: terms.length} : undefined;
    return terms.map((term) => ({term, weight: WEIGHTS.synonym, prefix: false, groups, ...(together && {together})}));
  });
}

/** The parts of the reader's unknown compounds, and their synonyms, each standing for its compound. */
function compoundTerms(
  words: readonly QueryWord[],
  synonyms: SynonymsFile | null,
  indexHas: (term: string) => boolean,
): WeightedTerm[] {
  const known = (part: string) => knownPart(part, synonyms, indexHas);
  return words.flatMap(({word, group}) => {
    const parts = known(word) ? null : splitCompound(word, known);
    return (parts ?? []).flatMap((part) => {
      const term = processTerm(part) ?? part;
      const form = {term, german: germanStem(part), verb: germanVerbStem(part)};
      return [
        {term, weight: WEIGHTS.part, prefix: true, groups: [group]},
        ...matchSynonyms([form], synonyms).flatMap((match) => searchedFor(match, [group])),
      ];
    });
  });
}
