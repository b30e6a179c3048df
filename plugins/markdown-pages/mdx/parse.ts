import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

/**
 * The syntax Docusaurus reads a page with (MDX, front matter, GFM tables, `:::` admonitions), so
 * the tree holds exactly what the page shows.
 */
const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** The theme's admonition keywords, for the MDX 1 title syntax (`:::note Title`). */
const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

/**
 * Parses a page as Docusaurus does, after the same compatibility rewrites it applies first
 * (heading ids `{#id}`, MDX code fences, admonition titles), so the same files parse the same way.
 */
export function parseMdx(source: string): Root {
  const prepared = admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)),
    ADMONITION_KEYWORDS,
  );
  return parser.parse(prepared);
}

/** Plain CommonMark plus GFM tables; the tree must hold no MDX or directive node any more. */
const printer = unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
});

export function printMarkdown(tree: Root): string {
  return printer.stringify(tree);
}
