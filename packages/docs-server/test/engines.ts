import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {openDatabase, type Database} from '../src/db/index.js';
import {startPostgresCluster, type PostgresCluster} from '../src/dev/postgresCluster.js';

/** Both engines the service runs on: every API test runs against each. */
export interface Engine {
  readonly name: 'PGlite' | 'PostgreSQL';
  /** A migrated, empty database. */
  open(): Promise<Database>;
  /** Closes what `open` made and removes its files (or the whole PostgreSQL cluster). */
  cleanup(): Promise<void>;
}

export function pgliteEngine(): Engine {
  const dirs: string[] = [];
  return {
    name: 'PGlite',
    open() {
      const dir = mkdtempSync(path.join(tmpdir(), 'docs-server-pglite-'));
      dirs.push(dir);
      return openDatabase({dataDir: dir});
    },
    async cleanup() {
      for (const dir of dirs) rmSync(dir, {recursive: true, force: true});
    },
  };
}

export function postgresEngine(): Engine {
  let cluster: PostgresCluster | undefined;
  let count = 0;
  return {
    name: 'PostgreSQL',
    async open() {
      cluster ??= await startPostgresCluster();
      return openDatabase({databaseUrl: await cluster.createDatabase(`test_${++count}`), dataDir: ''});
    },
    async cleanup() {
      await cluster?.stop();
    },
  };
}

export const ALL_TABLES =
  'search_events, click_events, view_events, feedback, daily_queries, daily_result_counts, daily_positions, daily_pages';

/** 2026-03-10 12:00 UTC: the tests' "now". */
export const NOW = new Date('2026-03-10T12:00:00Z');
export const TOKEN = 'dashboard-token-for-tests';
