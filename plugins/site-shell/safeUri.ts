/**
 * Addresses a reader types or a link carries may hold '%' sequences that are not valid escapes
 * (`#%`, `#%E0%A4%A`). `decodeURIComponent` and `decodeURI` throw on them, and Docusaurus decodes
 * the hash after every navigation and the path before every page load. These helpers turn such a
 * part into one that decodes to its literal text, so nothing downstream can throw.
 */
function repaired(part: string, decode: (text: string) => string): string {
  try {
    decode(part);
    return part;
  } catch {
    return part.replace(/%/g, '%25');
  }
}

/** The fragment (with or without its '#') with every '%' escaped when it does not decode. */
export const repairFragment = (hash: string): string => repaired(hash, decodeURIComponent);

/** The path with every '%' escaped when `decodeURI` rejects it. */
export const repairPath = (pathname: string): string => repaired(pathname, decodeURI);

/** `decodeURIComponent` that returns the text unchanged where it is not a valid escape sequence. */
export function decodeFragment(hash: string): string {
  return decodeURIComponent(repairFragment(hash));
}
