import type {CodeBlock} from './pages';

/** One API request a guide shows or names. */
export interface GuideRequest {
  readonly method: string;
  /** Spec name from the host (`entity` in entity.api.energy-xrm.example), when the request names a host. */
  readonly specName?: string;
  /** Path without the query string, e.g. `/v1/entity:search`. */
  readonly path: string;
  /** JSON body text, when the example sends one inline. */
  readonly body?: string;
  /** Names of the headers the example sends. */
  readonly headers: readonly string[];
  /** Index of the code block in the page, to pair a response block with its request. */
  readonly block: number;
  /** Where it was found, for failure messages. */
  readonly source: string;
}

/** API calls go to a service host and a versioned path; pre-signed storage URLs are not API operations. */
const HOST = /^https:\/\/([a-z0-9-]+)\.api\.energy-xrm\.example(\/v\d[^\s'"`?#]*)/;
const METHODS = 'GET|POST|PUT|PATCH|DELETE';

interface Found {
  readonly source: string;
  readonly block: number;
  readonly headers: readonly string[];
  readonly body?: string;
}

function fromUrl(method: string, url: string, found: Found): GuideRequest | undefined {
  const match = url.match(HOST);
  if (!match) return undefined;
  const {body, ...rest} = found;
  return {method, specName: match[1]!, path: match[2]!, ...rest, ...(body !== undefined && {body})};
}

/** curl commands in shell blocks: `-X`/`--request`, the URL, and an inline `-d '…'` JSON body. */
function curlRequests(code: string, source: string, block: number): GuideRequest[] {
  const joined = code.replace(/\\\n\s*/g, ' ');
  return joined
    .split(/(?=\bcurl\s)/)
    .filter((command) => command.startsWith('curl'))
    .flatMap((command) => {
      const url = command.match(/["']?(https:\/\/[a-z0-9-]+\.api\.energy-xrm\.example[^\s"']*)/)?.[1];
      if (!url) return [];
      const body = command.match(/(?:-d|--data(?:-raw)?)\s+'([\s\S]*?)'(?=\s|$)/)?.[1];
      const explicit = command.match(/(?:-X|--request)\s+([A-Z]+)/)?.[1];
      const sendsData = body !== undefined || /\s(?:-d|--data(?:-raw|-binary)?|-F|--form)\s/.test(command);
      const method = explicit ?? (/\s(?:-T|--upload-file)\s/.test(command) ? 'PUT' : sendsData ? 'POST' : 'GET');
      const headers = [...command.matchAll(/(?:-H|--header)\s+["']([A-Za-z0-9-]+):/g)].map((m) => m[1]!);
      const request = fromUrl(method, url, {source, block, headers, ...(body !== undefined && {body})});
      return request ? [request] : [];
    });
}

/** HTTP blocks: a request line `METHOD URL`, headers, a blank line, then the body. */
function httpRequest(code: string, source: string, block: number): GuideRequest[] {
  const [head = '', ...rest] = code.split(/\n\s*\n/);
  const line = head.trim().split('\n')[0] ?? '';
  const match = line.match(new RegExp(`^(${METHODS})\\s+(\\S+)`));
  if (!match) return [];
  const host = head.match(/^Host:\s*(\S+)/im)?.[1];
  const url = match[2]!.startsWith('/') && host ? `https://${host}${match[2]}` : match[2]!;
  const body = rest.join('\n\n').trim();
  const headers = [...head.matchAll(/^([A-Za-z0-9-]+):\s/gm)].map((m) => m[1]!);
  const json = body.startsWith('{') || body.startsWith('[');
  const request = fromUrl(match[1]!, url, {source, block, headers, ...(json && {body})});
  return request ? [request] : [];
}

export function requestsInBlocks(blocks: readonly CodeBlock[], file: string): GuideRequest[] {
  return blocks.flatMap((block, index) => {
    const source = `${file}, code block ${index + 1}`;
    if (block.language === 'http') return httpRequest(block.code, source, index);
    if (['bash', 'sh', 'shell', ''].includes(block.language)) return curlRequests(block.code, source, index);
    return [];
  });
}

/** `METHOD /v1/...` named in running text or inline code, outside code blocks. */
export function requestsInText(body: string, file: string): GuideRequest[] {
  const text = body.replace(/^( *)```[\s\S]*?\n\1```/gm, ' ');
  const mention = new RegExp(
    `\\b(${METHODS})\\s+(?:https:\\/\\/([a-z0-9-]+)\\.api\\.energy-xrm\\.example)?(\\/v\\d[^\\s\`'")\\],]*)`,
    'g',
  );
  return [...text.matchAll(mention)].map((m) => ({
    headers: [],
    block: -1,
    method: m[1]!,
    ...(m[2] && {specName: m[2]}),
    path: m[3]!.split('?')[0]!.replace(/[.:;]$/, ''),
    source: `${file}, text "${m[0]}"`,
  }));
}
