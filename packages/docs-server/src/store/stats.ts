import type {Database} from '../db/index.js';

/** Each list is cut at this many rows: the dashboard shows the head, the CSV export the same. */
export const STATS_LIMIT = 50;

export interface QueryStat {
  readonly query: string;
  readonly searches: number;
  readonly zeroResults: number;
  readonly clicks: number;
}
export interface PositionStat {
  readonly position: number;
  /** Searches that showed a result at this position. */
  readonly shown: number;
  readonly clicks: number;
  /** clicks / shown, 0 to 1, three decimals. */
  readonly ctr: number;
}
export interface PageStat {
  readonly url: string;
  readonly section: string;
  readonly views: number;
}
export interface FeedbackComment {
  readonly at: string;
  readonly helpful: boolean;
  readonly comment: string;
}
export interface FeedbackStat {
  readonly url: string;
  readonly section: string;
  readonly helpful: number;
  readonly notHelpful: number;
  readonly comments: readonly FeedbackComment[];
}

const QUERY_COLUMNS = `query, sum(searches)::int AS searches, sum(zero_results)::int AS "zeroResults", sum(clicks)::int AS clicks
  FROM daily_queries WHERE day >= $1::date GROUP BY query`;

/** The most searched queries since `since` (a UTC day, inclusive). */
export const topQueries = (db: Database, since: string) =>
  db.query<QueryStat & Record<string, unknown>>(
    `SELECT ${QUERY_COLUMNS} HAVING sum(searches) > 0 ORDER BY searches DESC, query LIMIT $2`,
    [since, STATS_LIMIT],
  );

/** Queries that found nothing at least once. */
export const zeroResults = (db: Database, since: string) =>
  db.query<QueryStat & Record<string, unknown>>(
    `SELECT ${QUERY_COLUMNS} HAVING sum(zero_results) > 0 ORDER BY "zeroResults" DESC, query LIMIT $2`,
    [since, STATS_LIMIT],
  );

/** Queries that found something and whose results nobody opened. */
export const unopened = (db: Database, since: string) =>
  db.query<QueryStat & Record<string, unknown>>(
    `SELECT ${QUERY_COLUMNS} HAVING sum(searches) > sum(zero_results) AND sum(clicks) = 0
     ORDER BY searches DESC, query LIMIT $2`,
    [since, STATS_LIMIT],
  );

/** Click-through by result position: clicks at a position over the searches that showed one there. */
export async function positions(db: Database, since: string): Promise<PositionStat[]> {
  const rows = await db.query<{position: number; shown: number; clicks: number}>(
    `SELECT p.position, p.clicks,
       (SELECT coalesce(sum(r.searches), 0)::int FROM daily_result_counts r WHERE r.day >= $1::date AND r.results >= p.position) AS shown
     FROM (SELECT position, sum(clicks)::int AS clicks FROM daily_positions WHERE day >= $1::date GROUP BY position) p
     ORDER BY p.position LIMIT $2`,
    [since, STATS_LIMIT],
  );
  return rows.map((row) => ({...row, ctr: row.shown > 0 ? Math.round((row.clicks / row.shown) * 1000) / 1000 : 0}));
}

/** The most read pages. */
export const pages = (db: Database, since: string) =>
  db.query<PageStat & Record<string, unknown>>(
    `SELECT url, min(section) AS section, sum(views)::int AS views FROM daily_pages WHERE day >= $1::date
     GROUP BY url HAVING sum(views) > 0 ORDER BY views DESC, url LIMIT $2`,
    [since, STATS_LIMIT],
  );

/** Pages by "not helpful" answers, with the comments of the period (raw rows: the last 90 days at most). */
export async function feedback(db: Database, since: string): Promise<FeedbackStat[]> {
  const rows = await db.query<Omit<FeedbackStat, 'comments'> & Record<string, unknown>>(
    `SELECT url, min(section) AS section, sum(helpful)::int AS helpful, sum(not_helpful)::int AS "notHelpful"
     FROM daily_pages WHERE day >= $1::date GROUP BY url HAVING sum(helpful) + sum(not_helpful) > 0
     ORDER BY "notHelpful" DESC, helpful, url LIMIT $2`,
    [since, STATS_LIMIT],
  );
  if (rows.length === 0) return [];
  const comments = await db.query<{url: string; at: Date; helpful: boolean; comment: string}>(
    `SELECT url, at, helpful, comment FROM feedback
     WHERE at >= $1::date AND comment IS NOT NULL AND url = ANY($2::text[]) ORDER BY at DESC, id DESC`,
    [since, rows.map((row) => row.url)],
  );
  return rows.map((row) => ({
    ...row,
    comments: comments
      .filter((comment) => comment.url === row.url)
      .slice(0, 20)
      .map(({at, helpful, comment}) => ({at: at.toISOString(), helpful, comment})),
  }));
}

export const STATS = {
  'top-queries': topQueries,
  'zero-results': zeroResults,
  unopened,
  positions,
  pages,
  feedback,
} as const;
export type StatsName = keyof typeof STATS;
