import {mkdirSync} from 'node:fs';
import {PGlite, type Transaction} from '@electric-sql/pglite';
import type {Database, Row, Sql, SqlValue} from './types.js';

function wrap(target: PGlite | Transaction): Sql {
  return {
    query: async <R extends Row>(text: string, params: readonly SqlValue[] = []) =>
      (await target.query<R>(text, [...params])).rows,
    script: async (text: string) => {
      await target.exec(text);
    },
  };
}

/** `DATA_DIR=memory://`: nothing written to disk, everything gone when the process ends (browser tests). */
export const IN_MEMORY = 'memory://';

/** The embedded engine: PostgreSQL compiled to WebAssembly, its files in `dataDir`. One process at a time. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir !== IN_MEMORY) mkdirSync(dataDir, {recursive: true});
  const db = await PGlite.create(dataDir === IN_MEMORY ? undefined : dataDir);
  return {
    engine: 'PGlite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}
