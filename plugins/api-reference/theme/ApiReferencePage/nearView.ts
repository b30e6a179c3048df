import {attr} from '../../hooks';
import {loadPart} from './parts';

/** How far ahead of the viewport parts are fetched: one screen, so scrolling never meets an empty one. */
const AHEAD = 1;

/** How far a section is from the viewport (0 when any of it shows). */
function distance(top: number, bottom: number): number {
  return Math.max(0, top - window.innerHeight, -bottom);
}

/**
 * The index of the first section whose bottom is below `y` (viewport coordinates). The sections
 * are in document order in one column, so their tops and bottoms only grow along the list.
 */
function firstBelow(sections: readonly HTMLElement[], y: number): number {
  let low = 0;
  let high = sections.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sections[middle]!.getBoundingClientRect().bottom > y) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Loads the parts of the sections near the viewport, one at a time and the nearest first: each
 * arrival pushes the sections below further away, so the page fetches only what is about to be
 * read. Returns `stop`.
 *
 * Found by a binary search over the sections' positions on scroll, resize and each arrival, rather
 * than with an IntersectionObserver: on a 700-operation page the observer recomputed all 1,500
 * targets on every frame in which a part arrived (about 20 ms each on a phone's first load, seen in
 * a trace of the DigitalOcean page), where this reads a dozen positions.
 */
export function loadPartsNearView(root: HTMLElement, filled: (section: HTMLElement) => void): () => void {
  const sections = Array.from(root.querySelectorAll<HTMLElement>(`[${attr.part}]`));
  /** Sections asked for once (a failed one waits for its Retry, not for the next scroll). */
  const asked = new WeakSet<HTMLElement>();
  let busy = false;
  let frame = 0;
  let stopped = false;

  const nearest = (): HTMLElement | undefined => {
    const height = window.innerHeight;
    let best: HTMLElement | undefined;
    let bestDistance = Infinity;
    for (let i = firstBelow(sections, -AHEAD * height); i < sections.length; i += 1) {
      const section = sections[i]!;
      const {top, bottom} = section.getBoundingClientRect();
      if (top > (1 + AHEAD) * height) break;
      if (asked.has(section) || section.hasAttribute(attr.partLoaded)) continue;
      const d = distance(top, bottom);
      if (d < bestDistance) [best, bestDistance] = [section, d];
    }
    return best;
  };

  const next = () => {
    frame = 0;
    if (busy || stopped) return;
    const section = nearest();
    if (!section) return;
    asked.add(section);
    busy = true;
    void loadPart(section, filled).finally(() => {
      busy = false;
      next();
    });
  };
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(next);
  };

  // The page also moves without a scroll: a group of fields opened above, a part arriving.
  const resized = new ResizeObserver(schedule);
  resized.observe(root);
  window.addEventListener('scroll', schedule, {passive: true});
  window.addEventListener('resize', schedule, {passive: true});
  schedule();
  return () => {
    stopped = true;
    window.cancelAnimationFrame(frame);
    resized.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
