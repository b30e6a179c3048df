import type {CodeBlock} from './pages';
import {requestsInBlocks, type GuideRequest} from './requests';

/** One API response a guide shows, with the request it answers. */
export interface GuideResponse {
  /** The request it answers: named in the block's title, or the request block just before it. */
  readonly request: Partial<Pick<GuideRequest, 'method' | 'path' | 'specName'>> & {readonly operationId?: string};
  /** The HTTP status, when the block says it. */
  readonly status?: string;
  readonly body: string;
  /** Names of the response headers an HTTP block shows. */
  readonly headers: readonly string[];
  /** "(excerpt)" in the title: fields are left out on purpose, so required fields are not checked. */
  readonly excerpt: boolean;
  readonly source: string;
}

const METHOD_PATH = /\b(GET|POST|PUT|PATCH|DELETE) (\/v\d[^\s:)]*(?::[A-Za-z]+)?)/;

/** A JSON block titled like a request (`POST /v2/folders`) shows that request's body. */
function titledRequests(blocks: readonly CodeBlock[]): Map<number, GuideResponse['request']> {
  const found = new Map<number, GuideResponse['request']>();
  blocks.forEach((block, index) => {
    const title = block.meta.match(/title="([^"]*)"/)?.[1] ?? '';
    const match = title.match(METHOD_PATH);
    if (match && !/^response/i.test(title)) found.set(index, {method: match[1]!, path: match[2]!});
  });
  return found;
}

/**
 * Responses in JSON blocks titled "Response…" and in HTTP blocks that start with a status line.
 * A response belongs to the request (`GET /v2/…`) or operation (`Response of getManifest`) named
 * in its title, or to the request in the block right before it; otherwise it is not checked.
 */
export function responsesInBlocks(blocks: readonly CodeBlock[], file: string): GuideResponse[] {
  const requests = new Map<number, GuideResponse['request']>(titledRequests(blocks));
  for (const request of requestsInBlocks(blocks, file)) requests.set(request.block, request);
  return blocks.flatMap((block, index) => {
    const title = block.meta.match(/title="([^"]*)"/)?.[1] ?? '';
    const statusLine = block.language === 'http' ? block.code.match(/^HTTP\/[\d.]+ (\d{3})/) : null;
    if (!statusLine && !(block.language === 'json' && /^response/i.test(title))) return [];
    const named = title.match(METHOD_PATH);
    const operationId = title.match(/^Response of ([a-z][A-Za-z]+)\b/)?.[1];
    const request = named
      ? {method: named[1]!, path: named[2]!}
      : operationId && !['the', 'a', 'an'].includes(operationId)
        ? {operationId}
        : requests.get(index - 1);
    if (!request) return [];
    const [head = '', ...rest] = statusLine ? block.code.split(/\n\s*\n/) : ['', block.code];
    const status = statusLine?.[1] ?? title.match(/\b([1-5]\d\d)\b/)?.[1];
    return [
      {
        request,
        ...(status && {status}),
        body: rest.join('\n\n').trim(),
        headers: [...head.matchAll(/^([A-Za-z0-9-]+):\s/gm)].map((m) => m[1]!),
        excerpt: /excerpt/i.test(title),
        source: `${file}, code block ${index + 1}`,
      },
    ];
  });
}
