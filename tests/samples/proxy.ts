import {createServer, request as httpRequest, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {buffer} from 'node:stream/consumers';

export interface Seen {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  /** The body the sample sent. */
  readonly body: Buffer;
  /** Prism's explanation when it rejected the request, or ours when a credential was wrong. */
  readonly detail?: string;
}

export interface Credentials {
  readonly token: string;
  readonly apiKey: string;
  /** HTTP Basic: base64 of `user:password`. */
  readonly basic: string;
}

/**
 * The request passed on to the mock as it came, with node:http rather than fetch: fetch refuses
 * a GET or HEAD with a body, which a sample may send where the spec describes one.
 */
function forward(
  target: string,
  request: IncomingMessage,
  body: Buffer,
): Promise<{status: number; contentType: string; body: Buffer}> {
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      ([name]) => !['host', 'connection', 'content-length', 'transfer-encoding'].includes(name),
    ),
  );
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${target}${request.url}`,
      {method: request.method, headers: {...headers, 'content-length': String(body.length)}},
      (answer) => {
        void buffer(answer).then(
          (bytes) =>
            resolve({
              status: answer.statusCode ?? 0,
              contentType: answer.headers['content-type'] ?? 'text/plain',
              body: bytes,
            }),
          reject,
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A credential that is present but is not the one the environment held: a sample sent its placeholder. */
function wrongCredential(request: IncomingMessage, credentials: Credentials, apiKeyHeader: string): string | undefined {
  const authorization = request.headers.authorization;
  if (
    authorization !== undefined &&
    authorization !== `Bearer ${credentials.token}` &&
    authorization !== `Basic ${credentials.basic}`
  ) {
    return `Authorization was ${JSON.stringify(authorization)}, not the token from ENERGY_XRM_TOKEN or the credentials from ENERGY_XRM_BASIC_AUTH`;
  }
  const key = request.headers[apiKeyHeader.toLowerCase()];
  if (key !== undefined && key !== credentials.apiKey) {
    return `${apiKeyHeader} was ${JSON.stringify(key)}, not the key from ENERGY_XRM_API_KEY`;
  }
  return undefined;
}

/**
 * A recording proxy in front of a Prism mock, one per running sample, so each request belongs to
 * one sample. Prism accepts any bearer token, so the proxy also checks that the credential is the
 * one the sample's environment held (`apiKeyHeader` names the API key's header), and answers 401
 * itself when it is not; without `credentials` (an operation that takes none) it checks nothing.
 */
export async function startProxy(
  target: string,
  credentials: Credentials | undefined,
  apiKeyHeader = 'X-Api-Key',
): Promise<{
  readonly origin: string;
  readonly seen: Seen[];
  readonly close: () => Promise<void>;
}> {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await buffer(request);
      const wrong = credentials && wrongCredential(request, credentials, apiKeyHeader);
      if (wrong) {
        seen.push({method: request.method ?? '', url: request.url ?? '', status: 401, body, detail: wrong});
        response.writeHead(401).end(wrong);
        return;
      }
      const answer = await forward(target, request, body);
      const text = answer.body.toString('utf8');
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        status: answer.status,
        body,
        ...(answer.status >= 400 && {detail: text.slice(0, 600)}),
      });
      response.writeHead(answer.status, {'content-type': answer.contentType});
      response.end(answer.body);
    })().catch((error: Error) => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        status: 599,
        body: Buffer.alloc(0),
        detail: error.message,
      });
      response.writeHead(502).end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
