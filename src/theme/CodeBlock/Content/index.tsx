import {useEffect, useState} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
// The theme's own styles for this component: a path inside the theme, checked when the build starts
// (codeBlockContent in plugins/code-blocks/seams.ts).
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {escapeHtml} from '../../../../plugins/code-blocks/escapeHtml';
import {highlightNow, loadHighlighter} from '../../../../plugins/code-blocks/highlighter';

/** Stands for "the HTML the server rendered": React leaves an element's inner HTML alone while hydrating. */
const KEEP_SERVER_HTML = '';

const hasServerHtml = (): boolean =>
  typeof document !== 'undefined' && Boolean(document.getElementById('__docusaurus')?.hasChildNodes());

/**
 * The code's HTML. On the server it is highlighted while the page renders. In the browser, a block
 * that was on the server-rendered page keeps that HTML; a block that mounts later shows its plain
 * text until Prism has loaded (plugins/code-blocks).
 */
function useCodeHtml(): string {
  const {metadata} = useCodeBlockContext();
  const {code, language, lineClassNames, lineNumbersStart} = metadata;
  const isBrowser = useIsBrowser();
  // A block on the page the server sent first renders while React hydrates, before useIsBrowser
  // turns true. The development server sends no HTML: nothing to keep there.
  const [cameWithPage] = useState(() => !isBrowser && hasServerHtml());
  const [highlighted, setHighlighted] = useState<string>();
  const showLineNumbers = lineNumbersStart !== undefined;
  // The metadata is rebuilt on every render: the effect depends on its content, not its identity.
  const lineClassKey = JSON.stringify(lineClassNames);

  useEffect(() => {
    if (cameWithPage || highlightNow) return undefined;
    let current = true;
    void loadHighlighter().then((highlight) => {
      const classNames = JSON.parse(lineClassKey) as typeof lineClassNames;
      if (current) setHighlighted(highlight(code, {language, lineClassNames: classNames, showLineNumbers}));
    });
    return () => {
      current = false;
    };
  }, [cameWithPage, code, language, lineClassKey, showLineNumbers]);

  if (highlightNow) return highlightNow(code, {language, lineClassNames, showLineNumbers});
  if (cameWithPage) return KEEP_SERVER_HTML;
  return (
    highlighted ??
    code
      .split('\n')
      .map((line) => `<div class="token-line">${escapeHtml(line)}<br></div>`)
      .join('')
  );
}

/** The code block's `<pre>`, with build-time highlighted HTML instead of React-rendered tokens. */
export default function CodeBlockContent({className}: {className?: string}): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const html = useCodeHtml();
  return (
    <pre
      ref={codeBlockRef}
      // Long lines scroll: the block takes keyboard focus so that they can be read without a mouse.
      tabIndex={0}
      className={clsx(className, `prism-code language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(
          styles.codeBlockLines,
          metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
        )}
        style={
          metadata.lineNumbersStart === undefined
            ? undefined
            : {counterReset: `line-count ${metadata.lineNumbersStart - 1}`}
        }
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
