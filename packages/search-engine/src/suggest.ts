import {editDistance} from './typo.js';
import {normalize} from './text.js';
import type {SearchDocument} from './types.js';

/**
 * "Did you mean …" for a query that found nothing: each word the index does not know is replaced
 * by the closest word of the result titles (readable words, unlike the index's stems), one edit
 * away for words of three to seven letters, two from eight. The caller runs the suggestion before
 * showing it, so a suggestion always finds something.
 */

/** No word of the documentation is longer; a longer one is not worth comparing. */
export const MAX_WORD = 40;

const suggestionEdits = (length: number): number => (length >= 8 ? 2 : length >= 3 ? 1 : 0);

/** Title words of the loaded documents with how often they occur; built once per set of documents. */
export function titleVocabulary(documents: Iterable<SearchDocument>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const {pageTitle, sectionTitle} of documents) {
    for (const [word] of `${pageTitle} ${sectionTitle}`.matchAll(/\p{L}{3,}/gu)) {
      const key = normalize(word);
      // Titles are often plural ("Access tokens"); readers type either form.
      const singular = /[^s]s$/.test(key) && key.length > 4 ? key.slice(0, -1) : null;
      for (const form of singular ? [key, singular] : [key]) counts.set(form, (counts.get(form) ?? 0) + 1);
    }
  }
  return counts;
}

/** The closest vocabulary word within the allowed edits (the more frequent on a tie), or null. */
export function closestWord(word: string, vocabulary: ReadonlyMap<string, number>): string | null {
  const max = suggestionEdits(word.length);
  if (max === 0 || word.length > MAX_WORD) return null;
  const typed = normalize(word);
  let best: {word: string; edits: number; count: number} | null = null;
  for (const [candidate, count] of vocabulary) {
    if (Math.abs(candidate.length - word.length) > max) continue;
    const edits = editDistance(typed, candidate, max);
    if (edits > max || edits === 0) continue;
    if (!best || edits < best.edits || (edits === best.edits && count > best.count)) {
      best = {word: candidate, edits, count};
    }
  }
  return best?.word ?? null;
}

/**
 * The query with each of the given unknown words replaced by its closest title word, or null when
 * none has one. The reader's other words stay as typed.
 */
export function suggestQuery(
  query: string,
  unknown: ReadonlySet<string>,
  vocabulary: ReadonlyMap<string, number>,
): string | null {
  let changed = false;
  const suggestion = query.replace(/[\p{L}\p{N}_]+/gu, (word) => {
    if (!unknown.has(normalize(word))) return word;
    const closest = closestWord(word, vocabulary);
    if (closest === null) return word;
    changed = true;
    return closest;
  });
  return changed ? suggestion.trim() : null;
}
