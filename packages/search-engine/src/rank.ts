import type {Scored} from './scoring.js';
import type {SearchDocument} from './types.js';

export interface Ranked {
  readonly id: number;
  readonly score: number;
}

/**
 * The final order. Coordination, as in Lucene's classic scoring: a document that answers every
 * word of the question beats one that answers some of them very well (filler words do not count).
 */
export function rerank(
  scored: ReadonlyMap<number, Scored>,
  groups: number,
  documentOf: (id: number) => SearchDocument | undefined,
): Ranked[] {
  return [...scored]
    .map(([id, {score, groups: matched}]) => ({
      id,
      score: score * (matched.size / groups) ** 2 * prior(documentOf(id), groups),
    }))
    .sort((a, b) => b.score - a.score);
}

/** A document's weight before its words count; 1 for all until measured otherwise. */
function prior(document: SearchDocument | undefined, groups: number): number {
  void document;
  void groups;
  return 1;
}
