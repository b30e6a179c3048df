import {safeUrl} from '@energy-xrm/specs';
import {Marked, type Tokens} from 'marked';
import sanitizeHtml from 'sanitize-html';
import {attrs, escapeHtml} from './escape';

/**
 * Descriptions in the specs are CommonMark, and specs written elsewhere mix in HTML. The rendered
 * HTML keeps a safe subset (links, emphasis, code, lists, tables, line breaks, paragraphs and the
 * elements Markdown itself makes) and shows every other tag as text, never executing it. Every
 * link and image URL passes `safeUrl` (http(s), mailto or relative). Headings inside a description
 * are demoted below the heading of the part they describe, so a `# Title` in an operation's
 * description never outranks the operation. sanitize-html does the HTML part: an allow-list
 * parser is easy to get subtly wrong by hand.
 */
const ALLOWED_TAGS = [
  'a',
  'p',
  'br',
  'em',
  'strong',
  'b',
  'i',
  'u',
  's',
  'del',
  'code',
  'pre',
  'kbd',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];

/**
 * A link a description may keep: a safe URL (`safeUrl`) that leads somewhere from this page: absolute,
 * site-absolute or an anchor. A bare relative link (`changelog`) pointed at its author's own site
 * and would be broken here, so it keeps its text only.
 */
function pageUrl(url: string): string | undefined {
  const safe = safeUrl(url);
  return safe !== undefined && /^(#|\/|[a-z][a-z0-9+.-]*:)/i.test(safe) ? safe : undefined;
}

const marked = new Marked({
  gfm: true,
  renderer: {
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      const href = pageUrl(token.href);
      return href === undefined ? text : `<a${attrs({href, title: token.title ?? undefined})}>${text}</a>`;
    },
    // An image in a description becomes a link to it: the page loads nothing from elsewhere.
    image(token: Tokens.Image) {
      const src = pageUrl(token.href);
      return src === undefined
        ? escapeHtml(token.text)
        : `<a${attrs({href: src})}>${escapeHtml(token.text || 'Image')}</a>`;
    },
  },
});

/** The level a description's own `#` heading gets: below the operation's h3 and its h4 sections. */
const FIRST_HEADING = 5;

/**
 * A description's headings keep their steps but start at `firstHeading`, whatever level its
 * author began at: a spec's `### Examples` under a tag's h2 becomes an h3, not an h5, so the page's
 * outline never skips a level (the screen-reader outline and Lighthouse's heading order).
 */
function sanitize(html: string, firstHeading: number): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/gi)].map((match) => Number(match[1]));
  const shift = firstHeading - (levels.length > 0 ? Math.min(...levels) : 1);
  const demote = (tag: string) => `h${Math.min(6, Math.max(1, Number(tag.slice(1)) + shift))}`;
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'title'],
      th: ['align', 'colspan', 'rowspan'],
      td: ['align', 'colspan', 'rowspan'],
      ol: ['start'],
      pre: ['tabindex'],
    },
    // Any other element is shown as the text it is, so a reader sees what the spec author wrote.
    disallowedTagsMode: 'escape',
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      h1: (_tag, attribs) => ({tagName: demote('h1'), attribs}),
      h2: (_tag, attribs) => ({tagName: demote('h2'), attribs}),
      h3: (_tag, attribs) => ({tagName: demote('h3'), attribs}),
      h4: (_tag, attribs) => ({tagName: demote('h4'), attribs}),
      h5: (_tag, attribs) => ({tagName: demote('h5'), attribs}),
      h6: (_tag, attribs) => ({tagName: demote('h6'), attribs}),
      // A code block scrolls sideways when its lines are long: keyboard readers must reach it (as the guides' blocks).
      pre: (tagName) => ({tagName, attribs: {tabindex: '0'}}),
      a: (tagName, attribs) => {
        const href = attribs.href === undefined ? undefined : pageUrl(attribs.href);
        return {tagName, attribs: href === undefined ? {} : {...attribs, href}};
      },
    },
  });
}

export function markdownToHtml(markdown: string, firstHeading = FIRST_HEADING): string {
  return markdown ? sanitize(marked.parse(markdown, {async: false}), firstHeading) : '';
}

/** Markdown for one line (a summary): no wrapping paragraph. */
export function inlineMarkdownToHtml(markdown: string): string {
  return markdown ? sanitize(marked.parseInline(markdown, {async: false}), FIRST_HEADING) : '';
}
