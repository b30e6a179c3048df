/**
 * Docusaurus prefetches the code of every internal link as soon as the link scrolls into view,
 * synchronously in the observer's callback. On a page with many links (the docs introduction links
 * to every guide) that is one long task right after the page starts: each prefetch scans the route
 * table and adds a <link rel="prefetch">. This wraps the documented `window.docusaurus.prefetch`
 * so that each prefetch runs in idle time instead. Hovering a link still preloads it at once.
 */
import {whenIdle} from './whenIdle';

interface DocusaurusGlobal {
  readonly prefetch: (routePath: string) => unknown;
  readonly preload: (routePath: string) => unknown;
}

function prefetchWhenIdle(): void {
  const global = window as {docusaurus?: DocusaurusGlobal};
  const docusaurus = global.docusaurus;
  if (!docusaurus) return;
  // The object is frozen: links call `window.docusaurus.prefetch`, so a frozen copy replaces it.
  global.docusaurus = Object.freeze({
    ...docusaurus,
    prefetch: (routePath: string) => {
      whenIdle(() => docusaurus.prefetch(routePath), 2000);
      return true;
    },
  });
}

// Client modules run before the client entry, in the same task; the entry then sets
// `window.docusaurus`, and React renders (and links start observing) only after that task.
if (typeof window !== 'undefined') queueMicrotask(prefetchWhenIdle);
