import type {BuiltRequest} from './request';

/** The most of a response body Try it downloads and shows; the rest is never fetched. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** How long Try it waits for a complete answer, headers and body, before it stops the request. */
export const TIMEOUT_MS = 30_000;
/** Above this, a JSON body is shown as it came: pretty-printing it would hold up the page. */
const PRETTY_PRINT_LIMIT = 256 * 1024;

export type Stop = 'timeout' | 'cancelled';

export interface Answer {
  readonly status: number;
  readonly statusText: string;
  readonly headers: [string, string][];
  readonly body: string;
  /** Bytes of the body received and shown. */
  readonly bytes: number;
  /** The body's length from Content-Length, when the server sent one. */
  readonly declaredBytes?: number;
  /** Why the body is incomplete: the size cap, the timeout or the reader's Cancel. */
  readonly cut?: 'size' | Stop;
}

/** What became of a request that got no answer. */
export interface NoAnswer {
  readonly stop?: Stop;
  /** The origin a Content-Security-Policy violation named while the request was on its way. */
  readonly blockedByPolicy?: string;
}

function prettyIfJson(text: string): string {
  if (text.length > PRETTY_PRINT_LIMIT) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Reads a body up to the cap, stopping early on the signal; never throws for a stop. */
async function readCapped(
  response: Response,
  signal: AbortSignal,
): Promise<{text: string; bytes: number; full: boolean}> {
  const reader = response.body?.getReader();
  if (!reader) return {text: '', bytes: 0, full: true};
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) return {text: text + decoder.decode(), bytes, full: true};
      const room = MAX_BODY_BYTES - bytes;
      const part = value.byteLength > room ? value.subarray(0, room) : value;
      text += decoder.decode(part, {stream: true});
      bytes += part.byteLength;
      if (bytes >= MAX_BODY_BYTES) {
        // Stop the download: the server sees the connection close and sends no more.
        await reader.cancel().catch(() => undefined);
        return {text: text + decoder.decode(), bytes, full: false};
      }
    }
  } catch (error) {
    if (signal.aborted) return {text: text + decoder.decode(), bytes, full: false};
    throw error;
  }
}

/**
 * Sends a request and reads at most MAX_BODY_BYTES of the answer, within TIMEOUT_MS, until the
 * caller's signal (Cancel) aborts it. A response that started arriving is shown with what came
 * and why it is incomplete; a request with no answer at all resolves to a NoAnswer.
 */
export async function send(request: BuiltRequest, cancel: AbortSignal): Promise<Answer | NoAnswer> {
  const controller = new AbortController();
  let stop: Stop | undefined;
  const timer = window.setTimeout(() => {
    stop = 'timeout';
    controller.abort();
  }, TIMEOUT_MS);
  const onCancel = () => {
    stop = 'cancelled';
    controller.abort();
  };
  cancel.addEventListener('abort', onCancel);
  let blockedByPolicy: string | undefined;
  const origin = new URL(request.url).origin;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI.startsWith(origin)) blockedByPolicy = origin;
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      mode: 'cors',
      credentials: 'omit',
      signal: controller.signal,
    });
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    const {text, bytes, full} = await readCapped(response, controller.signal);
    return {
      status: response.status,
      statusText: response.statusText,
      headers,
      body: full ? prettyIfJson(text) : text,
      bytes,
      ...(Number.isFinite(declared) && {declaredBytes: declared}),
      ...(!full && {cut: stop ?? 'size'}),
    };
  } catch {
    // The violation event is queued after the failed fetch settles; give it that turn.
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    return {...(stop && {stop}), ...(blockedByPolicy && {blockedByPolicy})};
  } finally {
    window.clearTimeout(timer);
    cancel.removeEventListener('abort', onCancel);
    document.removeEventListener('securitypolicyviolation', onViolation);
  }
}

export const isAnswer = (outcome: Answer | NoAnswer): outcome is Answer => 'status' in outcome;
