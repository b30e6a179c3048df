import {type CompactIndex, isCompactIndex, isTermEntries, type PartsManifest} from './format.js';
import {TermTable, type Statistics} from './scoring.js';
import {isSynonymsFile, type SynonymsFile} from './synonyms.js';
import {indexFileName, type SearchDocument, SYNONYMS_FILE} from './types.js';

/** Reads a search file by its path relative to the search files' root (a URL in the browser, a folder in Node). */
export type Loader = (path: string) => Promise<unknown>;

export interface LoadedIndex {
  readonly documents: Map<number, SearchDocument>;
  readonly table: TermTable;
  readonly statistics: Statistics;
  readonly parts?: PartsManifest;
}

function readDocuments(value: unknown): Map<number, SearchDocument> | null {
  if (!Array.isArray(value)) return null;
  const documents = value as Partial<SearchDocument>[];
  if (!documents.every((document) => typeof document?.sectionRoute === 'string' && Number.isInteger(document.id))) {
    return null;
  }
  return new Map((documents as SearchDocument[]).map((document) => [document.id, document]));
}

function readIndexFile(value: unknown): LoadedIndex | null {
  const body = value as {documents?: unknown; index?: unknown} | null;
  const documents = readDocuments(body?.documents);
  if (!documents || !isCompactIndex(body?.index)) return null;
  const index: CompactIndex = body.index;
  return {
    documents,
    table: new TermTable(
      index.terms,
      (id, field) => index.fieldLength[id - index.firstId]?.[field] ?? 0,
      index.firstId,
    ),
    statistics: index,
    parts: index.parts,
  };
}

/** The last position in a sorted list whose key is at most the value (0 when none is). */
export function floor<T>(sorted: readonly T[], key: (item: T) => number | string, value: number | string): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (key(sorted[middle] as T) <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The search files, each read once and kept (for the visit in the browser, for the process in
 * the MCP server). A read in flight is shared by every query that needs it; a failed or malformed
 * file counts as empty for that query and is forgotten, so the next query tries again.
 */
export class SearchFiles {
  private readonly reads = new Map<string, Promise<unknown>>();

  constructor(private readonly loader: Loader) {}

  private read<T>(path: string, parse: (body: unknown) => T | null): Promise<T | null> {
    let pending = this.reads.get(path) as Promise<T | null> | undefined;
    if (!pending) {
      pending = this.loader(path)
        .then((body) => parse(body))
        .catch(() => null)
        .then((value) => {
          if (value === null) this.reads.delete(path);
          return value;
        });
      this.reads.set(path, pending);
    }
    return pending;
  }

  index(tag: string): Promise<LoadedIndex | null> {
    return this.read(indexFileName(tag), readIndexFile);
  }

  synonyms(): Promise<SynonymsFile | null> {
    return this.read(SYNONYMS_FILE, (body) => (isSynonymsFile(body) ? body : null));
  }

  terms(parts: PartsManifest, file: number): Promise<TermTable | null> {
    return this.read(`${parts.folder}/terms-${file}.json`, (body) => {
      const terms = (body as {terms?: unknown} | null)?.terms;
      return isTermEntries(terms) ? new TermTable(terms) : null;
    });
  }

  partDocuments(parts: PartsManifest, name: string): Promise<Map<number, SearchDocument> | null> {
    return this.read(`${parts.folder}/${name}.json`, (body) =>
      readDocuments((body as {documents?: unknown} | null)?.documents),
    );
  }
}

/** The term files holding the given term ranges: `[first, last]` terms, both included. */
export function termFiles(parts: PartsManifest, ranges: readonly (readonly [string, string])[]): number[] {
  const files = new Set<number>();
  for (const [from, to] of ranges) {
    const first = floor(parts.termFiles, (start) => start, from);
    const last = floor(parts.termFiles, (start) => start, to);
    for (let file = first; file <= last; file += 1) files.add(file);
  }
  return [...files];
}
