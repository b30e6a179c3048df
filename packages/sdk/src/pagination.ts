import {unwrap, type FetchResultLike} from './errors.js';

/** Where a page ends: the shared `PageInfo` model. */
export interface PageInfo {
  /** Whether more items follow this page. */
  readonly has_more: boolean;
  /** Cursor of the next page, or `null` on the last page. */
  readonly next_cursor?: string | null;
  /** Total number of matching items, where the service counts them. */
  readonly total?: number;
}

/** One page of a list or search operation: `{data, pagination}`. */
export interface Page<T> {
  readonly data: readonly T[];
  readonly pagination: PageInfo;
}

/** A client call that returns a page, as openapi-fetch answers it. */
export interface PageResult<T> extends FetchResultLike {
  readonly data?: Page<T>;
}

/**
 * Fetches one page. It receives the cursor of the page to fetch (`undefined` for the first one)
 * and passes it to the operation's `cursor` query parameter or body field.
 */
export type PageFetcher<T> = (cursor: string | undefined) => Promise<PageResult<T>>;

/** Limits for {@link pages} and {@link paginate}. */
export interface PaginateOptions {
  /** Stop after this many pages even when more follow. Default: no limit. */
  readonly maxPages?: number;
}

/**
 * Walks a list or search operation page by page, following `pagination.next_cursor` until
 * `has_more` is false. Throws an {@link ApiError} when a page fails.
 *
 * @param fetchPage - calls the operation with the given cursor
 * @param options - an optional page limit
 */
export async function* pages<T>(fetchPage: PageFetcher<T>, options: PaginateOptions = {}): AsyncGenerator<Page<T>> {
  const seen = new Set<string>();
  let cursor: string | undefined;
  const maxPages = options.maxPages ?? Infinity;
  for (let count = 1; ; count++) {
    const page = (await unwrap(fetchPage(cursor))) as Page<T>;
    yield page;
    const next = page.pagination.next_cursor;
    if (!page.pagination.has_more || !next || count >= maxPages) return;
    if (seen.has(next)) throw new Error(`Pagination does not advance: the cursor "${next}" came back twice`);
    seen.add(next);
    cursor = next;
  }
}

/**
 * Iterates over every item of a list or search operation, fetching the next page only when the
 * items of the current one are used up.
 *
 * @example
 * ```ts
 * for await (const contact of paginate((cursor) =>
 *   customer.GET('/v1/customer/contacts', {params: {query: {limit: 100, cursor}}}),
 * )) {
 *   console.log(contact.email);
 * }
 * ```
 *
 * @param fetchPage - calls the operation with the given cursor
 * @param options - an optional page limit
 */
export async function* paginate<T>(fetchPage: PageFetcher<T>, options: PaginateOptions = {}): AsyncGenerator<T> {
  for await (const page of pages(fetchPage, options)) yield* page.data;
}
