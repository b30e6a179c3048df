import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Database} from './types.js';

/** `migrations/` at the package root: `NNN-name.sql`, applied in order, each once, each in a transaction. */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

/** Any number: it only has to be the same for every instance that migrates the same database. */
const LOCK = 878_801;

/** Applies the migrations the database lacks; returns their file names. Safe with several instances starting at once. */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = Number(file.slice(0, 3));
    const done = await db.transaction(async (sql) => {
      await sql.query('SELECT pg_advisory_xact_lock($1)', [LOCK]);
      await sql.script(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const existing = await sql.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (existing.length > 0) return false;
      await sql.script(readFileSync(path.join(dir, file), 'utf8'));
      await sql.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [version, file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}
