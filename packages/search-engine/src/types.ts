/**
 * The search contract (specification, sections 3 and 7): one `search-index-{tag}.json` per
 * documentation tag, holding `documents` (what a result shows) and `index` (what is searched).
 */

/** What a result needs to show itself and to link; the searchable text lives in the index only. */
export interface SearchDocument {
  readonly id: number;
  readonly pageTitle: string;
  readonly sectionTitle: string;
  /** Path with an optional `#anchor`. */
  readonly sectionRoute: string;
  readonly type: 'docs' | 'blog' | 'other';
  /** What the result is, shown as a badge: a REST operation's method, `schema`, a GraphQL kind … */
  readonly kind?: string;
  /** A REST operation's path template. */
  readonly path?: string;
  /** The REST service or GraphQL API the result belongs to. */
  readonly service?: string;
}

/** A document with its searchable fields, as the index builder takes it. */
export interface IndexableDocument extends Omit<SearchDocument, 'id'> {
  /** Searched with boost 5. */
  readonly title: string;
  /** Searched with boost 1. */
  readonly content: string;
  /**
   * The document's parents within its own page (page title for a section, service and tag for an
   * operation), searched with the parent-categories boost 2. Sidebar categories are not indexed.
   */
  readonly parentCategories: string;
}

/** The searched fields and their boosts (specification, section 9). */
export const SEARCH_FIELDS = ['title', 'content', 'parentCategories'] as const;
export const BOOSTS = {title: 5, content: 1, parentCategories: 2} as const;
/** At most this many results per index and overall. */
export const MAX_RESULTS = 8;
/** The input's maximum length. */
export const MAX_QUERY_LENGTH = 512;

export const indexFileName = (tag: string): string => `search-index-${tag}.json`;
/**
 * The synonyms beside the index files (synonyms.ts). Named here, in a module without imports, so
 * that the navbar's prefetch can name the files without bringing the stemmers into every page.
 */
export const SYNONYMS_FILE = 'search-synonyms.json';
