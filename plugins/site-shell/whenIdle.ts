/** Delay where the browser has no requestIdleCallback (Safari): about one frame. */
const FALLBACK_DELAY_MS = 16;

/**
 * Runs `work` when the browser has nothing else to do, at the latest after `timeout` ms when one is
 * given. Returns a function that cancels it. Used for work that should not lengthen start-up:
 * prefetching linked pages (idlePrefetch.ts), and the REST reference's menu starting to follow the
 * section being read.
 */
export function whenIdle(work: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, timeout === undefined ? undefined : {timeout});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(handle);
}
