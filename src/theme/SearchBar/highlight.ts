import Mark from 'mark.js';

/** How long a page may take to show the element to mark (a reference page fetches its body after navigation). */
const WAIT_MS = 5000;

function scopeElement(within: string): HTMLElement | null {
  if (within.startsWith('#')) return document.getElementById(decodeURIComponent(within.slice(1)));
  return document.querySelector<HTMLElement>(within === 'article' ? 'article' : 'main');
}

/**
 * Marks the searched words on the page a result opened, once its element is there. Returns a
 * function that removes the marks and stops waiting (the page is left, or another search arrives).
 */
export function highlight(terms: readonly string[], within: string): () => void {
  let mark: Mark | null = null;
  let timer = 0;
  let stopKeeping = () => {};
  const started = Date.now();
  const attempt = () => {
    const root = scopeElement(within);
    if (root && root.textContent?.trim()) {
      mark = new Mark(root);
      mark.mark([...terms], {ignoreJoiners: true, exclude: ['.hash-link', 'script', 'style']});
      if (within.startsWith('#')) stopKeeping = keepInView(root);
    } else if (Date.now() - started < WAIT_MS) {
      timer = window.setTimeout(attempt, 100);
    }
  };
  attempt();
  return () => {
    window.clearTimeout(timer);
    stopKeeping();
    mark?.unmark();
  };
}

/** How long after arriving a chosen reference entry is kept in view while the page settles. */
const SETTLE_MS = 3000;

/**
 * A reference page lays out its long sections after it shows (in idle time), which moves an entry
 * far down the page after the browser scrolled to it. Until the reader scrolls, types or clicks,
 * each such change brings the entry back to the top (below the navbar: its scroll margin).
 */
function keepInView(target: HTMLElement): () => void {
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) window.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    const top = target.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) target.scrollIntoView({block: 'start'});
  });
  observer.observe(document.body);
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
    window.addEventListener(type, stop, {passive: true});
  }
  target.scrollIntoView({block: 'start'});
  return stop;
}
