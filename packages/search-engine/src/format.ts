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
