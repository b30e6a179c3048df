import MiniSearch, {type Options} from 'minisearch';
import type {CompactIndex, PartsManifest, TermEntry} from '../format.js';
import {processTerm, tokenize} from '../text.js';
import {type IndexableDocument, indexFileName, SEARCH_FIELDS, type SearchDocument} from '../types.js';
import {compactIndex} from './compactIndex.js';

/** The index options the build and the browser share: same fields, same terms. */
export const indexOptions: Options<IndexableDocument & {id: number}> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  tokenize,
  processTerm,
};

/** The body of one `search-index-{tag}.json`. */
export interface IndexFile {
  readonly documents: SearchDocument[];
  readonly index: CompactIndex;
}

/** A part file's body: a range of terms, or the documents of one group (what their results show). */
export type PartFile = {readonly terms: TermEntry[]} | {readonly documents: SearchDocument[]};

/** The documents of one tag: those in its index file, and groups (REST services) that load in parts. */
export interface TagDocuments {
  readonly documents: readonly IndexableDocument[];
  readonly parts?: readonly {readonly name: string; readonly documents: readonly IndexableDocument[]}[];
}

/**
 * A term file holds at least one term and grows to about this many characters. Small enough that
 * a query's few terms load a few kilobytes; large enough that the list of files stays short.
 */
const TERM_FILE_CHARS = 12_000;

const partsFolder = (tag: string): string => indexFileName(tag).replace(/\.json$/, '');

function shown({
  id,
  pageTitle,
  sectionTitle,
  sectionRoute,
  type,
  kind,
  path,
  service,
}: IndexableDocument & {id: number}) {
  return {
    id,
    pageTitle,
    sectionTitle,
    sectionRoute,
    type,
    ...(kind ? {kind} : {}),
    ...(path ? {path} : {}),
    // A reference entry's page is its service; the browser reads it from pageTitle then.
    ...(service && service !== pageTitle ? {service} : {}),
  };
}

/** Consecutive term entries in files of about TERM_FILE_CHARS characters each. */
function splitTerms(terms: readonly TermEntry[], chars: number): TermEntry[][] {
  const files: TermEntry[][] = [];
  let size = 0;
  for (const entry of terms) {
    if (files.length === 0 || size + JSON.stringify(entry).length > chars) {
      files.push([]);
      size = 0;
    }
    files.at(-1)?.push(entry);
    size += JSON.stringify(entry).length;
  }
  return files;
}

/**
 * Every search file of the site by its path in the build: one `search-index-{tag}.json` per tag and
 * the part files of tags that have parts. Document ids are unique across all tags, so the browser
 * can score documents of several files together against the same statistics.
 */
export function buildIndexFiles(
  byTag: ReadonlyMap<string, TagDocuments>,
  termFileChars = TERM_FILE_CHARS,
): Map<string, IndexFile | PartFile> {
  const files = new Map<string, IndexFile | PartFile>();
  let nextId = 0;
  for (const [tag, {documents, parts: allParts = []}] of byTag) {
    const parts = allParts.filter((part) => part.documents.length > 0);
    const firstId = nextId;
    const withIds = [documents, ...parts.map((part) => part.documents)].map((group) =>
      group.map((document) => ({...document, id: nextId++})),
    );
    const [own = [], ...parted] = withIds;
    // One MiniSearch over all of the tag's documents: its term frequencies and field lengths.
    const search = new MiniSearch(indexOptions);
    search.addAll(withIds.flat());
    const {index, partTerms, partAverageFieldLength} = compactIndex(search.toJSON(), firstId, own.length);
    const folder = partsFolder(tag);
    const termFiles = splitTerms(partTerms, termFileChars);
    const manifest: PartsManifest | undefined =
      parts.length === 0
        ? undefined
        : {
            folder,
            documentCount: parted.flat().length,
            averageFieldLength: partAverageFieldLength,
            termFiles: termFiles.map((entries) => entries[0]?.[0] ?? ''),
            documentFiles: parts.map((part, i) => [parted[i]?.[0]?.id ?? 0, `documents-${part.name}`]),
          };
    files.set(indexFileName(tag), {documents: own.map(shown), index: manifest ? {...index, parts: manifest} : index});
    termFiles.forEach((terms, i) => files.set(`${folder}/terms-${i}.json`, {terms}));
    parts.forEach((part, i) =>
      files.set(`${folder}/documents-${part.name}.json`, {documents: (parted[i] ?? []).map(shown)}),
    );
  }
  return files;
}
