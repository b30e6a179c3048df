import {Marked} from 'marked';

/**
 * Descriptions in the specs are CommonMark. Raw HTML in them is shown as text, never executed,
 * and links to the site stay relative.
 */
const marked = new Marked({
  gfm: true,
  renderer: {
    html({text}) {
      return escapeHtml(text);
    },
  },
});

export function markdownToHtml(markdown: string | undefined): string {
  if (!markdown) {
    return '';
  }
  return marked.parse(markdown, {async: false});
}

/** Markdown for one line (a summary): no wrapping paragraph. */
export function inlineMarkdownToHtml(markdown: string | undefined): string {
  return markdown ? marked.parseInline(markdown, {async: false}) : '';
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
