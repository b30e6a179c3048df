import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

/** What a Markdown file holds, read with a CommonMark parser rather than patterns. */
export interface MarkdownOutline {
  /** `<level> <text>` of every heading. */
  readonly headings: string[];
  /** The text of every fenced or indented code block. */
  readonly code: string[];
  /** Every raw HTML or JSX tag outside code. */
  readonly tags: string[];
}

const parser = unified().use(remarkParse).use(remarkGfm);

export function outline(markdown: string): MarkdownOutline {
  const tree: Root = parser.parse(markdown);
  const result: MarkdownOutline = {headings: [], code: [], tags: []};
  visit(tree, (node) => {
    if (node.type === 'heading') result.headings.push(`${node.depth} ${toString(node).replace(/\s+/g, ' ').trim()}`);
    if (node.type === 'code') result.code.push(node.value);
    if (node.type === 'html') result.tags.push(node.value);
  });
  return result;
}
