import {cls} from '../../hooks';

/** Where anchors land: the site's scroll-padding-top (src/css/custom.css), the navbar and a margin. */
export const landingLine = (): number => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

const ACTIVE = 'menu__link--active';

/**
 * The element that scrolls the menu's entries: the menu itself in the desktop column, the panel
 * that holds it in the navbar's phone menu (PhoneMenu.tsx).
 */
export function menuScroller(menu: HTMLElement): HTMLElement | undefined {
  for (let element: HTMLElement | null = menu; element && element !== document.body; element = element.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(element).overflowY)) return element;
  }
  return undefined;
}

/**
 * Scrolls the menu, never the page (scrollIntoView would move both), to show an entry a third of
 * the way down when it is out of view or under the filter box (which sticks at the menu's top).
 */
export function keepInView(menu: HTMLElement, link: HTMLElement): void {
  const scroller = menuScroller(menu);
  if (!scroller) return;
  const box = link.getBoundingClientRect();
  const area = scroller.getBoundingClientRect();
  const filter = menu.querySelector(`.${cls.menuFilter}`);
  const top = Math.max(area.top, filter?.getBoundingClientRect().bottom ?? area.top);
  if (box.height > 0 && (box.top < top || box.bottom > area.bottom)) {
    scroller.scrollTop += box.top - area.top - scroller.clientHeight / 3;
  }
}

/**
 * Marks the menu entry of the operation or data model being read: the last section whose top has
 * reached the landing line, so the entry changes exactly when its section arrives where a link
 * would put it. Also names the operation in the last breadcrumb, opens a folded menu group to show
 * its entry, and keeps the entry in view in the menu's own scroll area. `partsArrived` counts the
 * parts that have come into the page (parts.ts), so the data models of a group are followed once
 * they are in. `menu` is the page's operations menu, taken by the caller (on a phone it leaves the
 * page for the navbar's menu). Returns a function that stops following.
 */
export function followCurrentSection(
  root: HTMLElement,
  partsArrived: () => number,
  menu: HTMLElement | null,
): () => void {
  const crumb = root.querySelector<HTMLElement>(`.${cls.currentCrumb}`);
  if (!menu) return () => undefined;
  // The attribute, not `link.hash`: a 700-operation menu would parse 1,500 URLs on the page's first load.
  const links = Array.from(menu.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')).map((link) => ({
    link,
    id: decodeURIComponent(link.getAttribute('href')!.slice(1)),
  }));
  // Data models arrive with their group's part: the entries are gathered again when one has come.
  let waiting = links;
  let entries: {link: HTMLAnchorElement; section: HTMLElement}[] = [];
  const gather = () => {
    const found = waiting.flatMap(({link, id}) => {
      const section = document.getElementById(id);
      return section ? [{link, section}] : [];
    });
    if (found.length === 0) return;
    const placed = new Set(found.map(({link}) => link));
    waiting = waiting.filter(({link}) => !placed.has(link));
    // Document order, so the sections' tops only grow along the list.
    entries = [...entries, ...found].sort((a, b) =>
      a.section.compareDocumentPosition(b.section) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  };
  gather();
  let gatheredAt = partsArrived();
  let current: HTMLAnchorElement | undefined;

  const mark = (link: HTMLAnchorElement | undefined) => {
    if (link === current) return;
    current?.classList.remove(ACTIVE);
    current?.removeAttribute('aria-current');
    current = link;
    if (crumb) {
      crumb.hidden = !link;
      const summary = link?.querySelector(`:scope > span:not(.${cls.method})`);
      crumb.firstElementChild!.textContent = (summary ?? link)?.textContent ?? '';
    }
    if (!link) return;
    link.classList.add(ACTIVE);
    link.setAttribute('aria-current', 'location');
    const group = link.closest('details');
    if (group && !group.open) group.open = true;
    keepInView(menu, link);
  };

  let frame = 0;
  const update = () => {
    frame = 0;
    if (waiting.length > 0 && partsArrived() !== gatheredAt) {
      gatheredAt = partsArrived();
      gather();
    }
    // A few pixels of slack: a section placed on the line by a link counts as reached.
    const line = landingLine() + 4;
    let low = 0;
    let high = entries.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (entries[middle]!.section.getBoundingClientRect().top <= line) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    mark(entries[found]?.link);
  };
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', schedule, {passive: true});
  window.addEventListener('resize', schedule, {passive: true});
  return () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
