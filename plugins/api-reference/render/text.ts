import {Lexer, type Token} from 'marked';
import type {TypeExpr} from '../model/types';

/** A type in words, as the reference shows it: `string <uuid>`, `array of Contact`, `integer | string`. */
export function typeText(type: TypeExpr): string {
  switch (type.kind) {
    case 'ref':
      return type.name;
    case 'array':
      return `array of ${typeText(type.items)}`;
    case 'map':
      return `map of ${typeText(type.values)}`;
    case 'scalar':
      return `${type.types.join(' | ')}${type.format ? ` <${type.format}>` : ''}`;
    case 'variants':
      return type.keyword;
    case 'any':
      return 'any';
  }
}

/** The text of a Markdown string without its markup (for menus, labels and search). */
export function markdownText(markdown: string): string {
  const text = (tokens: readonly Token[]): string =>
    tokens
      .map((token) => {
        const children = (token as {tokens?: Token[]}).tokens;
        if (children) return text(children);
        if (token.type === 'space' || token.type === 'br') return ' ';
        if (token.type === 'codespan') return token.text;
        return 'text' in token ? String(token.text) : '';
      })
      .join('');
  return text(Lexer.lexInline(markdown, {gfm: true})).trim();
}
