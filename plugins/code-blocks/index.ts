import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {frameworkSeam} from '../frameworkSeam';
import {codeBlockSeams} from './seams';
import {tokenCss} from './tokenCss';

/**
 * Code blocks highlighted at build time.
 *
 * The classic theme highlights every code block in the browser: Prism with its languages sat in the
 * main bundle of every page, and a page with many blocks spent its start-up tokenizing code and
 * hydrating thousands of token spans. Here the server build highlights (highlighter.server.ts), the
 * page keeps that HTML (src/theme/CodeBlock/Content), colours come from CSS classes (tokenCss.ts),
 * and the browser loads Prism only for a block that appears after the page has loaded. The theme's
 * word-wrap hook is replaced by one that checks its ref (useCodeWordWrap.ts). Each of these reaches
 * inside the theme (seams.ts) and is checked here before anything is built.
 */
export default function codeBlocksPlugin(): Plugin {
  const {prismLanguages, wordWrapHook, serverHighlighter} = codeBlockSeams;
  for (const seam of Object.values(codeBlockSeams)) frameworkSeam(seam);
  return {
    name: 'code-blocks',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: tokenCss(lightCodeTheme, darkCodeTheme)}]};
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      // Matches a request however it is written: the theme imports the hook by a relative path,
      // which a bundler alias cannot catch.
      const replace = (request: RegExp, file: string) =>
        new currentBundler.instance.NormalModuleReplacementPlugin(request, path.join(__dirname, file));
      return {
        plugins: [
          replace(prismLanguages.pattern, 'noPrismLanguages.ts'),
          replace(wordWrapHook.pattern, 'useCodeWordWrap.ts'),
          ...(isServer ? [replace(serverHighlighter.pattern, 'highlighter.server.ts')] : []),
        ],
      };
    },
  };
}
