import {cls} from '../../hooks';

/** Where anchors land: the site's scroll-padding-top (src/css/custom.css), the navbar and a margin. */
export const landingLine = (): number => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

const ACTIVE = 'menu__link--active';

/**
 * Marks the menu entry of the operation or data model being read: the last section whose top has
 * reached the landing line, so the entry changes exactly when its section arrives where a link
 * would put it. Also names the operation in the last breadcrumb, opens a folded menu group to show
 * its entry, and keeps the entry in view in the menu's own scroll area. Returns a function that
 * stops following.
 */
export function followCurrentSection(root: HTMLElement): () => void {
  const menu = root.querySelector<HTMLElement>(`.${cls.menu}`);
  const crumb = root.querySelector<HTMLElement>(`.${cls.currentCrumb}`);
  if (!menu) return () => undefined;
  const entries = Array.from(menu.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
    .map((link) => ({link, section: document.getElementById(decodeURIComponent(link.hash.slice(1)))}))
    .filter((entry): entry is {link: HTMLAnchorElement; section: HTMLElement} => entry.section !== null)
    // Document order, so the sections' tops only grow along the list.
    .sort((a, b) => (a.section.compareDocumentPosition(b.section) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
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
    // Scroll the menu only, never the page (scrollIntoView would move both).
    const box = link.getBoundingClientRect();
    const area = menu.getBoundingClientRect();
    if (box.height > 0 && (box.top < area.top || box.bottom > area.bottom)) {
      menu.scrollTop += box.top - area.top - menu.clientHeight / 3;
    }
  };

  let frame = 0;
  const update = () => {
    frame = 0;
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
