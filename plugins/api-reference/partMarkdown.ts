/**
 * The Markdown file of one part of a reference page (an operation or a data model): a line naming
 * the page it belongs to, a blank line, then the part's own Markdown, exactly as in the page's
 * Markdown. The build writes it (render/html/parts.ts); "Copy operation as Markdown" copies the
 * part's own Markdown from it. Browser code imports this file: plain functions only.
 */
export const partMarkdownFile = (title: string, pageUrl: string, body: string): string =>
  `From the ${title} reference: ${pageUrl}\n\n${body}\n`;

/** The part's own Markdown, without the line naming its page. */
export const partMarkdownBody = (file: string): string => file.slice(file.indexOf('\n\n') + 2);
