import {migrate} from './migrate.js';
import {openPglite} from './pglite.js';
import {openPostgres} from './postgres.js';
import type {Database} from './types.js';

export type {Database, Sql, SqlValue} from './types.js';

/** PostgreSQL when a URL is given, else the embedded engine in `dataDir`; migrated before it is returned. */
export async function openDatabase(options: {databaseUrl?: string; dataDir: string}): Promise<Database> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
