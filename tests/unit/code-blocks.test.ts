import {Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {codeToHtml} from '../../plugins/code-blocks/codeToHtml';
import {tokenCss} from '../../plugins/code-blocks/tokenCss';

const lines = (html: string) => html.match(/<div class="[^"]*token-line[^"]*">.*?<br><\/div>/g) ?? [];

describe('code highlighted at build time', () => {
  it('draws one line per source line with token classes and escaped text', () => {
    const html = codeToHtml(Prism, 'const limit = 10;\n\nif (a < b) {}', {language: 'javascript'});
    expect(lines(html)).toHaveLength(3);
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('<span class="token number">10</span>');
    expect(html).toContain('<div class="token-line"><br></div>');
    expect(html).toContain('&lt;');
    expect(html).not.toContain('a < b');
  });

  it('keeps the language name case-insensitive and leaves unknown languages as escaped plain text', () => {
    expect(codeToHtml(Prism, '{"a": 1}', {language: 'JSON'})).toContain('<span class="token property">"a"</span>');
    expect(codeToHtml(Prism, '<b>bold</b>', {language: 'no-such-language'})).toBe(
      '<div class="token-line">&lt;b&gt;bold&lt;/b&gt;<br></div>',
    );
  });

  it('marks highlighted lines and numbers lines with the theme classes', () => {
    const html = codeToHtml(Prism, 'a\nb', {
      language: 'text',
      lineClassNames: {1: ['theme-code-block-highlighted-line']},
      showLineNumbers: true,
      lineNumberClasses: {line: 'codeLine', number: 'codeLineNumber', content: 'codeLineContent'},
    });
    expect(lines(html)).toEqual([
      '<div class="token-line codeLine"><span class="codeLineNumber"></span><span class="codeLineContent">a</span><br></div>',
      '<div class="token-line theme-code-block-highlighted-line codeLine"><span class="codeLineNumber"></span><span class="codeLineContent">b</span><br></div>',
    ]);
  });
});

describe('code colours as CSS', () => {
  const css = tokenCss(lightCodeTheme, darkCodeTheme);

  it('gives every token type of both themes a rule scoped to its colour mode', () => {
    for (const [mode, theme] of [
      ['light', lightCodeTheme],
      ['dark', darkCodeTheme],
    ] as const) {
      for (const entry of theme.styles) {
        for (const type of entry.types) {
          expect(css).toContain(`[data-theme='${mode}'] .token.${type}`);
        }
      }
    }
    expect(css).toContain("[data-theme='dark'] .token.string");
    expect(css).toMatch(/\[data-theme='dark'\] \.token\.string[^{]*\{color:#a5d6ff\}/);
  });

  it("sets each mode's text and background colours over the ones React sets inline", () => {
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block{--prism-color:#e6edf3!important;--prism-background-color:#1e2128!important}",
    );
    expect(css).toContain(
      "[data-theme='light'] .theme-code-block{--prism-color:#24292f!important;--prism-background-color:#f6f8fa!important}",
    );
  });

  it('writes style properties as CSS, comments in italics', () => {
    expect(css).toMatch(/\[data-theme='light'\] \.token\.comment[^{]*\{color:#57606a;font-style:italic\}/);
  });
});
