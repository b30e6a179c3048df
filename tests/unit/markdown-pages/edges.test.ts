import {describe, expect, test} from 'vitest';
import {SITE, body, convert} from './convertMdx';

// The less common ways a page is written: each must still read the same in its Markdown.

describe('the first sentence (the one line llms.txt shows for a page without a description)', () => {
  test.each([
    ['One. Two.', 'One.'],
    ['Version 1.2 is out. It fixes things.', 'Version 1.2 is out.'],
    ['Search  with spaces,\nover two lines. Then more.', 'Search with spaces, over two lines.'],
    ['No full stop', 'No full stop'],
    ['## Overview\n\nAfter the heading. More.', 'After the heading.'],
    ['```js\ncode();\n```\n\nBelow the code! More.', 'Below the code!'],
  ])('%j', (mdx, sentence) => {
    expect(convert(mdx).firstSentence).toBe(sentence);
  });

  test('a page with no paragraph has none, and an empty page has no content', () => {
    expect(convert('## Only a heading').firstSentence).toBe('');
    expect(convert('---\ntitle: Empty\n---\n')).toMatchObject({body: '', firstSentence: ''});
  });

  test('only a leading level-one heading is dropped (the header prints the title); others stay', () => {
    expect(body('## Start\n\nText.')).toBe('## Start\n\nText.\n');
    expect(body('Text.\n\n# Later title')).toBe('Text.\n\n# Later title\n');
  });
});

describe('headings', () => {
  test.each([
    ['## Read the _guide_', '## Read the _guide_\n'],
    ['## The `code` field {#code}', '## The `code` field\n'],
    ['## Ends in `code` {#code}', '## Ends in `code`\n'],
    ['##', '##\n'],
  ])('%j', (mdx, markdown) => {
    expect(body(mdx)).toBe(markdown);
  });
});

describe('admonitions', () => {
  test('an empty admonition is its label alone', () => {
    expect(body(':::note\n:::')).toBe('> **Note**\n');
  });
});

describe('links to source files', () => {
  test.each([
    ['[from the site folder](/docs/guide.mdx)', `[from the site folder](${SITE}/docs/guide.md)\n`],
    ['[from a content folder](/guide.mdx)', `[from a content folder](${SITE}/docs/guide.md)\n`],
  ])('%s', (mdx, markdown) => {
    expect(body(mdx)).toBe(markdown);
  });

  test('a relative link is resolved from the folder of the page that holds it', () => {
    expect(convert('[next door](./sibling.mdx)', undefined, 'docs/deep').body).toBe(
      `[next door](${SITE}/docs/sibling.md)\n`,
    );
  });
});

describe('components written in other ways', () => {
  test('a calculator imported under another name still reads as its sentence', () => {
    expect(body("import Calc from '@site/src/components/DeadlineCalculator';\n\n<Calc />")).toMatch(
      /^_The web page has an interactive switching deadline calculator at this point: /,
    );
  });

  test('a component named inside a sentence stays in the sentence', () => {
    expect(body('See <Go to="/docs/other">the other page</Go> or <PriceCalculator /> now.')).toMatch(
      /^See the other page or _The web page has an interactive price calculator[^_]+_ \[Open the calculator\]\([^)]+\)\. now\.\n$/,
    );
  });

  test('an unknown component written on one line keeps its words in one paragraph', () => {
    const {body: markdown, warnings} = convert('<Fancy>a <b>bold</b> word</Fancy>\n\nAfter.');
    expect(markdown).toBe('a **bold** word\n\nAfter.\n');
    expect(warnings).toEqual(['<Fancy> has no Markdown form: only its content is kept']);
  });

  test('an SVG tag such as <foreignObject> is HTML, not a component: its content stays, without a warning', () => {
    const {body: markdown, warnings} = convert('<foreignObject>kept</foreignObject>');
    expect(markdown).toBe('kept\n');
    expect(warnings).toEqual([]);
  });

  test('a comment gives no warning; a tab label that is not a string falls back to the value', () => {
    expect(convert('Text.{/* truncate */}').warnings).toEqual([]);
    expect(convert('Text.{ /* with spaces */ }').warnings).toEqual([]);
    expect(body('<Tabs>\n<TabItem value="v2" label={2} default>\n\nTwo\n\n</TabItem>\n</Tabs>')).toBe(
      '**v2**\n\nTwo\n',
    );
  });

  test('an ESM export beside the imports is left out and does not hide an import', () => {
    const mdx =
      'export const meta = {a: 1};\nimport Go from \'@site/src/components/SiteLink\';\n\n<Go to="/docs/other">go</Go>';
    expect(body(mdx)).toBe(`[go](${SITE}/docs/other.md)\n`);
  });

  test('a flow diagram skips a step that is not an object', () => {
    expect(body("<FlowDiagram steps={[null, 'x', {from: 'A', to: 'B', label: 'go'}]} />")).toBe('1. A → B: go\n');
  });

  test('a fragment and a boolean attribute are read without a warning', () => {
    expect(convert('<>in a fragment</>')).toMatchObject({body: 'in a fragment\n', warnings: []});
    expect(body('<a href>bare</a>')).toBe('bare\n');
  });

  test('a language tab without a value and a specification link without a URL', () => {
    expect(body('<LanguageTabs>\n<Language>\n\nX\n\n</Language>\n</LanguageTabs>')).toBe('\n\nX\n');
    expect(body('<SpecifiedBy />')).toBe(`[Specification](${SITE}/docs/page.md)\n`);
  });
});

describe('collapsible blocks', () => {
  test.each([
    [
      'every paragraph after the summary stays, once',
      '<details>\n<summary>More</summary>\n\nOne.\n\nTwo.\n\n</details>',
      '**More**\n\nOne.\n\nTwo.\n',
    ],
    [
      'the summary is found after other content',
      '<details>\n\nFirst.\n\n<summary>Late</summary>\n\n</details>',
      '**Late**\n\nFirst.\n',
    ],
    [
      'the summary is found after other inline content of the first paragraph',
      '<details>\n\nRead <b>this</b> now. <summary>Title</summary>\n\n</details>',
      '**Title**\n\nRead **this** now.\n',
    ],
    [
      'the text after a summary starts without the space that followed it',
      '<details>\n\n<summary>Title</summary> and text\n\n</details>',
      '**Title**\n\nand text\n',
    ],
    [
      'an inline element after the summary stays',
      '<details>\n\n<summary>Title</summary><b>bold</b>\n\n</details>',
      '**Title**\n\n**bold**\n',
    ],
    [
      'another element before the summary is content, not the summary',
      '<details>\n<b>Note</b>\n<summary>Title</summary>\n\nBody.\n\n</details>',
      '**Title**\n\n**Note**\n\nBody.\n',
    ],
    [
      'an element on its own line before the summary is content',
      '<details>\n\n<div>\n\nNote\n\n</div>\n\n<summary>Title</summary>\n\nBody.\n\n</details>',
      '**Title**\n\nNote\n\nBody.\n',
    ],
    [
      'a block without a summary keeps its code and list',
      '<details>\n\n```js\nx();\n```\n\n- item\n\n</details>',
      '**Details**\n\n```js\nx();\n```\n\n- item\n',
    ],
  ])('%s', (_name, mdx, markdown) => {
    expect(body(mdx)).toBe(markdown);
  });
});
