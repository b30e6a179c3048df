import MiniSearch, {type Options} from 'minisearch';
import {type CompactIndex, compactIndex} from './compactIndex';
import {processTerm, tokenize} from './text';
import {type IndexableDocument, SEARCH_FIELDS, type SearchDocument} from './types';

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

/**
 * One index file per tag. Document ids are unique across all tags, so the browser can merge the
 * indexes it loads into one and score every document against the same statistics.
 */
export function buildIndexes(byTag: ReadonlyMap<string, readonly IndexableDocument[]>): Map<string, IndexFile> {
  const files = new Map<string, IndexFile>();
  let nextId = 0;
  for (const [tag, documents] of byTag) {
    const firstId = nextId;
    const withIds = documents.map((document) => ({...document, id: nextId++}));
    const search = new MiniSearch(indexOptions);
    search.addAll(withIds);
    files.set(tag, {
      documents: withIds.map(({id, pageTitle, sectionTitle, sectionRoute, type, kind, path, service}) => ({
        id,
        pageTitle,
        sectionTitle,
        sectionRoute,
        type,
        ...(kind ? {kind} : {}),
        ...(path ? {path} : {}),
        // A reference entry's page is its service; the browser reads it from pageTitle then.
        ...(service && service !== pageTitle ? {service} : {}),
      })),
      index: compactIndex(search.toJSON(), firstId),
    });
  }
  return files;
}
