import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {buffer} from 'node:stream/consumers';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly contentType: string;
  /** As Node gives them: names in lower case. */
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface RecordingServer {
  /** http://127.0.0.1:<port>, which the site's CSP allows, as for a local mock. */
  readonly url: string;
  /** Every request that reached the server, preflights left out. */
  readonly requests: RecordedRequest[];
  readonly close: () => Promise<void>;
}

/**
 * A server that keeps each request as it arrived, bytes and all, and answers 200 with a small JSON
 * body; it answers the browser's preflight the way an API open to other origins does.
 */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    void buffer(request).then((body) => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        headers: request.headers,
        body,
      });
      response.writeHead(200, {'Content-Type': 'application/json'});
      response.end(JSON.stringify({received: body.length}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
