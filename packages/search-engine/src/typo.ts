/**
 * Typo tolerance as readers know it from hosted search: one edit for words of 5 letters or more,
 * two from 9 letters; a swap of two neighbouring letters is one edit. The index holds stems
 * (`pagination` is `pagin`), so a typed word is also compared with stems that a prefix of it
 * could have become (`paginaton` → `pagin…`).
 */

/** The edits a word of this length may have. */
export const allowedEdits = (length: number): number => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/**
 * The edit distance between `word` and `term` (insertions, deletions, substitutions, swaps of
 * neighbours), or between a prefix of `word` and the whole `term` when `stemPrefix` is set; any
 * result above `max` is returned as `max + 1`. Rows stop early once every cell exceeds `max`, so
 * a far-off term costs a few cells.
 */
export function editDistance(word: string, term: string, max: number, stemPrefix = false): number {
  const n = term.length;
  if (!stemPrefix && Math.abs(word.length - n) > max) return max + 1;
  // Three rows, reused: the one before the previous (for swaps), the previous and the current.
  let before = new Uint16Array(n + 1);
  let previous = new Uint16Array(n + 1);
  let current = new Uint16Array(n + 1);
  for (let j = 0; j <= n; j += 1) previous[j] = j;
  let best = stemPrefix ? n : max + 1;
  for (let i = 1; i <= word.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = word[i - 1] === term[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && word[i - 1] === term[j - 2] && word[i - 2] === term[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (stemPrefix) best = Math.min(best, current[n]!);
    if (rowMin > max) return Math.min(stemPrefix ? best : max + 1, max + 1);
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(stemPrefix ? best : previous[n]!, max + 1);
}

/** A vocabulary term close to a typed word, with its distance (0 for a stem that begins the word). */
export interface Correction {
  readonly term: string;
  readonly edits: number;
}

/** At most this many terms are compared per word: the cost stays bounded whatever the index. */
export const MAX_COMPARED = 4000;
/** And at most this many corrections per word are searched. */
export const MAX_CORRECTIONS = 6;

/**
 * The terms among `candidates` (the vocabulary sharing the word's first letter) within the
 * allowed edits of `word`, closest first. A stem counts when it is at least four letters long and
 * a prefix of the word within the allowed edits ends in it (`relaton` → `relat`).
 */
export function corrections(word: string, candidates: Iterable<string>): Correction[] {
  const max = allowedEdits(word.length);
  if (max === 0) return [];
  const found: Correction[] = [];
  let compared = 0;
  for (const term of candidates) {
    if (++compared > MAX_COMPARED) break;
    if (term === word || term.length > word.length + max) continue;
    const whole = editDistance(word, term, max);
    const asStem =
      term.length >= 4 && term.length * 2 >= word.length && term.length < word.length
        ? editDistance(word, term, max, true)
        : max + 1;
    const edits = Math.min(whole, asStem);
    if (edits <= max) found.push({term, edits});
  }
  return found.sort((a, b) => a.edits - b.edits || b.term.length - a.term.length).slice(0, MAX_CORRECTIONS);
}
