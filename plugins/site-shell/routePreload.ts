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
 */
export default function preload(pathname: string): Promise<unknown> {
  return new Promise((resolve) => resolve(corePreload(repairPath(pathname)))).catch((error: unknown) => {
    console.warn(error);
    if (decoded(pathname) !== decoded(window.location.pathname)) return undefined;
    stopProgressBar();
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    showLoadError(reason ?? 'unknown error');
    return NEVER;
  });
}
