/**
 * Writing the compact index (format.ts describes it): MiniSearch's serialized index, re-encoded.
 */
import type {AsPlainObject} from 'minisearch';
import type {CompactIndex, TermEntry} from '../format.js';
import {SEARCH_FIELDS} from '../types.js';

type Frequencies = Record<string, number>;

/** The postings of one term in one field; `id` maps a short id to the stored id, or null to leave it out. */
function encodePostings(
  fieldId: string,
  frequencies: Frequencies,
  id: (shortId: number) => number | null,
  length?: (shortId: number) => number,
): string | null {
  let previous = 0;
  const entries: string[] = [];
  for (const shortId of Object.keys(frequencies)
    .map(Number)
    .sort((a, b) => a - b)) {
    const stored = id(shortId);
    if (stored === null) continue;
    const frequency = frequencies[shortId] ?? 1;
    entries.push(
      (stored - previous).toString(36) +
        (frequency > 1 ? `.${frequency.toString(36)}` : '') +
        (length ? `:${length(shortId).toString(36)}` : ''),
    );
    previous = stored;
  }
  return entries.length > 0 ? `${fieldId}${entries.join(',')}` : null;
}

function termEntries(
  index: AsPlainObject,
  id: (shortId: number) => number | null,
  length?: (shortId: number, fieldId: number) => number,
): TermEntry[] {
  const entries: TermEntry[] = [];
  for (const [term, byField] of index.index as [string, Record<string, Frequencies>][]) {
    const fields = Object.entries(byField).flatMap(([fieldId, frequencies]) => {
      const postings = encodePostings(
        fieldId,
        frequencies,
        id,
        length && ((shortId) => length(shortId, Number(fieldId))),
      );
      return postings === null ? [] : [postings];
    });
    if (fields.length > 0) entries.push([term, ...fields]);
  }
  return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const averages = (lengths: readonly number[][]): number[] =>
  SEARCH_FIELDS.map((_, field) =>
    lengths.length === 0 ? 0 : lengths.reduce((sum, row) => sum + (row[field] ?? 0), 0) / lengths.length,
  );

/**
 * A built MiniSearch index as the compact index of its first `ownCount` documents, and the term
 * postings (ids absolute, field lengths inline) of the documents after them, which load in parts.
 */
export function compactIndex(
  index: AsPlainObject,
  firstId: number,
  ownCount = index.documentCount,
): {index: CompactIndex; partTerms: TermEntry[]; partAverageFieldLength: number[]} {
  SEARCH_FIELDS.forEach((field, fieldId) => {
    if (index.fieldIds[field] !== fieldId) throw new Error(`Search index: field ${field} is not field ${fieldId}`);
  });
  const shortIds = Object.keys(index.documentIds).map(Number);
  shortIds.forEach((shortId, position) => {
    // Documents are added in id order to a fresh index, so short id n is document firstId + n.
    if (shortId !== position || index.documentIds[shortId] !== firstId + shortId) {
      throw new Error(`Search index: document ${String(index.documentIds[shortId])} is out of order`);
    }
  });
  const lengths = shortIds.map((shortId) => index.fieldLength[shortId] ?? []);
  const own = lengths.slice(0, ownCount);
  const parted = lengths.slice(ownCount);
  return {
    index: {
      format: 'site-search-2',
      firstId,
      documentCount: own.length,
      averageFieldLength: averages(own),
      fieldLength: own,
      terms: termEntries(index, (shortId) => (shortId < ownCount ? shortId : null)),
    },
    partTerms:
      parted.length === 0
        ? []
        : termEntries(
            index,
            (shortId) => (shortId >= ownCount ? firstId + shortId : null),
            (shortId, fieldId) => lengths[shortId]?.[fieldId] ?? 0,
          ),
    partAverageFieldLength: averages(parted),
  };
}
