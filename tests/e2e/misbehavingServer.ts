import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

/** 50 MiB: the size of answer that froze the tab for seconds before Try it had a cap. */
export const HUGE_BYTES = 50 * 1024 * 1024;

export interface Misbehaving {
  /** http://127.0.0.1:<port>; the first path segment picks the behaviour. */
  readonly url: string;
  /** Every request that reached the server (preflights left out), as `METHOD /path?query`. */
  readonly requests: string[];
  /** Bytes of the huge answer written before the client went away, once it has. */
  readonly hugeBytesSent: () => number | undefined;
  /** Whether the client closed the connection of a request that never got its answer. */
  readonly hangClosed: () => boolean;
  readonly close: () => Promise<void>;
}

function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Length');
}

/**
 * A tiny server that answers Try it the way hostile or broken servers do, on a free port of
 * 127.0.0.1 (which the site's CSP allows, as a local mock):
 * - `/huge/…` a 50 MiB JSON array, written as fast as the client reads it;
 * - `/trickle/…` headers at once, then one byte every 200 ms, forever;
 * - `/hang/…` never answers;
 * - `/echo/…` a small JSON echo of the path and the Authorization header;
 * - anything else: a small JSON answer with the path.
 */
export async function startMisbehavingServer(): Promise<Misbehaving> {
  const requests: string[] = [];
  let hugeSent: number | undefined;
  let hangClosed = false;
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer((req, res) => {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    requests.push(`${req.method} ${req.url}`);
    const kind = (req.url ?? '/').split('/')[1];
    if (kind === 'huge') {
      const chunk = Buffer.from(`${'{"id":12345,"name":"a small object"},'.repeat(1700)}`);
      let sent = 0;
      res.writeHead(200, {'Content-Type': 'application/json', 'Content-Length': String(HUGE_BYTES)});
      res.on('close', () => (hugeSent = sent));
      const pump = () => {
        while (sent < HUGE_BYTES && !res.destroyed) {
          const part = chunk.subarray(0, Math.min(chunk.length, HUGE_BYTES - sent));
          sent += part.length;
          if (!res.write(part)) return void res.once('drain', pump);
        }
        if (!res.destroyed) res.end();
      };
      pump();
    } else if (kind === 'trickle') {
      res.writeHead(200, {'Content-Type': 'application/json'});
      res.write('[');
      const timer = setInterval(() => res.write(' '), 200);
      timers.add(timer);
      res.on('close', () => clearInterval(timer));
    } else if (kind === 'hang') {
      req.socket.on('close', () => (hangClosed = true));
    } else {
      res.writeHead(200, {'Content-Type': 'application/json'});
      const echo = kind === 'echo' ? {authorization: req.headers.authorization ?? null} : {};
      res.end(JSON.stringify({path: req.url, ...echo}));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hugeBytesSent: () => hugeSent,
    hangClosed: () => hangClosed,
    close: () => {
      for (const timer of timers) clearInterval(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
