import {germanStem, germanVerbStem} from './stem.js';
import {germanStemsOf, type SynonymsFile} from './synonyms.js';
import {processTerm} from './text.js';

/**
 * German compounds (`Abrechnungssystem`, `Tarifrechner`) as their parts, so that a reader's
 * compound meets the docs' English words through its parts' synonyms or index terms. A split
 * counts only when both parts are words the search knows, which keeps `Checkout` or a product
 * name whole.
 */

/** Parts shorter than this are too often a syllable of another word. */
const MIN_PART = 4;
/** Words shorter than this are rarely compounds of two known words. */
export const MIN_COMPOUND = 8;
/** Longer words are not split: each cut stems its part, and `x` × 512 must stay cheap. */
export const MAX_COMPOUND = 40;
/** Linking letters between a compound's parts (`Abrechnung-s-system`, `Kunde-n-konto`). */
const LINKS = ['', 's', 'es', 'n', 'en'];

/** The German stems of the synonym list's one-word reader phrases, gathered once per file. */
const readerStems = new WeakMap<SynonymsFile, Set<string>>();

function stemsOf(file: SynonymsFile | null): ReadonlySet<string> {
  if (!file) return new Set();
  let stems = readerStems.get(file);
  if (!stems) {
    stems = new Set(
      file.entries.flatMap((entry) =>
        entry.phrases.flatMap((phrase, index) => (phrase.length === 1 ? germanStemsOf(entry, index) : [])),
      ),
    );
    readerStems.set(file, stems);
  }
  return stems;
}

/** True when a word is a one-word reader phrase of the synonym list, in any of its German forms. */
export function readerWord(word: string, synonyms: SynonymsFile | null): boolean {
  const stems = stemsOf(synonyms);
  return stems.has(germanStem(word)) || stems.has(germanVerbStem(word));
}

/** True when a part is a word the search knows: an index term, or a one-word reader phrase. */
export function knownPart(part: string, synonyms: SynonymsFile | null, indexHas: (term: string) => boolean): boolean {
  if (part.length < MIN_PART) return false;
  const term = processTerm(part);
  return stemsOf(synonyms).has(germanVerbStem(part)) || (term !== null && indexHas(term));
}

/**
 * The two parts of a compound, both known, the most even split first; null when there is none.
 * The left part may end in a linking letter or two, which it loses.
 */
export function splitCompound(word: string, known: (part: string) => boolean): [string, string] | null {
  if (word.length < MIN_COMPOUND || word.length > MAX_COMPOUND) return null;
  let best: [string, string] | null = null;
  for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut += 1) {
    const right = word.slice(cut);
    if (!known(right)) continue;
    for (const link of LINKS) {
      const joined = word.slice(0, cut);
      if (!joined.endsWith(link)) continue;
      const left = joined.slice(0, joined.length - link.length);
      if (!known(left)) continue;
      if (!best || Math.min(left.length, right.length) > Math.min(best[0].length, best[1].length)) {
        best = [left, right];
      }
    }
  }
  return best;
}
