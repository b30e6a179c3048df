import type {Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {markdownPath} from '../../../markdown-pages/paths';
import type {ExternalDocsModel} from '../../model/types';
import {markdownText} from '../text';

/** Where the Markdown is read: links in it become absolute URLs of the production site. */
export interface MarkdownSite {
  /** The production origin, without a trailing slash (`url` in docusaurus.config.ts). */
  readonly siteUrl: string;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const FILE = /\.[a-z0-9]+$/i;

/**
 * A link of the reference as an absolute URL: a page of the site (a path without a file extension)
 * to its Markdown version, a file (a spec download) as it is, an anchor to the service's own `.md`.
 */
export function absoluteUrl(href: string, site: MarkdownSite, pagePath: string): string {
  if (SCHEME.test(href) || href.startsWith('//')) return href;
  const at = href.search(/[?#]/);
  const target = at === -1 ? href : href.slice(0, at);
  const suffix = at === -1 ? '' : href.slice(at);
  const resolved = target === '' ? pagePath : new URL(target, `https://site.invalid${pagePath}`).pathname;
  return FILE.test(resolved)
    ? `${site.siteUrl}${resolved}${suffix}`
    : `${site.siteUrl}${markdownPath(resolved)}${suffix}`;
}

const parser = unified().use(remarkParse).use(remarkGfm);
const printer = unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
});

/** An ATX or setext heading may be in the Markdown (a cheap test before parsing). */
const HEADING = /^ {0,3}#{1,6}(\s|$)|\n {0,3}(=+|-+) *(\n|$)/m;

/**
 * A description from the spec with its links made absolute (see absoluteUrl) and, with
 * `firstHeading`, its own headings moved below the heading of the part it describes, keeping their
 * steps (a tag's `## Requests` under the tag's `## Introduction` becomes `### Requests`), as the
 * web page does (render/html/markdown.ts).
 */
export function withAbsoluteLinks(
  markdown: string,
  site: MarkdownSite,
  pagePath: string,
  firstHeading?: number,
): string {
  const links = markdown.includes('](') || markdown.includes(']:');
  const headings = firstHeading !== undefined && HEADING.test(markdown);
  if (!links && !headings) return markdown.trim();
  const tree: Root = parser.parse(markdown);
  const depths: number[] = [];
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      node.url = absoluteUrl(node.url, site, pagePath);
    }
    if (node.type === 'heading') depths.push(node.depth);
  });
  const shift = firstHeading === undefined || depths.length === 0 ? 0 : firstHeading - Math.min(...depths);
  if (shift > 0) {
    visit(tree, 'heading', (node) => {
      node.depth = Math.min(6, node.depth + shift) as typeof node.depth;
    });
  }
  return printer.stringify(tree).trim();
}

/**
 * Text that Markdown must show as written (headings, table cells): no emphasis, code, tag or table
 * cell starts in it. Brackets stay: without a link target after them they are plain text.
 */
export const escapeText = (text: string): string =>
  text
    .replace(/([\\`*|])/g, '\\$1')
    .replace(/(^|\W)_|_(?=\W|$)/g, (match) => match.replace('_', '\\_'))
    .replace(/<(?=[A-Za-z/!?])/g, '\\<');

/** A Markdown fragment on one line, for a table cell: one line, pipes escaped, single spaces. */
export const cell = (markdown: string): string =>
  markdown
    .replace(/\s*\n\s*/g, ' ')
    .replace(/(^|[^\\])\|/g, '$1\\|')
    .replace(/ {2,}/g, ' ')
    .trim();

/** A fenced code block whose fence is longer than any backtick run inside. */
export function fenced(code: string, language: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${code}\n${fence}`;
}

/**
 * A text, linked where a checked URL is given (see linkHtml); the characters that would end the
 * link's target early (space, parentheses) are escaped.
 */
export const linkMarkdown = (text: string, url?: string): string =>
  url ? `[${escapeText(text)}](${url.replace(/[ ()]/g, (c) => encodeURIComponent(c))})` : escapeText(text);

/** A spec's `externalDocs` as a Markdown link (see externalDocsHtml). */
export const externalDocsMarkdown = (docs: ExternalDocsModel | undefined): string =>
  docs ? linkMarkdown(markdownText(docs.description) || docs.url, docs.url) : '';
