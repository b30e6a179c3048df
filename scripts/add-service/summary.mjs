// The one-line description of an imported service for its registry line (scripts/add-service.mjs).
import {Lexer} from 'marked';

/** A sentence ends at `.`, `!` or `?` before a space or the end; the line on /api stays short. */
const SENTENCE = /^(.{20,200}?[.!?])(?:\s|$)/;
const LONGEST = 200;
/** A bare URL, which marked makes a link of: it names a place, it says nothing. */
const BARE_URL = /\b(?:https?:\/\/|www\.)\S+/gi;

/**
 * The words of inline Markdown: the text of links and emphasis, code without its ticks, no HTML
 * tags. `withLinks` false leaves the links out, to see whether anything is said besides them.
 * @param {import('marked').Token[]} tokens
 * @param {boolean} withLinks
 * @returns {string}
 */
function words(tokens, withLinks) {
  return tokens
    .map((token) => {
      if (token.type === 'link') return withLinks ? words(token.tokens ?? [], true) : ' ';
      if (token.type === 'html' || token.type === 'image') return ' ';
      if (token.type === 'codespan') return token.text;
      if (token.type === 'br') return ' ';
      return 'tokens' in token && token.tokens ? words(token.tokens, withLinks) : (token.text ?? '');
    })
    .join('');
}

const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * The first sentence of prose in a spec's `info.summary` or `info.description`, as plain text: a
 * paragraph that says at least three words besides its links (headings, code, lists, tables and a
 * paragraph that is only a link or a URL are passed over). Without one, a sentence made of the title.
 * @param {{title?: unknown; summary?: unknown; description?: unknown} | undefined} info
 * @returns {string}
 */
export function serviceSummary(info) {
  for (const source of [info?.summary, info?.description]) {
    if (typeof source !== 'string') continue;
    // Some specs write their line breaks as the two characters `\n` (escaped twice): read them as breaks.
    for (const token of Lexer.lex(source.replace(/\\n/g, '\n'), {gfm: true})) {
      if (token.type !== 'paragraph') continue;
      const said = oneLine(words(token.tokens ?? [], false).replace(BARE_URL, ' '));
      if ((said.match(/\p{L}{2,}/gu) ?? []).length < 3) continue;
      const text = oneLine(words(token.tokens ?? [], true));
      const sentence = SENTENCE.exec(text)?.[1];
      if (sentence) return sentence;
      if (text.length <= LONGEST) return /[.!?]$/.test(text) ? text : `${text}.`;
      const cut = text.lastIndexOf(' ', LONGEST);
      return `${text.slice(0, cut > 0 ? cut : LONGEST)}…`;
    }
  }
  const title = oneLine(String(info?.title ?? '')) || 'service';
  return `The ${title}, from its OpenAPI document.`;
}
