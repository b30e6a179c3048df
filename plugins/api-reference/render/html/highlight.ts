import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';
import {codeToHtml} from '../../../code-blocks/codeToHtml';

/**
 * The reference's code, highlighted at build time like the guides' (plugins/code-blocks): the same
 * Prism, the same token markup, coloured by the same CSS classes. prism-react-renderer bundles no
 * shell grammar, so the one prismjs component the curl samples need is registered here; it
 * installs itself on the global `Prism`.
 */
const globals = globalThis as {Prism?: unknown};
if (!Prism.languages.bash) {
  const previous = globals.Prism;
  globals.Prism = Prism;
  createRequire(__filename)('prismjs/components/prism-bash');
  globals.Prism = previous;
}

/** The Prism grammar of a sample language or example format. */
const GRAMMARS: Readonly<Record<string, string>> = {
  curl: 'bash',
  javascript: 'javascript',
  python: 'python',
  typescript: 'typescript',
  json: 'json',
};

/**
 * A line break opportunity after every slash of the text (not of the markup): a long URL or path
 * wraps between its segments instead of in the middle of a word ("line-ite/ms"). `<wbr>` adds no
 * character, so copied code stays the same.
 */
export const breakAfterSlashes = (html: string): string =>
  // Not inside a scheme's `//`, not inside a tag.
  html.replace(/(?<![/:])\/(?!\/)(?=[^<>]*(?:<|$))/g, '/<wbr>');

/**
 * Highlighted blocks by language and code. Many operations share a block (the same error example,
 * the same empty body), so each distinct block is highlighted once per build. Bounded: a service
 * of thousands of distinct blocks would otherwise keep them all until the build ends.
 */
const highlighted = new Map<string, string>();
const MAX_REMEMBERED = 4000;

/** Code as highlighted lines (`token-line` divs of `token` spans); code in an unknown language stays plain. */
export function highlightCode(code: string, language: string): string {
  const key = `${language}\n${code}`;
  const known = highlighted.get(key);
  if (known !== undefined) return known;
  const plain = codeToHtml(Prism, code, {language: GRAMMARS[language] ?? 'plain'});
  const html = language === 'curl' ? breakAfterSlashes(plain) : plain;
  if (highlighted.size >= MAX_REMEMBERED) highlighted.clear();
  highlighted.set(key, html);
  return html;
}
