import type {Database, SqlValue} from '../db/index.js';
import {dayOf, normalizeQuery, type StoredEvent} from '../model.js';

type Tally = Map<string, {key: readonly SqlValue[]; counts: number[]}>;

/** Adds `counts` to the daily row of `key`. */
function tally(into: Tally, key: readonly SqlValue[], counts: number[]): void {
  const id = JSON.stringify(key);
  const row = into.get(id);
  if (row) row.counts.forEach((_, i) => (row.counts[i]! += counts[i]!));
  else into.set(id, {key, counts: [...counts]});
}

/**
 * One statement for a whole batch: each table's rows are a data-modifying WITH clause, so the
 * batch is stored all or nothing in a single round trip. Values are parameters only; the SQL text
 * is built from this module's constants and the number of rows.
 */
class Statement {
  readonly params: SqlValue[] = [];
  private readonly parts: string[] = [];

  private values(rows: readonly (readonly SqlValue[])[], casts: readonly string[]): string {
    return rows
      .map((row) => `(${row.map((value, c) => `$${this.params.push(value)}${casts[c] ?? ''}`).join(', ')})`)
      .join(', ');
  }

  insert(table: string, columns: readonly string[], rows: readonly (readonly SqlValue[])[]): void {
    if (rows.length === 0) return;
    this.parts.push(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${this.values(rows, [])}`);
  }

  /** Adds daily counters to `table`; rows go in key order, so concurrent batches lock rows in the same order. */
  count(
    table: string,
    keys: readonly string[],
    counters: readonly string[],
    rows: Tally,
    extra: readonly string[] = [],
  ): void {
    if (rows.size === 0) return;
    const sorted = [...rows.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([, row]) => [...row.key, ...row.counts]);
    const update = counters.map((name) => `${name} = ${table}.${name} + excluded.${name}`).join(', ');
    const columns = [...keys, ...extra, ...counters];
    this.parts.push(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${this.values(sorted, ['::date'])}
       ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${update}`,
    );
  }

  get text(): string {
    return `WITH ${this.parts.map((part, i) => `w${i} AS (${part})`).join(',\n')} SELECT 1`;
  }
  get empty(): boolean {
    return this.parts.length === 0;
  }
}

/** Stores a batch and its daily counts at once: all of it or nothing. */
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
  const statement = new Statement();
  statement.insert('search_events', ['at', 'query', 'results', 'ms', 'tags'], searches);
  statement.insert('click_events', ['at', 'query', 'position', 'url'], clicks);
  statement.insert('view_events', ['at', 'url', 'section'], views);
  statement.count('daily_queries', ['day', 'query'], ['searches', 'zero_results', 'clicks'], queries);
  statement.count('daily_result_counts', ['day', 'results'], ['searches'], resultCounts);
  statement.count('daily_positions', ['day', 'position'], ['clicks'], positions);
  statement.count('daily_pages', ['day', 'url'], ['views'], pages, ['section']);
  if (!statement.empty) await db.query(statement.text, statement.params);
}
