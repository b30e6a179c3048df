import {LANGUAGE_STORAGE_KEY, LANGUAGE_TAB_GROUP} from '../../../../config/languages';
import {attr} from '../../hooks';
import {selectTab} from './behaviour';

/**
 * The reference's sample tabs belong to the site-wide language group (config/languages.ts): the
 * same storage key and values as the guides' `<LanguageTabs>`, and the same `?language=` link.
 */
const groupLists = (root: ParentNode) =>
  Array.from(root.querySelectorAll<HTMLElement>(`[role="tablist"][${attr.tabGroup}="${LANGUAGE_TAB_GROUP}"]`));

/** The language the reader chose, from the address (`?language=python`) or from storage. */
export function chosenLanguage(): string | null {
  const fromAddress = new URLSearchParams(window.location.search).get(LANGUAGE_TAB_GROUP);
  if (fromAddress) return fromAddress;
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage unavailable (privacy settings): the first tab stays selected
  }
}

/** Shows `language` in every sample tab list under `root` that has it, without moving focus. */
export function showLanguage(root: ParentNode, language: string | null): void {
  if (!language) return;
  for (const list of groupLists(root)) {
    const tab = list.querySelector<HTMLElement>(`[${attr.tabValue}="${CSS.escape(language)}"]`);
    if (tab && tab.getAttribute('aria-selected') !== 'true') selectTab(tab, {focus: false});
  }
}

/** After a tab of the group was chosen: remembers its language and shows it everywhere on the page. */
export function rememberLanguage(tab: HTMLElement): void {
  const language = tab.getAttribute(attr.tabValue);
  if (!language || !tab.closest(`[${attr.tabGroup}="${LANGUAGE_TAB_GROUP}"]`)) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice holds on this page only.
  }
  showLanguage(document, language);
}
