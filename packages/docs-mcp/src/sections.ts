import GithubSlugger from 'github-slugger';

export interface Section {
  readonly heading: string;
  readonly anchor: string;
  readonly start: number;
  readonly end: number;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{2,3}) (.+)$/;

/** A heading's text without Markdown syntax: link targets, code ticks and emphasis markers. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>])|[`*]/g, (_match, escaped: string | undefined) => escaped ?? '')
    .trim();
}

/** A heading of a page and the anchor the web page gives it, where that is not the usual slug. */
export interface HeadingAnchor {
  readonly heading: string;
  readonly anchor: string;
}

/**
 * Splits a page's Markdown at its H2 and H3 headings. The Markdown is the build's own output, so a
 * line scan that skips fenced code is exact here and needs no parser. Anchors are the ones the
 * site gives its headings (github-slugger), unless the page names them: `anchors` lists headings in
 * page order with their anchors (the REST reference: operationIds), so a repeated heading text
 * still gets its own anchor.
 */
export function splitSections(markdown: string, title: string, anchors: readonly HeadingAnchor[] = []): Section[] {
  const slugger = new GithubSlugger();
  let next = 0;
  const named = (text: string): string | undefined => {
    const at = anchors.findIndex((entry, index) => index >= next && entry.heading === text);
    if (at === -1) return undefined;
    next = at + 1;
    return anchors[at]!.anchor;
  };
  const sections: Section[] = [];
  let current = {heading: title, anchor: '', start: 0};
  let fence: string | undefined;
  let offset = 0;
  for (const line of markdown.split('\n')) {
    const fenceMark = FENCE.exec(line)?.[1];
    if (fenceMark && (fence === undefined || fenceMark.startsWith(fence))) fence = fence ? undefined : fenceMark;
    const heading = fence === undefined ? HEADING.exec(line) : null;
    if (heading) {
      sections.push({...current, end: offset});
      const text = plainText(heading[2]!);
      current = {heading: text, anchor: named(text) ?? slugger.slug(text), start: offset};
    }
    offset += line.length + 1;
  }
  sections.push({...current, end: markdown.length});
  return sections.filter((section) => markdown.slice(section.start, section.end).trim() !== '');
}
