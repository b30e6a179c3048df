/** What every Markdown page starts with. */
export interface PageHeader {
  readonly title: string;
  /** The page's canonical URL (HTML). */
  readonly url: string;
  readonly description?: string;
  /** Short facts shown under the description, one line each (publication date, tags). */
  readonly facts?: readonly string[];
}

/** One Markdown file: the title, the canonical URL, the description, then the content. */
export function renderPage(header: PageHeader, body: string): string {
  const parts = [`# ${header.title}`, `Canonical URL: ${header.url}`];
  if (header.description) parts.push(`> ${header.description.replace(/\s+/g, ' ').trim()}`);
  if (header.facts && header.facts.length > 0) parts.push(header.facts.join('\\\n'));
  const trimmed = body.trim();
  if (trimmed !== '') parts.push(trimmed);
  return `${parts.join('\n\n')}\n`;
}
