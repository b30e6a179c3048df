import {once} from 'node:events';
import {createServer, type AddressInfo} from 'node:net';
import {freePort} from '@energy-xrm/ports';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {startPostgresCluster} from '../src/dev/postgresCluster.js';

/** A port something else listens on, as when another process took the one probed free. */
const blocker = createServer();
let taken = 0;

beforeAll(async () => {
  blocker.listen(0, '127.0.0.1');
  await once(blocker, 'listening');
  taken = (blocker.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

describe('a throwaway PostgreSQL cluster', () => {
  it('starts on the next port when the one it chose was taken before it listened', async () => {
    const choose = vi.fn(async () => (choose.mock.calls.length === 1 ? taken : freePort()));
    const cluster = await startPostgresCluster({choosePort: choose});
    try {
      expect(choose).toHaveBeenCalledTimes(2);
      expect(cluster.port).not.toBe(taken);
      expect(await cluster.createDatabase('after_a_taken_port')).toMatch(/\/after_a_taken_port$/);
    } finally {
      await cluster.stop();
    }
  }, 120_000);

  it('gives up after five taken ports, naming the last one', async () => {
    const choose = vi.fn(async () => taken);
    await expect(startPostgresCluster({choosePort: choose})).rejects.toThrow(
      `Port ${taken} was taken before PostgreSQL listened on it`,
    );
    expect(choose).toHaveBeenCalledTimes(5);
  }, 120_000);

  it('does not retry a start that fails for another reason', async () => {
    const choose = vi.fn(async () => 70_000);
    await expect(startPostgresCluster({choosePort: choose})).rejects.toThrow();
    expect(choose).toHaveBeenCalledTimes(1);
  }, 120_000);
});
