/**
 * The one escaper of the reference HTML: text and attribute values alike go through it, so a name
 * or a URL from a spec can never close an attribute or open an element.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type AttributeValue = string | number | boolean | undefined;

/**
 * Attributes written from name/value pairs, every value escaped: ` id="a" hidden`. `true` writes a
 * bare attribute, `false` and `undefined` leave it out.
 */
export function attrs(values: Readonly<Record<string, AttributeValue>>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
}

/** An element with escaped attributes around HTML that is already safe. */
export const element = (tag: string, attributes: Readonly<Record<string, AttributeValue>>, html: string): string =>
  `<${tag}${attrs(attributes)}>${html}</${tag}>`;
