import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {tokenCss} from './tokenCss';

/**
 * Code blocks highlighted at build time.
 *
 * The classic theme highlights every code block in the browser: Prism with its languages sat in the
 * main bundle of every page, and a page with many blocks spent its start-up tokenizing code and
 * hydrating thousands of token spans. Here the server build highlights (highlighter.server.ts), the
 * page keeps that HTML (src/theme/CodeBlock/Content), colours come from CSS classes (tokenCss.ts),
 * and the browser loads Prism only for a block that appears after the page has loaded.
 */
export default function codeBlocksPlugin(): Plugin {
  const themePrismLanguages = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  const noPrismLanguages = path.join(__dirname, 'noPrismLanguages.ts');
  return {
    name: 'code-blocks',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: tokenCss(lightCodeTheme, darkCodeTheme)}]};
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: isServer
          ? [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /code-blocks[\\/]highlighter(\.ts)?$/,
                path.join(__dirname, 'highlighter.server.ts'),
              ),
            ]
          : [],
        resolve: {
          alias: {
            [themePrismLanguages]: noPrismLanguages,
            [themePrismLanguages.replace(/\.js$/, '')]: noPrismLanguages,
          },
        },
      };
    },
  };
}
