import {describe, expect, it, vi} from 'vitest';
import {onFreePort} from '../../packages/sdk/scripts/prism.mjs';

const taken = (port: number) => new Error(`listen EADDRINUSE: address already in use 127.0.0.1:${port}`);

describe('a mock started on a free port', () => {
  it('tries another port when the one it chose was taken before Prism listened', async () => {
    const start = vi.fn(async (port: number) => {
      if (start.mock.calls.length === 1) throw taken(port);
      return `listening on ${port}`;
    });
    await expect(onFreePort(undefined, start)).resolves.toMatch(/^listening on \d+$/);
    expect(start).toHaveBeenCalledTimes(2);
    expect(start.mock.calls.every(([port]) => port > 0)).toBe(true);
  });

  it('gives up after five taken ports, with the last error', async () => {
    const start = vi.fn(async (port: number) => Promise.reject(taken(port)));
    await expect(onFreePort(undefined, start)).rejects.toThrow('EADDRINUSE');
    expect(start).toHaveBeenCalledTimes(5);
  });

  it('keeps a port the caller named, and does not retry another failure', async () => {
    const named = vi.fn(async (port: number) => Promise.reject(taken(port)));
    await expect(onFreePort(4010, named)).rejects.toThrow('127.0.0.1:4010');
    expect(named).toHaveBeenCalledTimes(1);
    const broken = vi.fn(async () => Promise.reject(new Error('No operations found in the current file.')));
    await expect(onFreePort(undefined, broken)).rejects.toThrow('No operations found');
    expect(broken).toHaveBeenCalledTimes(1);
  });
});
