/** What every Markdown page starts with. */
export interface PageHeader {
  readonly title: string;
  /** The page's canonical URL (HTML). */
  readonly url: string;
  readonly description?: string;
  /** The categories the page sits in, outermost first, each with the URL of its own page if it has one. */
  readonly trail?: readonly {readonly label: string; readonly url?: string}[];
  /** Short facts shown under the description, one line each (publication date, tags). */
  readonly facts?: readonly string[];
}

/**
 * The Markdown of an old path that redirects: a note that names the page's new address and links
 * its Markdown, rather than a second copy of the page that a reader or a crawler would count twice.
 */
export function redirectNote(
  target: {readonly title: string; readonly url: string; readonly summary: string},
  markdownUrl: string,
): string {
  const body = [
    `This address is an old path of the page [${target.title}](${markdownUrl}), which now lives at ${target.url}.`,
    'A browser that opens the old address is sent on to the new one; a program that reads Markdown should fetch the new address and update its link.',
    `What the page covers: ${target.summary}`,
  ].join(' ');
  return renderPage({title: `Moved: ${target.title}`, url: target.url}, body);
}

/** A label as link text: brackets and backslashes would end or escape the link. */
const linkText = (label: string): string => label.replace(/[[\]\\]/g, '\\$&');

/** The trail as one line, like the HTML page's breadcrumbs: `Part of: [Pricing](…) › functions`. */
function trailLine(trail: NonNullable<PageHeader['trail']>): string {
  const steps = trail.map(({label, url}) => (url ? `[${linkText(label)}](${url})` : linkText(label)));
  return `Part of: ${steps.join(' › ')}`;
}

/** One Markdown file: the title, the canonical URL, the trail, the description, then the content. */
export function renderPage(header: PageHeader, body: string): string {
  const parts = [`# ${header.title}`, `Canonical URL: ${header.url}`];
  if (header.trail && header.trail.length > 0) parts.push(trailLine(header.trail));
  if (header.description) parts.push(`> ${header.description.replace(/\s+/g, ' ').trim()}`);
  if (header.facts && header.facts.length > 0) parts.push(header.facts.join('\\\n'));
  const trimmed = body.trim();
  if (trimmed !== '') parts.push(trimmed);
  return `${parts.join('\n\n')}\n`;
}
