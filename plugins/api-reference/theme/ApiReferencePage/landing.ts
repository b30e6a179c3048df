import {landingLine} from './currentSection';

/** How long the page may keep moving under a deep link's target before the landing gives up. */
const LIMIT_MS = 10_000;
/** How long the target has to stay on the line, once nothing is being laid out, to count as landed. */
const STEADY_MS = 500;
const INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Puts a deep link's target on the landing line (72 px below the top, under the navbar) and keeps
 * it there while the page around it settles. Sections above the target get their details late
 * (parts.ts: the page grows above the target as they arrive), and after a
 * client-side navigation the body arrives after the router's own scroll: each of these moved the
 * target away from where the reader was sent. The landing ends once the target has held its place
 * and `settled()` is true, or as soon as the reader scrolls, types or touches the page, or the page
 * is scrolled by anything else while the target keeps its place in the document. `filled` counts
 * the parts that have arrived (parts.ts). Returns a function that ends it.
 */
export function landOn(target: HTMLElement, settled: () => boolean, filled: () => number): () => void {
  let frame = 0;
  let steadySince = performance.now();
  const started = steadySince;
  // Where the page was scrolled and the target stood in the document after the last correction.
  let scrolledTo = window.scrollY;
  let targetAt = Number.NaN;
  let partsSeen = filled();
  const documentTop = () => target.getBoundingClientRect().top + window.scrollY;
  const place = (): boolean => {
    const offset = target.getBoundingClientRect().top - landingLine();
    const before = window.scrollY;
    if (Math.abs(offset) > 1) window.scrollTo({top: before + offset, behavior: 'instant'});
    // At the end of the page the target may not reach the line: that is as far as it goes.
    const moved = window.scrollY !== before;
    scrolledTo = window.scrollY;
    targetAt = documentTop();
    return moved;
  };
  /**
   * Someone else scrolled (the reader, a script, find in page): the page scrolled while the target
   * kept its place in the document. Such a scroll ends the landing; one that put the target on the
   * line itself (the browser's own scroll to the fragment) does not. When the target moved in the
   * document, the page is still settling above it (a part arrived, or a section far from the view
   * was drawn at its real size instead of its estimate, styles.css), whatever the browser's scroll
   * anchoring made of it: the landing puts the target back.
   */
  const scrolledAway = () => {
    if (Math.abs(window.scrollY - scrolledTo) <= 1) return false;
    if (Math.abs(target.getBoundingClientRect().top - landingLine()) <= 2) return false;
    return Math.abs(documentTop() - targetAt) <= 2;
  };
  const stop = () => {
    window.cancelAnimationFrame(frame);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, stop);
  };
  const tick = (now: number) => {
    // A part that arrived above the target moves it by its height, and the browser's scroll
    // anchoring follows such a move only in part: that is the page settling, not someone scrolling.
    const partsNow = filled();
    const grew = partsNow !== partsSeen;
    partsSeen = partsNow;
    if (!grew && scrolledAway()) return stop();
    if (place()) steadySince = now;
    const landed = settled() && now - steadySince >= STEADY_MS;
    if (landed || now - started > LIMIT_MS) stop();
    else frame = window.requestAnimationFrame(tick);
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, stop, {passive: true});
  place();
  frame = window.requestAnimationFrame(tick);
  return stop;
}
