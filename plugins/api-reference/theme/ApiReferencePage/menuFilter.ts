import {attr, cls} from '../../hooks';
import {menuScroller} from './currentSection';

/** The words of a query, in lower case: an entry matches when its text holds every one of them. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** What an entry is found by: its label (method and summary, or a model's name) and its path and operationId. */
export function entryText(label: string, extra: string): string {
  return `${label} ${extra}`.toLowerCase().replace(/\s+/g, ' ').trim();
}

export const matchesTerms = (text: string, terms: readonly string[]): boolean =>
  terms.every((term) => text.includes(term));

/**
 * The line under the filter: nothing without a query, the number of matches for screen readers
 * only (`quiet`), or a visible "No operations match".
 */
export function filterStatus(query: string, matches: number): {readonly text: string; readonly quiet: boolean} {
  const shown = query.trim();
  if (!shown) return {text: '', quiet: true};
  if (matches === 0) return {text: `No operations match “${shown}”.`, quiet: false};
  return {text: `${matches} ${matches === 1 ? 'entry matches' : 'entries match'}`, quiet: true};
}

interface Entry {
  readonly item: HTMLElement;
  readonly link: HTMLAnchorElement;
  readonly text: string;
}

interface Group {
  readonly item: HTMLElement;
  readonly details: HTMLDetailsElement;
  readonly entries: readonly Entry[];
  /** Whether the group was open before the filter opened it. */
  wasOpen: boolean;
}

function readGroups(menu: HTMLElement): Group[] {
  return Array.from(menu.querySelectorAll<HTMLDetailsElement>(`details.${cls.menuGroup}`)).map((details) => ({
    item: details.parentElement!,
    details,
    wasOpen: details.open,
    entries: Array.from(details.querySelectorAll<HTMLAnchorElement>(':scope > ul > li > a')).map((link) => ({
      item: link.parentElement!,
      link,
      text: entryText(link.textContent ?? '', link.getAttribute(attr.match) ?? ''),
    })),
  }));
}

/**
 * Makes the operations menu's filter box work: every keystroke hides the entries that do not match
 * (plain `hidden` on the server-rendered list, no React), hides the groups left empty and opens the
 * folded ones that hold a match; clearing the box restores the groups as they were. Enter follows
 * the first match and ArrowDown moves to it. Returns a function that stops.
 */
export function wireMenuFilter(menu: HTMLElement): () => void {
  const input = menu.querySelector<HTMLInputElement>(`.${cls.menuFilter} input`);
  const status = menu.querySelector<HTMLElement>(`.${cls.menuStatus}`);
  if (!input || !status) return () => undefined;
  // Read on first use: the entries' texts cost nothing until the reader types.
  let groups: Group[] | undefined;
  let filtering = false;

  const firstMatch = () =>
    groups?.filter((g) => !g.item.hidden).flatMap((g) => g.entries.filter((entry) => !entry.item.hidden))[0]?.link;

  const apply = () => {
    groups ??= readGroups(menu);
    const terms = queryTerms(input.value);
    const active = terms.length > 0;
    if (active && !filtering) groups.forEach((g) => (g.wasOpen = g.details.open));
    let matches = 0;
    for (const g of groups) {
      let any = false;
      for (const entry of g.entries) {
        const show = !active || matchesTerms(entry.text, terms);
        if (entry.item.hidden === show) entry.item.hidden = !show;
        if (show) {
          any = true;
          matches += 1;
        }
      }
      if (g.item.hidden === any) g.item.hidden = !any;
      if (active && any && !g.details.open) g.details.open = true;
      // Cleared: each group as it was, and the one holding the section being read open.
      if (!active && filtering) g.details.open = g.wasOpen || g.details.querySelector('[aria-current]') !== null;
    }
    filtering = active;
    const {text, quiet} = filterStatus(input.value, matches);
    if (status.textContent !== text) status.textContent = text;
    status.classList.toggle(cls.menuStatusQuiet, quiet);
    // The first matches right under the box.
    const scroller = menuScroller(menu);
    if (scroller && scroller.scrollTop > 0) scroller.scrollTop = 0;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== 'ArrowDown') return;
    const link = filtering ? firstMatch() : undefined;
    if (!link) return;
    event.preventDefault();
    if (event.key === 'Enter') link.click();
    else link.focus();
  };

  input.addEventListener('input', apply);
  input.addEventListener('keydown', onKeyDown);
  // The browser may have restored a query (back and forward).
  if (input.value) apply();
  return () => {
    input.removeEventListener('input', apply);
    input.removeEventListener('keydown', onKeyDown);
  };
}
