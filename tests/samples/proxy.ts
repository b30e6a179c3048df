import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

export interface Seen {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  /** Prism's explanation when it rejected the request, or ours when a credential was wrong. */
  readonly detail?: string;
}

export interface Credentials {
  readonly token: string;
  readonly apiKey: string;
}

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** A credential that is present but is not the one the environment held: a sample sent its placeholder. */
function wrongCredential(request: IncomingMessage, credentials: Credentials): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization !== undefined && authorization !== `Bearer ${credentials.token}`) {
    return `Authorization was ${JSON.stringify(authorization)}, not the token from ENERGY_XRM_TOKEN`;
  }
  const key = request.headers['x-api-key'];
  if (key !== undefined && key !== credentials.apiKey) {
    return `X-Api-Key was ${JSON.stringify(key)}, not the key from ENERGY_XRM_API_KEY`;
  }
  return undefined;
}

/**
 * A recording proxy in front of a Prism mock, one per running sample, so each request belongs to
 * one sample. Prism accepts any bearer token, so the proxy also checks that the credential is the
 * one the sample's environment held, and answers 401 itself when it is not.
 */
export async function startProxy(
  target: string,
  credentials: Credentials,
): Promise<{
  readonly origin: string;
  readonly seen: Seen[];
  readonly close: () => Promise<void>;
}> {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const wrong = wrongCredential(request, credentials);
      if (wrong) {
        seen.push({method: request.method ?? '', url: request.url ?? '', status: 401, detail: wrong});
        response.writeHead(401).end(wrong);
        return;
      }
      const headers = Object.entries(request.headers).flatMap(([name, value]) =>
        ['host', 'connection', 'content-length'].includes(name) || value === undefined
          ? []
          : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
      );
      const answer = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers,
        body: body.length > 0 ? new Uint8Array(body) : undefined,
      });
      const text = await answer.text();
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        status: answer.status,
        ...(answer.status >= 400 && {detail: text.slice(0, 600)}),
      });
      response.writeHead(answer.status, {'content-type': answer.headers.get('content-type') ?? 'text/plain'});
      response.end(text);
    })().catch((error: Error) => {
      seen.push({method: request.method ?? '', url: request.url ?? '', status: 599, detail: error.message});
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
