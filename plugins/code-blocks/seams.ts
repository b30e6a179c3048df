import path from 'node:path';
import type {FrameworkSeam} from '../frameworkSeam';

const owner = 'plugins/code-blocks/seams.ts';

/**
 * Where code blocks reach inside the classic theme. index.ts checks each one when the plugin
 * starts (frameworkSeam), so that an upgrade which moves a file stops the build instead of
 * quietly bringing back what the seam removed.
 */
export const codeBlockSeams = {
  prismLanguages: {
    owner,
    why:
      'the classic theme loads Prism and its extra languages on every page as a client module; code is ' +
      'highlighted at build time here, so that module is replaced by an empty one (noPrismLanguages.ts).',
    package: '@docusaurus/theme-classic',
    file: 'lib/prism-include-languages.js',
    pattern: /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    reachedFrom: {file: 'lib/index.js', text: "'./prism-include-languages'"},
  },
  wordWrapHook: {
    owner,
    why:
      "the theme's useCodeWordWrap reads the code block's ref without a null check and throws on a window " +
      'resize while a block unmounts; it is replaced by useCodeWordWrap.ts.',
    package: '@docusaurus/theme-common',
    file: 'lib/hooks/useCodeWordWrap.js',
    pattern: /theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap(\.js)?$/,
    reachedFrom: {file: 'lib/internal.js', text: "'./hooks/useCodeWordWrap'"},
  },
  serverHighlighter: {
    owner,
    why:
      'the server build swaps highlighter.ts for highlighter.server.ts so that pages are rendered with ' +
      'highlighted code; if the pattern stopped matching, pages would ship plain code without an error.',
    file: path.join(__dirname, 'highlighter.ts'),
    pattern: /code-blocks[\\/]highlighter(\.ts)?$/,
  },
  codeBlockContent: {
    owner: 'src/theme/CodeBlock/Content/index.tsx and plugins/code-blocks/seams.ts',
    why:
      "the site's CodeBlock/Content keeps the HTML highlighted at build time. It stands in for the theme " +
      "component that the theme's CodeBlock/Layout renders, and it borrows that component's CSS module.",
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/CodeBlock/Content/styles.module.css',
    reachedFrom: {file: 'lib/theme/CodeBlock/Layout/index.js', text: "from '@theme/CodeBlock/Content'"},
  },
  codeBlockParts: {
    owner: 'src/theme/CodeBlock/index.tsx and plugins/code-blocks/seams.ts',
    why:
      "the site's CodeBlock replaces the theme's (no remount after hydration) and renders the theme's own " +
      'CodeBlock/Content/String and CodeBlock/Content/Element, as the theme does.',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/CodeBlock/Content/String.js',
    reachedFrom: {file: 'lib/theme/CodeBlock/index.js', text: "from '@theme/CodeBlock/Content/Element'"},
  },
} satisfies Record<string, FrameworkSeam>;
