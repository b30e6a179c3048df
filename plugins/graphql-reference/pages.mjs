// Finishes a page of the GraphQL reference as @graphql-markdown (printer-legacy 1.x) prints it.
// Pure string work on the generated MDX, so it is unit-tested without running the generator
// (tests/unit/graphql-pages.test.ts); the e2e tests check the built pages.

/** Code fences are left alone: a `#` line inside one is code, not a heading. */
const FENCE = /^\s*(```|~~~)/;

// The generator's field heading: `[<code ...>Parent.<b>name</b></code>](#id)`, optionally followed by
// `<Bullet />[<code ...><b>Type</b></code>](url)`, badges, and the heading id `\{#id\}`.
const CODE = String.raw`<code style=\{\{ fontWeight: 'normal' \}\}>`;
const FIELD_HEADING = new RegExp(
  String.raw`^(#{2,6}) \[${CODE}[^<]*<b>([^<]+)</b></code>\]\(#[^)]+\)` +
    String.raw`(?:<Bullet />\[${CODE}<b>([^<]+)</b></code>\]\(([^)]+)\))?` +
    String.raw`((?:\s*<Badge [^>]*/>)*)\s*(\\\{#[^\\]+\\\})?\s*$`,
);
// A heading that is only a link to another type (the "Type" section of an operation), with badges.
const TYPE_HEADING = new RegExp(
  String.raw`^#{2,6} \[${CODE}<b>([^<]+)</b></code>\]\(([^)]+)\)((?:\s*<Badge [^>]*/>)*)\s*$`,
);

/** Section titles in sentence case, and "Member Of" in words a reader looks for. */
const SECTION_TITLES = new Map([
  ['Member Of', 'Used by'],
  ['Returned By', 'Returned by'],
  ['Implemented By', 'Implemented by'],
]);

const decodeEntities = (text) => text.replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)));

/** A type reference as a link with the generator's badges: `[<code>[Input!]</code>](url) <Badge .../>`. */
const typeLine = (type, url, badges) => `[<code>${type}</code>](${url})${badges.replace(/\s+</g, ' <')}`;

/**
 * One heading line, rewritten. Field, argument and enum value headings keep only the name, in
 * code, and their id: the table of contents then lists plain names (no badges, no type links that
 * wrap mid-word); the type and its badges move to a line of their own below the heading.
 */
export function rewriteHeading(line) {
  const field = FIELD_HEADING.exec(line);
  if (field) {
    const [, hashes, name, type, url, badges, id] = field;
    const heading = `${hashes} \`${decodeEntities(name)}\`${id ? ` ${id}` : ''}`;
    return type ? `${heading}\n\nType: ${typeLine(type, url, badges)}\n` : heading;
  }
  const reference = TYPE_HEADING.exec(line);
  if (reference) {
    const [, type, url, badges] = reference;
    return `${typeLine(type, url, badges)}\n`;
  }
  const section = /^(#{2,6}) (.+?)\s*$/.exec(line);
  if (section && SECTION_TITLES.has(section[2])) return `${section[1]} ${SECTION_TITLES.get(section[2])}`;
  return line;
}

/**
 * The page title as a level-one heading with break opportunities between the words of a camelCase
 * name, so that `shareChildEntityWithPartners` wraps between words on a phone, never inside one.
 */
export function titleHeading(title) {
  return `# ${title.replace(/([a-z0-9])(?=[A-Z])/g, '$1<wbr />')}`;
}

/** Puts the title heading after the front matter and the generator's component declarations. */
function withTitle(lines) {
  const close = lines.indexOf('---', 1);
  if (lines[0] !== '---' || close < 0) return lines;
  const title = lines
    .slice(1, close)
    .map((line) => /^title:\s*["']?(.*?)["']?\s*$/.exec(line)?.[1])
    .find(Boolean);
  if (!title) return lines;
  let body = close + 1;
  while (body < lines.length && (lines[body].trim() === '' || lines[body].startsWith('export '))) body += 1;
  return [...lines.slice(0, body), titleHeading(title), '', ...lines.slice(body)];
}

/**
 * The generator puts a page's sections (Fields, Arguments, Type, Member Of, ...) at level 3 right
 * below the page title, which skips level 2. One level up they go down one level at a time, as
 * accessibility checkers require, and the table of contents (levels 2 and 3) lists sections and
 * fields. Then each heading is rewritten (rewriteHeading) and the title heading added (titleHeading).
 */
export function finishPage(output) {
  let inFence = false;
  const lines = output.split('\n').map((line) => {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence || !/^#{2,6} /.test(line)) return line;
    return rewriteHeading(/^#{3,6} /.test(line) ? line.slice(1) : line);
  });
  return withTitle(lines).join('\n');
}
