import type {Database, Sql, SqlValue} from '../db/index.js';
import {dayOf, normalizeQuery, sectionOf, type FeedbackInput, type StoredEvent} from '../model.js';

type Tally = Map<string, {key: readonly SqlValue[]; counts: number[]}>;

/** Adds `counts` to the row of `key`; rows stay in key order so that concurrent batches lock rows in the same order. */
function tally(into: Tally, key: readonly SqlValue[], counts: number[]): void {
  const id = JSON.stringify(key);
  const row = into.get(id);
  if (row) row.counts.forEach((_, i) => (row.counts[i]! += counts[i]!));
  else into.set(id, {key, counts: [...counts]});
}

/** `($1, $2, $3), ($4, $5, $6)`: placeholders for `rows` rows of `width` values. */
const placeholders = (rows: number, width: number, casts: readonly string[] = []): string =>
  Array.from(
    {length: rows},
    (_, r) => `(${Array.from({length: width}, (_, c) => `$${r * width + c + 1}${casts[c] ?? ''}`).join(', ')})`,
  ).join(', ');

async function insertRows(sql: Sql, head: string, rows: SqlValue[][], tail = '', casts: readonly string[] = []) {
  if (rows.length === 0) return;
  await sql.query(`${head} VALUES ${placeholders(rows.length, rows[0]!.length, casts)} ${tail}`, rows.flat());
}

/** Upserts daily counters: `table(keys…, counters…)`, adding to what the day already has. */
async function addCounts(sql: Sql, table: string, keys: readonly string[], counters: readonly string[], rows: Tally) {
  const sorted = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => [...row.key, ...row.counts]);
  const update = counters.map((name) => `${name} = ${table}.${name} + excluded.${name}`).join(', ');
  const casts = keys.map((key) => (key === 'day' ? '::date' : ''));
  await insertRows(
    sql,
    `INSERT INTO ${table} (${[...keys, ...counters].join(', ')})`,
    sorted,
    `ON CONFLICT (${keys.filter((key) => key !== 'section').join(', ')}) DO UPDATE SET ${update}`,
    casts,
  );
}

/** Stores a batch and its daily counts in one transaction: all of it or nothing. */
export async function insertEvents(db: Database, events: readonly StoredEvent[]): Promise<void> {
  const searches: SqlValue[][] = [];
  const clicks: SqlValue[][] = [];
  const views: SqlValue[][] = [];
  const queries: Tally = new Map();
  const resultCounts: Tally = new Map();
  const positions: Tally = new Map();
  const pages: Tally = new Map();
  for (const event of events) {
    const day = dayOf(event.at);
    if (event.type === 'search') {
      searches.push([event.at, event.query, event.results, event.ms, event.tags ?? []]);
      tally(queries, [day, normalizeQuery(event.query)], [1, event.results === 0 ? 1 : 0, 0]);
      tally(resultCounts, [day, event.results], [1]);
    } else if (event.type === 'click') {
      clicks.push([event.at, event.query, event.position, event.url]);
      tally(queries, [day, normalizeQuery(event.query)], [0, 0, 1]);
      tally(positions, [day, event.position], [1]);
    } else {
      views.push([event.at, event.url, event.section]);
      tally(pages, [day, event.url, event.section], [1]);
    }
  }
  await db.transaction(async (sql) => {
    await insertRows(sql, 'INSERT INTO search_events (at, query, results, ms, tags)', searches);
    await insertRows(sql, 'INSERT INTO click_events (at, query, position, url)', clicks);
    await insertRows(sql, 'INSERT INTO view_events (at, url, section)', views);
    await addCounts(sql, 'daily_queries', ['day', 'query'], ['searches', 'zero_results', 'clicks'], queries);
    await addCounts(sql, 'daily_result_counts', ['day', 'results'], ['searches'], resultCounts);
    await addCounts(sql, 'daily_positions', ['day', 'position'], ['clicks'], positions);
    await addCounts(sql, 'daily_pages', ['day', 'url', 'section'], ['views'], pages);
  });
}

/** One answer to "Was this page helpful?", and the page's daily yes/no counts. */
export async function insertFeedback(db: Database, input: FeedbackInput & {url: string}, at: Date): Promise<void> {
  const section = sectionOf(input.url);
  const comment = input.comment?.trim() || null;
  await db.transaction(async (sql) => {
    await sql.query('INSERT INTO feedback (at, url, section, helpful, comment) VALUES ($1, $2, $3, $4, $5)', [
      at,
      input.url,
      section,
      input.helpful,
      comment,
    ]);
    const counts: Tally = new Map();
    tally(counts, [dayOf(at), input.url, section], [input.helpful ? 1 : 0, input.helpful ? 0 : 1]);
    await addCounts(sql, 'daily_pages', ['day', 'url', 'section'], ['helpful', 'not_helpful'], counts);
  });
}
