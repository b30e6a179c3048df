import type {ServiceUrls} from '../../model/types';
import {partMarkdownBody} from '../../partMarkdown';
import {partUrls} from '../../urls';
import {attr, cls} from '../../hooks';

/**
 * The Copy page menu and the Copy operation buttons of the reference's static HTML, by event
 * delegation like the rest of the page. The menu behaves as the one on other pages
 * (src/components/CopyPage): arrows move, Escape closes and returns focus. Copying loads
 * `copy.ts` on first use.
 */
const menuOf = (trigger: HTMLElement): HTMLElement | null =>
  document.getElementById(trigger.getAttribute('aria-controls') ?? '');

const itemsOf = (menu: HTMLElement): HTMLElement[] =>
  Array.from(menu.querySelectorAll<HTMLElement>(`.${cls.copyItem}`));

export function setCopyMenu(trigger: HTMLElement, open: boolean, refocus = false): void {
  const menu = menuOf(trigger);
  if (!menu) return;
  trigger.setAttribute('aria-expanded', String(open));
  menu.hidden = !open;
  if (open) itemsOf(menu)[0]?.focus();
  else if (refocus) trigger.focus();
}

export const toggleCopyMenu = (trigger: HTMLElement): void =>
  setCopyMenu(trigger, trigger.getAttribute('aria-expanded') !== 'true');

/** Escape and the arrow keys inside the menu; true when the key was used. */
export function copyMenuKey(target: HTMLElement, key: string): boolean {
  const root = target.closest<HTMLElement>(`.${cls.copyPage}`);
  const trigger = root?.querySelector<HTMLElement>(`[${attr.copyPage}]`);
  const menu = trigger ? menuOf(trigger) : null;
  if (!trigger || !menu || menu.hidden) return false;
  if (key === 'Escape') {
    setCopyMenu(trigger, false, true);
    return true;
  }
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return false;
  const items = itemsOf(menu);
  const at = items.indexOf(target);
  items[(at + (key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  return true;
}

/** Closes an open menu when focus or a click lands outside it. */
export function closeCopyMenuOutside(container: HTMLElement, target: Node | null): void {
  const trigger = container.querySelector<HTMLElement>(`[${attr.copyPage}][aria-expanded="true"]`);
  if (trigger && !trigger.parentElement?.contains(target)) setCopyMenu(trigger, false);
}

export async function copyPageMarkdown(button: HTMLElement): Promise<void> {
  const status = button.parentElement?.querySelector(`.${cls.copyStatus}`);
  if (status) status.textContent = 'Copying…';
  const {copyFromUrl} = await import('@site/src/components/CopyPage/copy');
  const result = await copyFromUrl(button.getAttribute(attr.copyMarkdown) ?? '');
  if (status) status.textContent = result;
}

/**
 * Copies one operation's part of the page's Markdown, from that part's own file (a long reference
 * never downloads all of its Markdown for one operation), and says so on the button.
 */
export async function copyOperationMarkdown(button: HTMLElement, urls: Pick<ServiceUrls, 'parts'>): Promise<void> {
  const label = button.textContent;
  const {copyFromUrl} = await import('@site/src/components/CopyPage/copy');
  const {markdown} = partUrls(urls, button.getAttribute(attr.copyOperation) ?? '');
  button.textContent = await copyFromUrl(markdown, partMarkdownBody);
  window.setTimeout(() => (button.textContent = label), 2000);
}
