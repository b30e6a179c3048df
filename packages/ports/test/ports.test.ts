import {once} from 'node:events';
import {createServer, type AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {freePort, isPortFree, onFreePort} from '../src/index.js';

class Taken extends Error {}
const taken = (error: unknown) => error instanceof Taken;

/** A port something listens on, as when another process took the one probed free. */
const blocker = createServer();
let busy = 0;
beforeAll(async () => {
  blocker.listen(0, '127.0.0.1');
  await once(blocker, 'listening');
  busy = (blocker.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

describe('free ports on loopback', () => {
  it('probes a port nothing listens on, and tells a busy one from a free one', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await isPortFree(port)).toBe(true);
    expect(await isPortFree(busy)).toBe(false);
  });
});

describe('a start on a probed port', () => {
  it('tries the next port when the one it chose was taken before the server listened', async () => {
    const choose = vi.fn(async () => (choose.mock.calls.length === 1 ? busy : freePort()));
    const start = vi.fn(async (port: number) => {
      if (port === busy) throw new Taken(`port ${port} taken`);
      return `listening on ${port}`;
    });
    await expect(onFreePort(start, {taken, choose})).resolves.toMatch(/^listening on \d+$/);
    expect(start).toHaveBeenCalledTimes(2);
    expect(start.mock.calls[1]?.[0]).not.toBe(busy);
  });

  it('gives up after five taken ports, with the last error', async () => {
    const start = vi.fn(async (port: number) => Promise.reject(new Taken(`port ${port} taken`)));
    await expect(onFreePort(start, {taken})).rejects.toThrow(/^port \d+ taken$/);
    expect(start).toHaveBeenCalledTimes(5);
  });

  it('keeps a port the caller named, and does not retry another failure', async () => {
    const named = vi.fn(async (port: number) => Promise.reject(new Taken(`port ${port} taken`)));
    await expect(onFreePort(named, {taken, port: 4010})).rejects.toThrow('port 4010 taken');
    expect(named).toHaveBeenCalledTimes(1);
    const broken = vi.fn(async () => Promise.reject(new Error('No operations found in the current file.')));
    await expect(onFreePort(broken, {taken})).rejects.toThrow('No operations found');
    expect(broken).toHaveBeenCalledTimes(1);
  });
});
