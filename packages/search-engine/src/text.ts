import {englishStem, fold} from './stem.js';

/**
 * The one tokenizer of the search, shared by the build (documents) and both readers (the site's
 * box and the MCP server), so every side agrees on what a term is.
 */

/**
 * Words too common to tell documents apart, English and German; dropped from the index and from
 * queries, which keeps the index small and the scores clean.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its my of on or our so that the their ' +
    'them then there these this to was we what when where which who why will with you your ' +
    'der die das den dem des ein eine einen einem einer und oder ist sind wie was wo wer ich mein meine ' +
    'mit fur von zu im am auf bei kann man nicht aus nach als uber unter vor bis durch ohne um wenn dass ob ' +
    'sich sie er es wir ihr uns mir mich auch noch nur zum zur vom beim ins'
  ).split(' '),
);

/**
 * Words readers wrap a question in ("I want to", "is it possible", "please"). They are kept in the
 * index (some are content somewhere) but a query weighs them lightly and does not count them when
 * it asks how much of the question a document answers, so they never outweigh the content words.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    'want wants need needs please possible way ways should would could help like any some something ' +
    'anything someone thing things exactly actually just also get got go does did done there here ' +
    'tell show explain know find able happen happens happened mean means ' +
    // Quantities, pronouns and all-purpose verbs: in a question, they say how, not what.
    'many much more most lot lots all every each one ones other others another own over instead really sure ' +
    'right now still already always never ever even very too quite me us they he she him her mine ' +
    'use using used make makes made making give gives put let lets keep try trying take come ' +
    'möchte mochte brauche bitte gibt geht soll muss will wird werden habe hat haben mehr alle viele eigene'
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

/**
 * A word as the index compares it: lower case, umlauts folded (`Zählerstände` and `Zahlerstande`
 * meet; a query's `Zaehlerstaende` is folded to them in query.ts).
 */
export const normalize = (word: string): string => fold(word.toLowerCase());

/** True for a word that says nothing about the topic (stop word), before stemming. */
export const isStopWord = (word: string): boolean => STOP_WORDS.has(normalize(word));

/** True for a word that only wraps a question ("want", "please"), before stemming. */
export const isFiller = (word: string): boolean => FILLER_WORDS.has(normalize(word));

/**
 * A word as the index stores it: normalized, stop words dropped, English stem (German words keep
 * their form here; a query adds their German stem, see query.ts). Null when it is not indexed.
 */
export function processTerm(term: string): string | null {
  const word = normalize(term);
  // A single letter or digit matches too much to rank anything (and `*e*` must stay cheap).
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  // Long digit runs (ids, example numbers) would fill the index without answering any question.
  if (/^\d{5,}$/.test(word)) return null;
  return word.length > 2 ? englishStem(word) : word;
}
