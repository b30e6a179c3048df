import type {Database} from './db/index.js';
import {DAY_MS, RETENTION_DAYS} from './model.js';

const RAW_TABLES = ['search_events', 'click_events', 'view_events', 'feedback'] as const;

/** Deletes raw events older than the retention period; the daily counts stay. Returns rows deleted per table. */
export async function deleteOldEvents(db: Database, now: Date): Promise<Record<string, number>> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
  const deleted: Record<string, number> = {};
  for (const table of RAW_TABLES) {
    const rows = await db.query<{n: number}>(
      `WITH gone AS (DELETE FROM ${table} WHERE at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [cutoff],
    );
    deleted[table] = rows[0]?.n ?? 0;
  }
  return deleted;
}

/** Runs the deletion now and then once a day; the timer does not keep the process alive. */
export function scheduleRetention(db: Database, now: () => Date, log: (message: string) => void): () => void {
  const run = () =>
    deleteOldEvents(db, now()).then(
      (deleted) => log(`Retention: deleted raw events older than ${RETENTION_DAYS} days ${JSON.stringify(deleted)}`),
      (error: unknown) => log(`Retention failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
