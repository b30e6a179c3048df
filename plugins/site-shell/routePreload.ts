import corePreload from '@docusaurus/core/lib/client/preload';
import {showLoadError} from './loadErrorBox';
import {stopProgressBar} from './progressBar';
import {repairPath} from './safeUri';

const NEVER = new Promise<never>(() => undefined);

const decoded = (pathname: string): string => decodeURI(repairPath(pathname));

/**
 * Stands in for Docusaurus's `preload` (index.ts swaps it in for the framework's own modules).
 * When a page's code fails to load during a client navigation, Docusaurus reloads the whole page;
 * offline, that replaces the site with the browser's offline page. Here the failure of the page
 * the reader is on or going to shows the error box instead, and the promise never settles, so the
 * framework neither reloads nor renders a half-loaded page: the previous page stays readable and
 * Retry reloads the new address. A failed preload of a link the reader only hovered is logged as
 * a warning (specification, section 8) and forgotten.
 *
 * The first call is the start-up's, made while the main bundle is still evaluating; see `startUp`.
 */
export default function preload(pathname: string): Promise<unknown> {
  if (!startedUp) {
    startedUp = true;
    return startUp(() => guarded(pathname));
  }
  return guarded(pathname);
}

let startedUp = false;

function guarded(pathname: string): Promise<unknown> {
  return new Promise((resolve) => resolve(corePreload(repairPath(pathname)))).catch((error: unknown) => {
    console.warn(error);
    if (decoded(pathname) !== decoded(window.location.pathname)) return undefined;
    stopProgressBar();
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    showLoadError(reason ?? 'unknown error');
    return NEVER;
  });
}

/**
 * Start-up work in tasks of its own, so that a phone's main thread is never held long enough to
 * miss a tap (measured with Lighthouse's total blocking time, scripts/bench.mjs):
 * - the page's route chunks are requested after the main bundle's evaluation, not inside it (the
 *   route's loaders and script elements were a fifth of that one task);
 * - the browser's default collator is made while those chunks download. Docusaurus's docs plugin
 *   sorts its plugins with `localeCompare` when the search bar and the breadcrumbs first render,
 *   and the first call of a page loads the collator: 6 ms on a desktop, 50 ms on a phone, in the
 *   middle of the hydration. Made here, the later calls are instant.
 * A message, not a timer: a tab opened in the background runs timers at most once a second.
 */
function startUp(load: () => Promise<unknown>): Promise<unknown> {
  return nextTask().then(() => {
    const loading = load();
    void nextTask().then(() => 'a'.localeCompare('b'));
    return loading;
  });
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
