import type {AsPlainObject} from 'minisearch';
import {SEARCH_FIELDS} from './types';

/**
 * The `index` of a search index file: MiniSearch's serialized index (built with the site's
 * tokenizer, so term frequencies and field lengths are MiniSearch's own) in a dense form the
 * browser scores directly, without rebuilding MiniSearch's tree (see scoring.ts).
 *
 * Document ids are `firstId + shortId`. Terms are sorted (code-unit order), so a trailing
 * wildcard is a range found by binary search. Each term keeps one string per field it occurs in:
 * the field id, then per document the distance to the previous document's id in base 36, `.` and
 * the count when the term occurs more than once, and in a part (below) `:` and the field's length.
 */
export interface CompactIndex {
  readonly format: 'site-search-2';
  readonly firstId: number;
  readonly documentCount: number;
  /** Per field, in the order of SEARCH_FIELDS. */
  readonly averageFieldLength: number[];
  /** Field lengths per document, in short-id order. */
  readonly fieldLength: number[][];
  /** `[term, postings of one field, postings of another field …]`, sorted by term. */
  readonly terms: TermEntry[];
  /** Documents kept out of this file, loaded by the terms a query needs. */
  readonly parts?: PartsManifest;
}

export type TermEntry = [string, ...string[]];

/**
 * Documents of a tag that load in parts (the REST reference), so that the first search does not
 * grow with the number of services: their terms are split into files by term range (each file is
 * small; a query loads the ranges of its own terms), and what a result shows is split into one
 * file per service (loaded for the hits only). Every posting carries its field length, so a term
 * file alone is enough to score its documents exactly.
 */
export interface PartsManifest {
  /** Folder of the part files, relative to the site's base URL. */
  readonly folder: string;
  readonly documentCount: number;
  readonly averageFieldLength: number[];
  /** The first term of each term file; file i is `<folder>/terms-<i>.json`. */
  readonly termFiles: string[];
  /** `[first document id, file name without .json]` per documents file in the folder, by first id. */
  readonly documentFiles: [number, string][];
}

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

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** True when a value has the shape of a list of term entries. */
export function isTermEntries(value: unknown): value is TermEntry[] {
  return Array.isArray(value) && value.every((entry) => isStringArray(entry) && entry.length >= 2);
}

function isPartsManifest(value: unknown): value is PartsManifest {
  const parts = value as Partial<PartsManifest> | null;
  return (
    typeof parts?.folder === 'string' &&
    Number.isInteger(parts.documentCount) &&
    Array.isArray(parts.averageFieldLength) &&
    isStringArray(parts.termFiles) &&
    Array.isArray(parts.documentFiles) &&
    parts.documentFiles.every(
      (entry) => Array.isArray(entry) && Number.isInteger(entry[0]) && typeof entry[1] === 'string',
    )
  );
}

/** True when a value has the compact index's shape (a file of another shape counts as broken). */
export function isCompactIndex(value: unknown): value is CompactIndex {
  const index = value as Partial<CompactIndex> | null;
  return (
    index?.format === 'site-search-2' &&
    Number.isInteger(index.firstId) &&
    Number.isInteger(index.documentCount) &&
    Array.isArray(index.averageFieldLength) &&
    Array.isArray(index.fieldLength) &&
    index.fieldLength.length === index.documentCount &&
    isTermEntries(index.terms) &&
    (index.parts === undefined || isPartsManifest(index.parts))
  );
}
