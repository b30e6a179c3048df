import {afterEach, beforeEach, expect, test, vi} from 'vitest';

type Events = typeof import('../../plugins/docs-server/client/events');

/** What the page sent to the docs server, as `METHOD /path`. */
let sent: string[];
/** The status the service answers a POST to /_/events with (0: no answer at all). */
let eventsStatus: number;

/** A fresh copy of the module (its state is per page load) in a page whose service is there. */
async function loadPage(): Promise<Events> {
  vi.resetModules();
  const events = await import('../../plugins/docs-server/client/events');
  events.enableEvents();
  return events;
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  eventsStatus = 202;
  vi.stubGlobal('window', {addEventListener: () => undefined, setTimeout, clearTimeout});
  vi.stubGlobal('navigator', {sendBeacon: () => true});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/_/health') return new Response('{"ok":true}', {status: 200});
      if (eventsStatus === 0) throw new TypeError('Failed to fetch');
      return new Response('{}', {status: eventsStatus});
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Two page views, each sent once the debounce has passed. */
async function twoViews(events: Events): Promise<void> {
  for (const url of ['/docs/intro', '/docs/webhooks']) {
    events.sendPageView(url);
    await vi.advanceTimersByTimeAsync(events.DEBOUNCE_MS + 10);
  }
}

test('a batch the service refuses (429 under its rate limit) ends the events, not the feedback form', async () => {
  eventsStatus = 429;
  const events = await loadPage();
  const hidden = vi.fn();
  events.onServerDown(hidden);
  await twoViews(events);
  // One refused batch, then nothing more: no retry storm.
  expect(sent).toEqual(['GET /_/health', 'POST /_/events']);
  expect(events.serverConfigured()).toBe(true);
  expect(hidden).not.toHaveBeenCalled();
  await expect(events.serverAvailable()).resolves.toBe(true);
});

test.each([
  [0, 'no answer'],
  [502, 'a gateway error'],
  [503, 'service unavailable'],
])('a batch that gets %i (%s) means the service is gone: events stop and the form hides', async (status) => {
  eventsStatus = status;
  const events = await loadPage();
  const hidden = vi.fn();
  events.onServerDown(hidden);
  await twoViews(events);
  expect(sent).toEqual(['GET /_/health', 'POST /_/events']);
  expect(events.serverConfigured()).toBe(false);
  expect(hidden).toHaveBeenCalledOnce();
});

test('while the service stores them, every view is sent', async () => {
  const events = await loadPage();
  await twoViews(events);
  expect(sent).toEqual(['GET /_/health', 'POST /_/events', 'POST /_/events']);
  expect(events.serverConfigured()).toBe(true);
});
