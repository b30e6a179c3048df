import {afterAll, beforeAll, beforeEach, expect, test} from 'vitest';
import {openDatabase, type Database} from '../src/db/index.js';
import type {StoredEvent} from '../src/model.js';
import {EventWriter} from '../src/store/writer.js';
import {ALL_TABLES, NOW} from './engines.js';

let db: Database;
/** The statements that stored events, and a query text that makes the next one fail. */
let statements = 0;
let failOn: string | undefined;
/** The database as the writer sees it: the same PGlite, counting the event statements. */
let counted: Database;

beforeAll(async () => {
  db = await openDatabase({dataDir: 'memory://'});
  counted = {
    ...db,
    async query(text, params) {
      if (text.includes('search_events')) {
        statements++;
        if (failOn && params?.includes(failOn)) throw new Error('refused');
      }
      return db.query(text, params);
    },
  };
});
afterAll(() => db.close());
beforeEach(async () => {
  statements = 0;
  failOn = undefined;
  await db.script(`TRUNCATE ${ALL_TABLES}`);
});

const batch = (query: string): StoredEvent[] =>
  Array.from({length: 20}, () => ({type: 'search', query, results: 1, ms: 3, at: NOW}));
/** Rows stored, all or those of one query. */
const stored = async (query?: string) =>
  (
    await db.query<{n: number}>('SELECT count(*)::int AS n FROM search_events WHERE $1::text IS NULL OR query = $1', [
      query ?? null,
    ])
  )[0]!.n;

test('batches arriving while a write runs are committed together, each resolved only once stored', async () => {
  const writer = new EventWriter(counted, 1);
  // When a caller hears "stored", its own 20 rows are there.
  const ownRowsThen = await Promise.all(
    Array.from({length: 30}, (_, i) => writer.write(batch(`query ${i}`)).then(() => stored(`query ${i}`))),
  );
  expect(ownRowsThen).toEqual(Array.from({length: 30}, () => 20));
  expect(await stored()).toBe(30 * 20);
  // The first batch alone, the 29 that queued behind it in one or two more statements.
  expect(statements).toBeLessThanOrEqual(3);
});

test('a batch the database refuses fails alone; the others of its group are stored', async () => {
  const writer = new EventWriter(counted, 1);
  failOn = 'bad batch';
  const outcomes = await Promise.allSettled(
    ['first', 'second', 'bad batch', 'third'].map((query) => writer.write(batch(query))),
  );
  expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
  expect(await stored()).toBe(3 * 20);
});

test('flush waits for every batch written so far', async () => {
  const writer = new EventWriter(counted, 1);
  for (let i = 0; i < 5; i++) void writer.write(batch(`query ${i}`));
  await writer.flush();
  expect(await stored()).toBe(5 * 20);
  await writer.flush();
});
