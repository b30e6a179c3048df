import {readFileSync} from 'node:fs';
import {toString} from 'mdast-util-to-string';
import {convertTree} from './convert';
import type {LinkScope} from './links';
import {parseMdx, printMarkdown} from './parse';
import type {PageFacts} from './types';

export interface SourcePage {
  /** Absolute path of the page's MDX or Markdown file. */
  readonly file: string;
  readonly pagePath: string;
  /** The page's HTML URL, for the parts that only work there (calculators). */
  readonly pageUrl: string;
  /** Levels to add to every heading (a release shown inside its changelog: `##` becomes `###`). */
  readonly headingShift?: number;
}

export interface ConvertedPage extends PageFacts {
  /** The page's content as Markdown, without its title (the header adds it). */
  readonly body: string;
  /** The first sentence of the first paragraph, as plain text. */
  readonly firstSentence: string;
}

/**
 * A page's MDX source as plain Markdown: components get their Markdown form, partials are inlined,
 * links become absolute URLs. `warn` hears about what had to be left out.
 */
export function sourceToMarkdown(page: SourcePage, scope: LinkScope, warn: (message: string) => void): ConvertedPage {
  const source = readFileSync(page.file, 'utf8');
  const found: PageFacts = {};
  const tree = convertTree(parseMdx(source), {
    ...page,
    headingShift: page.headingShift ?? 0,
    source,
    scope,
    bindings: new Map(),
    partials: [],
    found,
    warn: (message) => warn(`${page.file}: ${message}`),
  });
  // The page title comes from the front matter; a leading `# Title` in the body would repeat it.
  const [first, ...rest] = tree.children;
  const children = first?.type === 'heading' && first.depth === 1 ? rest : tree.children;
  const paragraph = children.find((node) => node.type === 'paragraph');
  const text = paragraph ? toString(paragraph).replace(/\s+/g, ' ').trim() : '';
  const firstSentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return {...found, body: printMarkdown({type: 'root', children}), firstSentence};
}
