/**
 * The site's side of the docs server (packages/docs-server): search, click and page-view events
 * and the page feedback. Nothing here runs unless the build has DOCS_SERVER=on (its client module,
 * ./enable.ts, calls `enableEvents`) and the reader's browser sends no Do Not Track or Global
 * Privacy Control signal; then the first call asks `/_/health` once whether the service is there.
 */
export type SearchEvent = {type: 'search'; query: string; results: number; ms: number; tags?: readonly string[]};
export type ClickEvent = {type: 'click'; query: string; position: number; url: string};
export type SiteEvent = SearchEvent | ClickEvent | {type: 'view'; url: string};

/** The specification's viewed-item batches (section 9): at most 20 events, sent 400 ms after the last one. */
export const BATCH_SIZE = 20;
export const DEBOUNCE_MS = 400;
/** A search counts once the reader stops typing (or opens a result), not once per keystroke. */
export const SEARCH_SETTLE_MS = 1000;

const EVENTS_URL = '/_/events';
const state = {built: false, tracking: false, down: false};
let health: Promise<boolean> | undefined;
let queue: SiteEvent[] = [];
let pendingSearch: SearchEvent | undefined;
let flushTimer: number | undefined;
let searchTimer: number | undefined;
const downListeners = new Set<() => void>();

function optedOut(): boolean {
  const nav = navigator as Navigator & {globalPrivacyControl?: boolean};
  const windowDnt = (window as Window & {doNotTrack?: string}).doNotTrack;
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || windowDnt === '1';
}

/** Called once by the client module of a DOCS_SERVER=on build. */
export function enableEvents(): void {
  state.built = true;
  state.tracking = !optedOut();
  window.addEventListener('pagehide', flushWithBeacon);
}

/** Whether this build talks to the docs server at all (the feedback form shows only then). */
export const serverConfigured = (): boolean => state.built && !state.down;

/** Events are dropped from now on (the service is gone, or refused a batch); the feedback form may stay. */
function stopEvents(): void {
  state.tracking = false;
  queue = [];
  pendingSearch = undefined;
  window.clearTimeout(flushTimer);
  window.clearTimeout(searchTimer);
}

/** Once the service is gone the page stops talking to it: events are dropped, the feedback form hides. */
export function markDown(): void {
  state.down = true;
  stopEvents();
  downListeners.forEach((listener) => listener());
}

/**
 * Whether a failed call says the service itself is gone: no answer at all, or nginx's gateway
 * errors. A refusal of one call (a 429 under the rate limit, a 400, a 500 for one write) is not:
 * the service is there, so the feedback form, limited and stored on its own, stays.
 */
const GONE = new Set([0, 502, 503, 504]);

export function onServerDown(listener: () => void): () => void {
  downListeners.add(listener);
  return () => downListeners.delete(listener);
}

/** One `GET /_/health` per page load; nginx answers `{"ok":false}` while the service is down. */
export function serverAvailable(): Promise<boolean> {
  if (!serverConfigured()) return Promise.resolve(false);
  health ??= fetch('/_/health', {headers: {accept: 'application/json'}})
    .then((response) => (response.ok ? (response.json() as Promise<{ok?: boolean}>) : {ok: false}))
    .then((answer) => answer.ok === true)
    .catch(() => false)
    .then((up) => {
      if (!up) markDown();
      return up;
    });
  return health;
}

/** A call's status (0 when no answer came). Its body is read to the end: until then the browser counts the request as open. */
async function settled(response: Response): Promise<number> {
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}
const ok = (status: number) => status >= 200 && status < 300;

function commitSearch(): void {
  window.clearTimeout(searchTimer);
  if (pendingSearch) enqueue(pendingSearch);
  pendingSearch = undefined;
}

function enqueue(event: SiteEvent): void {
  queue.push(event);
  window.clearTimeout(flushTimer);
  flushTimer = window.setTimeout(() => void flush(), DEBOUNCE_MS);
}

async function flush(): Promise<void> {
  if (queue.length === 0 || !(await serverAvailable())) return;
  while (queue.length > 0) {
    const events = queue.splice(0, BATCH_SIZE);
    const status = await fetch(EVENTS_URL, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      // No keepalive: the page is alive here; a leaving page's events go by sendBeacon instead.
      body: JSON.stringify({events}),
    }).then(settled, () => 0);
    // One failed call ends the page's events (no retry storm, one console line at most).
    if (!ok(status)) return GONE.has(status) ? markDown() : stopEvents();
  }
}

/** On page hide the queue goes out as beacons, which the browser delivers after the page is gone. */
function flushWithBeacon(): void {
  commitSearch();
  window.clearTimeout(flushTimer);
  if (state.down || health === undefined) return;
  while (queue.length > 0) navigator.sendBeacon(EVENTS_URL, JSON.stringify({events: queue.splice(0, BATCH_SIZE)}));
}

/**
 * The seam the search box calls: a search as its answer arrives, a click on a result. Searches
 * that extend or shorten the one before replace it until the reader pauses.
 */
export function sendSearchEvent(event: SearchEvent | ClickEvent): void {
  if (!state.tracking || state.down) return;
  if (event.type === 'click') {
    commitSearch();
    enqueue(event);
    return;
  }
  const previous = pendingSearch?.query.trim().toLowerCase() ?? '';
  const next = event.query.trim().toLowerCase();
  if (previous && !(next.startsWith(previous) || previous.startsWith(next))) commitSearch();
  pendingSearch = event;
  window.clearTimeout(searchTimer);
  searchTimer = window.setTimeout(commitSearch, SEARCH_SETTLE_MS);
}

export function sendPageView(url: string): void {
  if (state.tracking && !state.down) enqueue({type: 'view', url});
}

/**
 * One answer to "Was this page helpful?". `id` names the vote: the click stores it, a later comment
 * (or a changed answer) sent with the same id updates it rather than counting a second vote.
 * False when it could not be delivered (the form then hides).
 */
export async function sendFeedback(answer: {
  id: string;
  url: string;
  helpful: boolean;
  comment?: string;
}): Promise<boolean> {
  if (!(await serverAvailable())) return false;
  const status = await fetch('/_/feedback', {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    // A reader may click Yes or No and leave at once: keepalive lets the vote outlive the page.
    keepalive: true,
    body: JSON.stringify(answer),
  }).then(settled, () => 0);
  if (!ok(status)) markDown();
  return ok(status);
}

/**
 * A vote's id: 128 random bits as hex. Made per answer, never stored in the browser beyond the
 * form, so it links a comment to its vote and nothing else. getRandomValues, unlike randomUUID,
 * exists on plain http too.
 */
export function newVoteId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
