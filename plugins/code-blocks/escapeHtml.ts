/** Escapes code for use as element text (it never goes into an attribute). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>]/g, (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;'})[char]!);
