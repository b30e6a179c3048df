/** The events the site sends (`POST /_/events`), as the schema admits them (src/schemas.ts). */
export interface SearchEvent {
  readonly type: 'search';
  readonly query: string;
  readonly results: number;
  readonly ms: number;
  /** The search index tags the query ran over (docs version, REST, GraphQL …). */
  readonly tags?: readonly string[];
  readonly at?: string;
}

export interface ClickEvent {
  readonly type: 'click';
  readonly query: string;
  /** 1 for the first result. */
  readonly position: number;
  readonly url: string;
  readonly at?: string;
}

export interface ViewEvent {
  readonly type: 'view';
  readonly url: string;
  readonly at?: string;
}

export type SiteEvent = SearchEvent | ClickEvent | ViewEvent;

export interface FeedbackInput {
  /** The vote's id, made by the page per answer; a later call with the same id updates the vote. */
  readonly id?: string;
  readonly url: string;
  readonly helpful: boolean;
  readonly comment?: string;
}

/** An event as stored: the time fixed, the URL reduced to its path, the query trimmed. */
export type StoredEvent =
  | (Omit<SearchEvent, 'at'> & {readonly at: Date})
  | (Omit<ClickEvent, 'at'> & {readonly at: Date})
  | (Omit<ViewEvent, 'at'> & {readonly at: Date; readonly section: string});

/** Raw events are kept this long; the daily counts stay. */
export const RETENTION_DAYS = 90;
export const DAY_MS = 86_400_000;

/** The UTC day of a moment, as PostgreSQL's `date` reads it. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The section of the site a path belongs to, as the dashboard groups pages. */
export function sectionOf(path: string): string {
  const first = path.split('/')[1] ?? '';
  const sections: Record<string, string> = {
    docs: 'guides',
    api: 'rest',
    graphql: 'graphql',
    apps: 'apps',
    blog: 'blog',
  };
  return sections[first] ?? 'other';
}

/**
 * A URL as stored: its path (and for a result's target its anchor), never its query string, which
 * may carry anything a reader pasted. Accepts a path or an absolute http(s) URL.
 */
export function pathOf(url: string, keepHash: boolean): string {
  const parsed = new URL(url, 'http://site.invalid');
  return parsed.pathname + (keepHash ? parsed.hash : '');
}

/** Queries are counted together regardless of case and spacing. */
export const normalizeQuery = (query: string): string => query.trim().toLowerCase().replace(/\s+/g, ' ');
