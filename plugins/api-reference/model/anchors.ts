/** The page's anchors: made here once, carried by the model to every renderer. */

/** Letters that keep no mark to drop when folded to ASCII. */
const FOLDED: Readonly<Record<string, string>> = {ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th'};

/**
 * Lower-case words joined by hyphens: what an anchor may hold of any name. Accented letters keep
 * their base letter (`Zählerstände` → `zahlerstande`, as search folds them) rather than splitting
 * the word where they stood (`z-hlerst-nde`).
 */
export const slug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđłþ]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A tag's anchor; a name with no letter or digit to keep (`🐶`) keeps apart by its fingerprint. */
export const tagAnchor = (tag: string): string => `tag-${slug(tag) || fingerprint(tag)}`;

/** Names the page may use as they are: they are safe in an id, an attribute and a URL fragment. */
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9._-]*$/;

/** A short, stable fingerprint of a name (FNV-1a), so two names with the same slug keep apart. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/**
 * A schema's anchor: `schema-<Name>` for a plain name (so existing links keep working); any other
 * name (`$Pricing Details`) gets its slug and a fingerprint of the name, so the anchor is safe,
 * stable and unique without knowing the other schemas (a reference anywhere computes it alone).
 */
export const schemaAnchor = (name: string): string =>
  `schema-${PLAIN_NAME.test(name) ? name : `${slug(name) || 'schema'}-${fingerprint(name)}`}`;

/**
 * Gives out the page's anchors and keeps them unique: a second holder of the same anchor gets
 * `-2`, a third `-3`, in the order the spec lists them (so they are stable as long as it does).
 */
export class AnchorRegistry {
  private readonly used = new Set<string>();

  constructor(reserved: readonly string[] = []) {
    reserved.forEach((anchor) => this.used.add(anchor));
  }

  claim(wanted: string): string {
    let anchor = wanted;
    for (let n = 2; this.used.has(anchor); n += 1) anchor = `${wanted}-${n}`;
    this.used.add(anchor);
    return anchor;
  }

  /**
   * An operation's anchor: its operationId where that is a plain name (`listOrders`), else a slug
   * of it (`$calculatePricingDetails` → `calculatepricingdetails`), else of the method and path.
   */
  operation(operationId: string | undefined, method: string, path: string): string {
    const wanted =
      operationId && PLAIN_NAME.test(operationId) ? operationId : slug(operationId ?? '') || slug(`${method} ${path}`);
    return this.claim(wanted || method);
  }
}
