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

/** Code as highlighted lines (`token-line` divs of `token` spans); code in an unknown language stays plain. */
export function highlightCode(code: string, language: string): string {
  const html = codeToHtml(Prism, code, {language: GRAMMARS[language] ?? 'plain'});
  return language === 'curl' ? breakAfterSlashes(html) : html;
}
