import type {AsPlainObject} from 'minisearch';

/**
 * The `index` of a search index file: MiniSearch's serialized index in a denser form (a third
 * smaller after gzip), and the merge of several such indexes into one MiniSearch can load.
 *
 * Document ids are `firstId + shortId`, so MiniSearch's id table is not stored. Each term keeps
 * one string per field it occurs in: `<fieldId>` then, per document, the distance to the previous
 * document's short id in base 36 and, when the term occurs more than once, `.` and the count.
 */
export interface CompactIndex {
  readonly format: 'minisearch-compact-1';
  readonly firstId: number;
  readonly documentCount: number;
  readonly fieldIds: Record<string, number>;
  readonly averageFieldLength: number[];
  /** Field lengths per document, in short-id order. */
  readonly fieldLength: number[][];
  /** `[term, postings of one field, postings of another field …]`. */
  readonly terms: [string, ...string[]][];
}

type Frequencies = Record<string, number>;

export function compactIndex(index: AsPlainObject, firstId: number): CompactIndex {
  const shortIds = Object.keys(index.documentIds).map(Number);
  shortIds.forEach((shortId, position) => {
    // Documents are added in id order to a fresh index, so short id n is document firstId + n.
    if (shortId !== position || index.documentIds[shortId] !== firstId + shortId) {
      throw new Error(`Search index: document ${String(index.documentIds[shortId])} is out of order`);
    }
  });
  return {
    format: 'minisearch-compact-1',
    firstId,
    documentCount: index.documentCount,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    fieldLength: shortIds.map((shortId) => index.fieldLength[shortId] ?? []),
    terms: (index.index as [string, Record<string, Frequencies>][]).map(([term, byField]) => [
      term,
      ...Object.entries(byField).map(([fieldId, frequencies]) => {
        let previous = 0;
        const entries = Object.keys(frequencies)
          .map(Number)
          .sort((a, b) => a - b)
          .map((shortId) => {
            const frequency = frequencies[shortId] ?? 1;
            const entry = (shortId - previous).toString(36) + (frequency > 1 ? `.${frequency.toString(36)}` : '');
            previous = shortId;
            return entry;
          });
        return `${fieldId}${entries.join(',')}`;
      }),
    ]),
  };
}

/** True when a value has the compact index's shape (a file of another shape counts as broken). */
export function isCompactIndex(value: unknown): value is CompactIndex {
  const index = value as Partial<CompactIndex> | null;
  return (
    index?.format === 'minisearch-compact-1' &&
    Number.isInteger(index.firstId) &&
    Number.isInteger(index.documentCount) &&
    typeof index.fieldIds === 'object' &&
    Array.isArray(index.averageFieldLength) &&
    Array.isArray(index.fieldLength) &&
    Array.isArray(index.terms) &&
    index.terms.every((entry) => Array.isArray(entry) && entry.every((part) => typeof part === 'string'))
  );
}

/**
 * Several indexes as one MiniSearch index, as if every document had been added to a single index:
 * document count, average field lengths and each term's document frequency cover all documents,
 * so scores from different tags' pages compare. (MiniSearch cannot merge indexes itself.)
 */
export function mergeCompactIndexes(indexes: readonly CompactIndex[]): AsPlainObject {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  const terms = new Map<string, Record<string, Frequencies>>();
  const lengthSums: number[] = [];
  let offset = 0;
  let documentCount = 0;
  for (const index of indexes) {
    index.fieldLength.forEach((lengths, shortId) => {
      documentIds[offset + shortId] = index.firstId + shortId;
      fieldLength[offset + shortId] = lengths;
    });
    index.averageFieldLength.forEach((average, field) => {
      lengthSums[field] = (lengthSums[field] ?? 0) + average * index.documentCount;
    });
    for (const [term, ...fields] of index.terms) {
      const byField = terms.get(term) ?? {};
      for (const postings of fields) {
        const fieldId = postings[0] ?? '0';
        const frequencies = (byField[fieldId] ??= {});
        let shortId = 0;
        for (const entry of postings.slice(1).split(',')) {
          const [distance = '0', frequency] = entry.split('.');
          shortId += parseInt(distance, 36);
          frequencies[offset + shortId] = frequency ? parseInt(frequency, 36) : 1;
        }
      }
      terms.set(term, byField);
    }
    offset += index.fieldLength.length;
    documentCount += index.documentCount;
  }
  return {
    documentCount,
    nextId: offset,
    documentIds,
    fieldIds: indexes[0]?.fieldIds ?? {},
    fieldLength,
    averageFieldLength: lengthSums.map((sum) => (documentCount > 0 ? sum / documentCount : 0)),
    storedFields: {},
    dirtCount: 0,
    index: [...terms],
    serializationVersion: 2,
  };
}
