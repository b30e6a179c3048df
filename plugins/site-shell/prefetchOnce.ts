/**
 * Replaces Docusaurus's prefetch helper (@docusaurus/core/lib/client/prefetch.js, swapped by a
 * bundler alias in index.ts). Docusaurus prefetches every chunk of every linked route; routes share
 * most chunks (the docs layout, the sidebar), and where the browser lacks `<link rel="prefetch">`
 * its fallback requested each shared chunk again for every route: 408 requests for 44 chunks on
 * one page. Here each URL is requested once per page life, and not at all when the page has loaded
 * it already, whichever way it is fetched.
 */
const requested = new Map<string, Promise<void>>();

function supportsPrefetchHint(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function prefetchHint(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch failed: ${url}`));
    document.head.append(link);
  });
}

/** The specification's fallback: a GET with credentials; the response only warms the HTTP cache. */
async function prefetchByGet(url: string): Promise<void> {
  const response = await fetch(url, {credentials: 'include'});
  if (!response.ok) throw new Error(`prefetch failed: ${url} answered ${response.status}`);
}

/** Whether the page has loaded this URL already (the current route's own chunks, for example). */
function alreadyLoaded(url: string): boolean {
  return performance.getEntriesByName(new URL(url, window.location.href).href, 'resource').length > 0;
}

let strategy: ((url: string) => Promise<void>) | undefined;

export default function prefetch(url: string): Promise<void> {
  strategy ??= supportsPrefetchHint() ? prefetchHint : prefetchByGet;
  let pending = requested.get(url);
  if (!pending && alreadyLoaded(url)) {
    pending = Promise.resolve();
    requested.set(url, pending);
  }
  if (!pending) {
    // A failed prefetch costs nothing: the route loads its chunk again when it is visited.
    pending = strategy(url).catch(() => undefined);
    requested.set(url, pending);
  }
  return pending;
}
