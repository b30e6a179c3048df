import pg from 'pg';
import type {Database, Row, SqlValue} from './types.js';

type Queryable = Pick<pg.PoolClient, 'query'>;

const run = async <R extends Row>(target: Queryable, text: string, params: readonly SqlValue[] = []) =>
  (await target.query<R>(text, [...params])).rows;

/** PostgreSQL over the network (`DATABASE_URL`), through a small pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({connectionString, max: 10});
  // An idle connection the server closes must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  return {
    engine: 'PostgreSQL',
    query: (text, params) => run(pool, text, params),
    script: async (text) => {
      await pool.query(text);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: (text, params) => run(client, text, params),
          script: async (text) => {
            await client.query(text);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
