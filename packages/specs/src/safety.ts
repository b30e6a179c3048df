import {Lexer, type Token, type Tokens} from 'marked';
import {safeUrl} from './safeUrl.js';

/** Names the reference writes into ids, anchors and attributes: plain characters only. */
const SAFE_NAME = /^[A-Za-z0-9._-]+$/;
const STATUS = /^([1-5](\d\d|XX)|default)$/;
const PROSE_KEYS = new Set(['description', 'summary']);
const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace']);
/** Example data is shown as JSON text, never as Markdown or in attributes. */
const DATA_KEYS = new Set(['example', 'examples', 'enum', 'default', 'const']);

const pointerPart = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every link and image destination in a piece of Markdown, link definitions and autolinks included. */
function markdownUrls(markdown: string): string[] {
  const urls: string[] = [];
  const visit = (tokens: readonly Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'link' || token.type === 'image' || token.type === 'def') {
        urls.push((token as Tokens.Link | Tokens.Image | Tokens.Def).href);
      }
      const children = (token as {tokens?: Token[]}).tokens;
      if (children) visit(children);
      const items = (token as {items?: {tokens: Token[]}[]}).items;
      items?.forEach((item) => visit(item.tokens));
      const table = token as Partial<Tokens.Table>;
      table.header?.forEach((cell) => visit(cell.tokens));
      table.rows?.forEach((row) => row.forEach((cell) => visit(cell.tokens)));
    }
  };
  visit(Lexer.lex(markdown, {gfm: true}));
  return urls;
}

/**
 * What in a bundled spec could run script on the site if rendered: links and images with an
 * unsafe URL in any description or summary, and names that end up in ids and attributes
 * (operationIds, component names, response status keys) with characters beyond `A-Za-z0-9._-`.
 * Returns one line per problem, each with its JSON pointer.
 */
export function unsafeParts(document: unknown): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, pointer: string, key: string, parentKey: string): void => {
    if (typeof value === 'string') {
      if (PROSE_KEYS.has(key)) {
        for (const url of markdownUrls(value)) {
          if (safeUrl(url) === undefined) problems.push(`${pointer}: unsafe link "${url}"`);
        }
      }
      if (key === 'operationId' && !SAFE_NAME.test(value)) problems.push(`${pointer}: operationId "${value}"`);
      return;
    }
    if (typeof value !== 'object' || value === null || DATA_KEYS.has(key)) return;
    for (const [childKey, child] of Object.entries(value)) {
      const childPointer = `${pointer}/${pointerPart(childKey)}`;
      if (parentKey === 'components' && key === 'schemas' && !SAFE_NAME.test(childKey)) {
        problems.push(`${childPointer}: schema name "${childKey}"`);
      }
      if (key === 'responses' && METHODS.has(parentKey) && !STATUS.test(childKey)) {
        problems.push(`${childPointer}: response status "${childKey}"`);
      }
      visit(child, childPointer, childKey, key);
    }
  };
  visit(document, '#', '', '');
  return problems;
}
