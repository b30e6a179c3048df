import {normalizeTokens, type Prism as PrismInstance} from 'prism-react-renderer';
import {escapeHtml} from './escapeHtml';

type Prism = typeof PrismInstance;

export interface CodeToHtmlOptions {
  readonly language: string;
  /** Class names per 0-based line, from highlight comments and metastring ranges. */
  readonly lineClassNames?: Readonly<Record<number, readonly string[]>>;
  readonly showLineNumbers?: boolean;
  /** The theme's CSS-module class names for numbered lines. */
  readonly lineNumberClasses?: {readonly line: string; readonly number: string; readonly content: string};
}

/**
 * Highlighted code as HTML: the markup the classic theme's code block draws with React (one
 * `token-line` per line, `token <type>` spans, a `<br>` at each line end), but with colours left
 * to CSS classes (tokenCss.ts), so that one HTML serves the light and the dark theme.
 */
export function codeToHtml(prism: Prism, code: string, options: CodeToHtmlOptions): string {
  const grammar = prism.languages[options.language.toLowerCase()];
  const lines = normalizeTokens(grammar ? prism.tokenize(code, grammar) : [code]);
  return lines
    .map((line, index) => {
      const tokens = line
        .filter((token) => !(line.length === 1 && token.content === '\n'))
        .map((token) =>
          token.types.length === 1 && token.types[0] === 'plain'
            ? escapeHtml(token.content)
            : `<span class="token ${token.types.join(' ')}">${escapeHtml(token.content)}</span>`,
        )
        .join('');
      const numbered = options.showLineNumbers && options.lineNumberClasses;
      const classes = ['token-line', ...(options.lineClassNames?.[index] ?? []), numbered ? numbered.line : '']
        .filter(Boolean)
        .join(' ');
      const content = numbered
        ? `<span class="${numbered.number}"></span><span class="${numbered.content}">${tokens}</span>`
        : tokens;
      return `<div class="${classes}">${content}<br></div>`;
    })
    .join('');
}
