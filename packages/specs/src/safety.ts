import {Lexer, type Token, type Tokens} from 'marked';
import {isHttpMethod} from './methods.js';
import {safeUrl} from './safeUrl.js';

const STATUS = /^([1-5](\d\d|XX)|default)$/;
const PROSE_KEYS = new Set(['description', 'summary']);
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
 * unsafe URL in any description or summary, and response status keys that are not statuses (they
 * end up in ids). OperationIds and schema names may hold any character: the model turns them into
 * safe anchors (model/anchors.ts) and the renderer escapes the names it shows.
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
      return;
    }
    if (typeof value !== 'object' || value === null || DATA_KEYS.has(key)) return;
    for (const [childKey, child] of Object.entries(value)) {
      const childPointer = `${pointer}/${pointerPart(childKey)}`;
      if (key === 'responses' && isHttpMethod(parentKey) && !STATUS.test(childKey)) {
        problems.push(`${childPointer}: response status "${childKey}"`);
      }
      visit(child, childPointer, childKey, key);
    }
  };
  visit(document, '#', '', '');
  return problems;
}
