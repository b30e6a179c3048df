// The system's own choice of port (listen on 0) is the whole probe, so no library is needed for it;
// what callers share is the retry, for the window between the probe and their server's listen.
import {createServer} from 'node:net';

/** Every throwaway server here listens on loopback only. */
export const LOOPBACK = '127.0.0.1';

/** How many ports a start on a probed port tries before it fails. */
export const PORT_ATTEMPTS = 5;

/** A port that was free a moment ago: the system picks one, and the probe releases it. */
export function freePort(host: string = LOOPBACK): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('The system gave no port')),
      );
    });
  });
}

/** Whether nothing listens on the port. */
export function isPortFree(port: number, host: string = LOOPBACK): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export interface FreePortOptions {
  /** Whether `start` failed because its port was taken: only that failure is tried again. */
  taken: (error: unknown) => boolean;
  /** A port the caller named: used as given, never replaced. */
  port?: number;
  /** Where the ports to try come from; default: `freePort()`. */
  choose?: () => Promise<number>;
}

/**
 * Runs `start` on the named port, or on a probed one. A port probed free can be taken before the
 * server listens (the system hands the same range to every outgoing connection, and the tests open
 * thousands): when `taken` says so, the next probed port is tried, up to PORT_ATTEMPTS in all.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, options: FreePortOptions): Promise<T> {
  const choose = options.choose ?? (() => freePort());
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(options.port ?? (await choose()));
    } catch (error) {
      if (options.port !== undefined || !options.taken(error) || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}
