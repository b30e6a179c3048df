import {parseRetryAfter} from './errors.js';

/** A `fetch` that takes a ready-made `Request`, as openapi-fetch calls it. */
export type FetchFunction = (request: Request) => Promise<Response>;

/** When and how often to send a request again. All fields are optional. */
export interface RetryOptions {
  /** How many times to retry after the first attempt. Default 3. */
  readonly retries?: number;
  /** The first backoff delay in milliseconds; it doubles with every attempt. Default 500. */
  readonly baseDelayMs?: number;
  /**
   * The longest wait in milliseconds. Backoff delays are capped here; when `Retry-After` asks for
   * longer, the response is returned instead of waiting. Default 30 000.
   */
  readonly maxDelayMs?: number;
  /** The status codes worth retrying. Default 429, 500, 502, 503 and 504. */
  readonly statuses?: readonly number[];
}

/** The defaults of {@link RetryOptions}. */
export const DEFAULT_RETRY: Required<RetryOptions> = {
  retries: 3,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  statuses: [429, 500, 502, 503, 504],
};

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * Whether sending the request again cannot do harm: `429` means the service did not process it;
 * other failures are retried for idempotent methods and for requests with an `Idempotency-Key`.
 */
function safeToRepeat(request: Request, status: number | undefined): boolean {
  return status === 429 || IDEMPOTENT_METHODS.has(request.method) || request.headers.has('Idempotency-Key');
}

/** Exponential backoff with jitter: half the delay fixed, half random. */
function backoff(attempt: number, options: Required<RetryOptions>): number {
  const delay = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return delay / 2 + (Math.random() * delay) / 2;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, {once: true});
  });
}

/**
 * Wraps a fetch function so that it retries `429` and `5xx` answers and network errors: after the
 * `Retry-After` seconds when the response has that header, otherwise with exponential backoff.
 * Requests that are not safe to repeat (a `POST` without `Idempotency-Key` that failed with `5xx`)
 * are not retried. An aborted request stops at once.
 *
 * @param fetchFunction - the fetch to call for every attempt
 * @param options - retry count and delays; see {@link RetryOptions}
 */
export function withRetries(fetchFunction: FetchFunction, options: RetryOptions = {}): FetchFunction {
  const settings: Required<RetryOptions> = {...DEFAULT_RETRY, ...options};
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= settings.retries;
      // Each attempt needs its own body stream; keep the original unread for the next one.
      const attemptRequest = last ? request : request.clone();
      let delay: number;
      try {
        const response = await fetchFunction(attemptRequest);
        if (last || !settings.statuses.includes(response.status) || !safeToRepeat(request, response.status)) {
          return response;
        }
        const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
        delay = retryAfter === undefined ? backoff(attempt, settings) : retryAfter * 1000;
        if (delay > settings.maxDelayMs) return response;
        await response.body?.cancel();
      } catch (error) {
        if (last || request.signal.aborted || !safeToRepeat(request, undefined)) throw error;
        delay = backoff(attempt, settings);
      }
      await sleep(delay, request.signal);
    }
  };
}
