import {afterEach, beforeEach, expect, test, vi} from 'vitest';

// The start-up order of plugins/site-shell/routePreload.ts (a phone's main thread held in shorter
// tasks) and its handling of a page whose code fails to load.

const corePreload = vi.fn<(pathname: string) => Promise<unknown>>();
const showLoadError = vi.fn<(reason: string) => void>();
const stopProgressBar = vi.fn<() => void>();
vi.mock('@docusaurus/core/lib/client/preload', () => ({default: corePreload}));
vi.mock('../../plugins/site-shell/loadErrorBox', () => ({showLoadError}));
vi.mock('../../plugins/site-shell/progressBar', () => ({stopProgressBar}));

/** A fresh copy of the module: its start-up state is per page load. */
async function loadPage(pathname: string) {
  vi.resetModules();
  vi.stubGlobal('window', {location: {pathname}});
  return (await import('../../plugins/site-shell/routePreload')).default;
}

/** Resolves after the tasks queued so far (a message is a task, as the module's own yields are). */
const afterTasks = (count: number) =>
  Array.from({length: count}).reduce<Promise<void>>(
    (done) => done.then(() => new Promise((resolve) => setTimeout(resolve, 0))),
    Promise.resolve(),
  );

beforeEach(() => {
  corePreload.mockReset().mockResolvedValue(undefined);
  showLoadError.mockReset();
  stopProgressBar.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('the start-up preload waits for a task of its own, later ones start at once', async () => {
  const preload = await loadPage('/docs/intro');
  const first = preload('/docs/intro');
  expect(corePreload).not.toHaveBeenCalled();
  await first;
  expect(corePreload).toHaveBeenCalledWith('/docs/intro');

  void preload('/api/entity');
  expect(corePreload).toHaveBeenLastCalledWith('/api/entity');
});

test('the collator is made in a task after the chunks were requested, before any render needs it', async () => {
  const compare = vi.spyOn(String.prototype, 'localeCompare');
  const preload = await loadPage('/docs/intro');
  const started = preload('/docs/intro');
  await started;
  const calls = compare.mock.calls.length;
  await afterTasks(2);
  expect(compare.mock.calls.length).toBe(calls + 1);
});

test("a failed preload of the reader's page shows the error box and never settles", async () => {
  corePreload.mockRejectedValue(new Error('Loading chunk 1311 failed.\n(missing: /assets/js/1311.js)'));
  const preload = await loadPage('/docs/intro');
  let settled = false;
  void preload('/docs/intro').then(() => (settled = true));
  await afterTasks(3);
  expect(stopProgressBar).toHaveBeenCalled();
  expect(showLoadError).toHaveBeenCalledWith('Loading chunk 1311 failed.');
  expect(settled).toBe(false);
});

test('a failed preload of a page the reader only hovered is a warning, and nothing else', async () => {
  const preload = await loadPage('/docs/intro');
  await preload('/docs/intro');
  corePreload.mockRejectedValue(new Error('Loading chunk 7 failed.'));
  await expect(preload('/blog')).resolves.toBeUndefined();
  expect(console.warn).toHaveBeenCalled();
  expect(showLoadError).not.toHaveBeenCalled();
});
