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
  const started = Date.now();
  const attempt = () => {
    const root = scopeElement(within);
    if (root && root.textContent?.trim()) {
      mark = new Mark(root);
      mark.mark([...terms], {ignoreJoiners: true, exclude: ['.hash-link', 'script', 'style']});
    } else if (Date.now() - started < WAIT_MS) {
      timer = window.setTimeout(attempt, 100);
    }
  };
  attempt();
  return () => {
    window.clearTimeout(timer);
    mark?.unmark();
  };
}
