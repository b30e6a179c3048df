import {attr} from '../../hooks';
import {loadPart, prefetchPart, sectionHolding} from './parts';

/**
 * Opening an operation from the menu should show its samples at once (budget: 100 ms from the
 * click). The section's part is fetched as soon as the reader points at or focuses its entry
 * (desktop readers hover before they click; on a touch screen the press comes first), and filled
 * on the click itself rather than after the router has seen the new address and the page's
 * effects have run a frame later. Returns `stop`.
 */
export function loadOnIntent(menu: HTMLElement, filled: (section: HTMLElement) => void): () => void {
  const sectionOf = (event: Event): HTMLElement | null => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    if (!link || !menu.contains(link)) return null;
    const id = decodeURIComponent(link.getAttribute('href')!.slice(1));
    // A data model not yet in the page is in its group's part.
    const section = document.getElementById(id) ?? sectionHolding(document, id);
    return section?.hasAttribute(attr.part) ? section : null;
  };
  const warm = (event: Event) => {
    const section = sectionOf(event);
    if (section) prefetchPart(section);
  };
  const open = (event: Event) => {
    const section = sectionOf(event);
    if (section) void loadPart(section, filled);
  };
  menu.addEventListener('pointerover', warm, {passive: true});
  menu.addEventListener('pointerdown', warm, {passive: true});
  menu.addEventListener('focusin', warm);
  menu.addEventListener('click', open);
  return () => {
    menu.removeEventListener('pointerover', warm);
    menu.removeEventListener('pointerdown', warm);
    menu.removeEventListener('focusin', warm);
    menu.removeEventListener('click', open);
  };
}
