/** Kept for the browser tab only: never in localStorage, never sent anywhere but the chosen server. */
const TOKEN_KEY = 'energy-xrm.try-it.token';

/**
 * The tab's sessionStorage, or undefined where the browser refuses it: reading the property itself
 * throws a SecurityError in some privacy modes and sandboxed frames, and writing throws when the
 * quota is used up. Try it then works without remembering the token.
 */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The token remembered for this tab, or '' when there is none or storage is refused. */
export function rememberedToken(): string {
  try {
    return tabStorage()?.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Remembers the token for this tab (or forgets it when empty); false when the browser refuses. */
export function rememberToken(token: string): boolean {
  const storage = tabStorage();
  if (!storage) return false;
  try {
    if (token) storage.setItem(TOKEN_KEY, token);
    else storage.removeItem(TOKEN_KEY);
    return true;
  } catch {
    return false;
  }
}
