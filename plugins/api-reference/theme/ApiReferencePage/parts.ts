import {attr, cls, type PartSlot} from '../../hooks';
import {landingLine} from './currentSection';
import {retryAlert} from './retryAlert';

/**
 * The details of a long reference arrive per operation and per group of data models
 * (render/html/parts.ts): a section's part file is fetched when the section comes within one screen
 * of the viewport, when a deep link or a link inside the page points into it, or when a group of
 * fields needs its data model. Written here rather than taken from a lazy-loading library: the
 * parts fill places in static HTML that React does not own, and the page's landing and language
 * memory need to know when a part is in.
 */

/**
 * Parts fetched during this visit, by URL: going back to a page fills it without the network, and
 * a part asked for while it is still on its way (pointed at, then clicked) is fetched once.
 */
const fetched = new Map<string, Promise<string>>();
/** The part of each section on its way. */
const loading = new WeakMap<HTMLElement, Promise<boolean>>();
let inFlight = 0;
let filledCount = 0;

/** Whether no part is on its way: the page around a deep link has stopped growing. */
export const partsSettled = (): boolean => inFlight === 0;

/** How many parts have arrived in this visit: a change means the page grew somewhere. */
export const partsFilled = (): number => filledCount;

function fetchPart(url: string): Promise<string> {
  const known = fetched.get(url);
  if (known) return known;
  const html = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
  fetched.set(url, html);
  // A failure is not remembered: Retry asks again.
  html.catch(() => fetched.delete(url));
  return html;
}

/**
 * The section to keep in place while `section` grows: the one at the landing line, where `section`
 * lies wholly above that line (off screen, or under the navbar). A section on screen is left to
 * the browser's scroll anchoring, which also knows what find in page has just shown.
 */
function sectionToKeep(section: HTMLElement): Element | null {
  const {left, bottom} = section.getBoundingClientRect();
  const line = landingLine();
  if (bottom > line) return null;
  const kept = document.elementFromPoint(left + 16, line + 1)?.closest(`.${cls.operation}, .${cls.schemaEntry}`);
  return kept && kept !== section ? kept : null;
}

/**
 * Keeps the section being read where it is while a section above it grows. The browser's scroll
 * anchoring usually does this too, but may anchor on the sticky menu instead, which stays put
 * while the content under it moves.
 */
function keepingSteady(section: HTMLElement, change: () => void): void {
  const kept = sectionToKeep(section);
  const before = kept?.getBoundingClientRect().top ?? 0;
  change();
  if (!kept) return;
  const moved = kept.getBoundingClientRect().top - before;
  if (Math.abs(moved) >= 1) window.scrollBy({top: moved, behavior: 'instant'});
}

/**
 * Puts a part file into its section (render/html/slots.ts): the content of its `inside` slot goes
 * into the section's first block, after the heading, in place of the Markdown link for readers
 * without JavaScript; its `endpoint` slot ends the method-and-path line; the blocks after them
 * follow inside the section.
 */
function fill(section: HTMLElement, html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  const block = section.querySelector<HTMLElement>(`:scope > .${cls.middle}`) ?? section;
  block.querySelector(':scope > noscript')?.remove();
  const places = new Map<string, HTMLElement>([
    ['inside', block],
    ['endpoint', block.querySelector<HTMLElement>(`:scope > .${cls.endpoint}`) ?? block],
  ] satisfies [PartSlot, HTMLElement][]);
  for (const source of Array.from(template.content.children)) {
    const slot = source.getAttribute(attr.slot);
    if (slot === null) section.append(source);
    // A slot this page does not know (a part written by another version of the site) goes inside.
    else (places.get(slot) ?? block).append(...Array.from(source.childNodes));
  }
  filledCount += 1;
}

/** What a section's part holds, in the words of its failure message. */
const partName = (section: HTMLElement): string =>
  section.classList.contains(cls.schemaGroup) ? 'These data models' : "This operation's details";

/** The part could not load: say so under the section's heading, with a Retry. */
function showFailure(section: HTMLElement, error: unknown, retry: () => void): void {
  const block = section.querySelector<HTMLElement>(`:scope > .${cls.middle}`) ?? section;
  const reason = error instanceof Error ? error.message : String(error);
  const text = `${partName(section)} could not load (${reason}). Check the connection and retry.`;
  block.append(retryAlert(cls.partError, text, retry));
}

/**
 * Fills a section from its part file, once; resolves to whether its details are in the page.
 * `filled` runs on the section after its details arrived (the chosen sample language, ...).
 */
export function loadPart(section: HTMLElement, filled: (section: HTMLElement) => void): Promise<boolean> {
  const url = section.getAttribute(attr.part);
  if (!url || section.hasAttribute(attr.partLoaded)) return Promise.resolve(true);
  const pending = loading.get(section);
  if (pending) return pending;
  inFlight += 1;
  const next = fetchPart(url)
    .then((html) => {
      keepingSteady(section, () => fill(section, html));
      section.setAttribute(attr.partLoaded, 'true');
      filled(section);
      return true;
    })
    .catch((error: unknown) => {
      loading.delete(section);
      showFailure(section, error, () => void loadPart(section, filled));
      return false;
    })
    .finally(() => {
      inFlight -= 1;
    });
  loading.set(section, next);
  return next;
}

/** Fetches a section's part ahead of need (a menu entry pointed at), without filling it. */
export function prefetchPart(section: HTMLElement): void {
  const url = section.getAttribute(attr.part);
  if (url && !section.hasAttribute(attr.partLoaded)) fetchPart(url).catch(() => undefined);
}

/** The section a deep link's target belongs to, when that target is inside a part not yet loaded. */
export function sectionHolding(root: ParentNode, id: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[${attr.partAnchors}~="${CSS.escape(id)}"]`);
}

/**
 * The element of an id on a reference page, its part fetched first when the id is inside a part
 * not yet in the page (a data model, a callback); null when there is no such id or its part failed.
 */
export async function elementWithPart(
  id: string,
  filled: (section: HTMLElement) => void,
  root: ParentNode = document,
): Promise<HTMLElement | null> {
  const holder = document.getElementById(id) ? null : sectionHolding(root, id);
  if (holder && !(await loadPart(holder, filled))) return null;
  return document.getElementById(id);
}
