import type {FetchFunction} from '../src/index.js';

/** What a fake fetch saw: the request and its body text (read before the response is made). */
export interface SeenRequest {
  readonly request: Request;
  readonly body: string;
}

/** One scripted answer: a response, or an error to throw like a failed connection. */
export type Answer = Response | Error | ((request: Request) => Response | Error);

/** A fetch that answers from a script, in order, and records every request. */
export function fakeFetch(...answers: Answer[]): FetchFunction & {readonly seen: SeenRequest[]} {
  const seen: SeenRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    seen.push({request, body: await request.text()});
    const next = answers.shift();
    if (next === undefined) throw new Error(`Unexpected request ${request.method} ${request.url}`);
    const answer = typeof next === 'function' ? next(request) : next;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return Object.assign(fetch, {seen});
}

/** A JSON response. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {'Content-Type': 'application/json', ...headers},
  });
}

/** A body in the shared Error model. */
export function errorBody(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return {status, code, message, request_id: `req_${code}`, ...extra};
}

/** An empty page or one with items, in the shared pagination shape. */
export function page<T>(data: T[], next: string | null) {
  return {data, pagination: {has_more: next !== null, next_cursor: next}};
}
