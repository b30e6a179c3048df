import {stemmer} from 'stemmer';
import {GLOSSARY} from './glossary';

/**
 * The one tokenizer of the site search, shared by the build (documents) and the browser (queries),
 * so both sides always agree on what a term is.
 */

/** Words too common to tell documents apart; dropping them keeps the index small and the scores clean. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its my of on or our so that the their ' +
    'them then there these this to was we what when where which who why will with you your'
  ).split(' '),
);

/** Letters, digits and underscores form words; everything else (including `*`, `:` and `-`) separates them. */
const WORD = /[\p{L}\p{N}_]+/gu;

/** `SharingPartnerInput` -> `Sharing Partner Input`, `getJWKS2` -> `get JWKS 2`, `tiered_flatfee` -> `tiered flatfee`. */
function identifierParts(word: string): string[] {
  return word
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean);
}

/**
 * Splits text into words. An identifier also yields its parts (`SharingPartnerInput` gives
 * `SharingPartnerInput`, `Sharing`, `Partner`, `Input`), so names are found by the words in them
 * and the words find the names.
 */
export function tokenize(text: string, field?: string): string[] {
  const words: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const parts = identifierParts(word);
    // In a title the parts alone say it: the joined form added a trailing-wildcard match for the
    // first part (`partner` → `partneruser`), so `PartnerUser` outranked the section `Partner users`.
    if (parts.length === 1 || field !== 'title') words.push(word);
    if (parts.length > 1) words.push(...parts);
  }
  return words;
}

/** Lower case, stop words dropped, English stem (German words pass through the stemmer mostly unchanged). */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  // A single letter or digit matches too much to rank anything (and `*e*` must stay cheap).
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  // Long digit runs (ids, example numbers) would fill the index without answering any question.
  if (/^\d{5,}$/.test(lower)) return null;
  return lower.length > 2 ? stemmer(lower) : lower;
}

/** The distinct terms of a query, in order, as the index stores them; German market words bring their English ones. */
export function queryTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const word of tokenize(query)) {
    const term = processTerm(word);
    if (term) terms.add(term);
    for (const english of tokenize(GLOSSARY[word.toLowerCase()] ?? '')) {
      const translated = processTerm(english);
      if (translated) terms.add(translated);
    }
  }
  return [...terms];
}
