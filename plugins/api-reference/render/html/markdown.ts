import {safeUrl} from '@energy-xrm/specs';
import {Marked, type Tokens} from 'marked';
import {attrs, escapeHtml} from './escape';

/**
 * Descriptions in the specs are CommonMark. Raw HTML in them is shown as text, never executed; a
 * link or image whose URL is not http(s), mailto or relative keeps its text and loses the URL (the
 * spec loader already refuses such specs; this holds even for a spec that skipped it). Links to the
 * site stay relative.
 */
const marked = new Marked({
  gfm: true,
  renderer: {
    html({text}) {
      return escapeHtml(text);
    },
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      const href = safeUrl(token.href);
      return href === undefined ? text : `<a${attrs({href, title: token.title ?? undefined})}>${text}</a>`;
    },
    image(token: Tokens.Image) {
      const src = safeUrl(token.href);
      return src === undefined
        ? escapeHtml(token.text)
        : `<img${attrs({src, alt: token.text, title: token.title ?? undefined})}>`;
    },
  },
});

export function markdownToHtml(markdown: string): string {
  return markdown ? marked.parse(markdown, {async: false}) : '';
}

/** Markdown for one line (a summary): no wrapping paragraph. */
export function inlineMarkdownToHtml(markdown: string): string {
  return markdown ? marked.parseInline(markdown, {async: false}) : '';
}
