/**
 * The search shortcuts, Ctrl+K (⌘K) and `/` outside a text field. Also run before the site's code
 * has loaded: plugins/site-shell/inlineScripts.ts writes these two functions' source into the
 * page's first script, so they use nothing but the browser (no imports, no helpers).
 */
export function isTextField(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(
    element &&
    (element.isContentEditable ||
      element.tagName === 'TEXTAREA' ||
      element.tagName === 'SELECT' ||
      (element.tagName === 'INPUT' &&
        ['button', 'checkbox', 'radio', 'submit', 'reset'].indexOf((element as HTMLInputElement).type) < 0)),
  );
}

export function isShortcut(event: KeyboardEvent): boolean {
  const modifierK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
  return (
    modifierK || (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target))
  );
}

/**
 * What the page's first script leaves on `window` for a shortcut pressed before the site's code
 * ran: `take()` stops its listener and tells whether a shortcut was pressed meanwhile.
 */
export const EARLY_SHORTCUT = 'devcenterEarlyShortcut';
export interface EarlyShortcut {
  take(): boolean;
}
