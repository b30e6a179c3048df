import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {SITE, body, convert, dir} from './convertMdx';

// Each component and construct of a page on its own, with the exact Markdown a reader (or a model)
// gets for it and what the build warns about.

describe('links', () => {
  test.each([
    ['<SiteLink to="/docs/other">other</SiteLink>', `[other](${SITE}/docs/other.md)\n`],
    ['<Link to="/docs/other#a">other</Link>', `[other](${SITE}/docs/other.md#a)\n`],
    ['<Link href="https://example.com">out</Link>', '[out](https://example.com)\n'],
    ['<a href="./other.mdx">file</a>', `[file](${SITE}/docs/other.md)\n`],
    ['<a>no target</a>', 'no target\n'],
    ['[same page](#top)', `[same page](${SITE}/docs/page.md#top)\n`],
    ['[spec](/api/entity/openapi.yaml?download=1)', `[spec](${SITE}/api/entity/openapi.yaml?download=1)\n`],
    ['[mail](mailto:dev@energy-xrm.example)', '[mail](mailto:dev@energy-xrm.example)\n'],
    ['[pathname](pathname:///files/a.zip)', `[pathname](${SITE}/files/a.zip)\n`],
    ['[protocol-relative](//cdn.example/x)', '[protocol-relative](//cdn.example/x)\n'],
    ['[ref][r]\n\n[r]: /docs/other', `[ref][r]\n\n[r]: ${SITE}/docs/other.md\n`],
  ])('%s', (mdx, markdown) => {
    expect(body(mdx)).toBe(markdown);
  });
});

describe('inline HTML and small components', () => {
  test.each([
    ['Press <kbd>Ctrl</kbd> and <code>K</code>.', 'Press `Ctrl` and `K`.\n'],
    ['<b>b</b> <strong>s</strong> <em>e</em> <i>i</i>', '**b** **s** _e_ _i_\n'],
    ['one<br />two', 'one\\\ntwo\n'],
    ['<img src="/img/a.png" alt="A" />', `![A](${SITE}/img/a.png)\n`],
    // An image without a source points at the page itself, as an empty link does.
    ['<img />', `![](${SITE}/docs/page.md)\n`],
    ['a<Bullet />b', 'a · b\n'],
    ['<Badge text="beta" />', '_beta_\n'],
    ['Empty <Badge /> badge', 'Empty  badge\n'],
    ['<SpecifiedBy url="https://spec.example/x" />', '[Specification](https://spec.example/x)\n'],
    ['{"<"} and {42}{/* a comment */}.', '< and 42.\n'],
  ])('%s', (mdx, markdown) => {
    expect(body(mdx)).toBe(markdown);
  });

  test('an expression that is not a literal is left out with a warning', () => {
    const {body: markdown, warnings} = convert('Total {props.total}.');
    expect(markdown).toBe('Total .\n');
    expect(warnings).toEqual(['the expression {props.total} cannot be printed as Markdown and was left out']);
  });

  test('an unknown component keeps its content and is reported; an unknown lower-case tag silently', () => {
    const {body: markdown, warnings} = convert('<Fancy>kept</Fancy>\n\n<span>also kept</span>');
    expect(markdown).toBe('kept\n\nalso kept\n');
    expect(warnings).toEqual(['<Fancy> has no Markdown form: only its content is kept']);
  });

  test('an imported component is known by its module name, whatever it is called on the page', () => {
    const {body: markdown, warnings} = convert(
      "import Go from '@site/src/components/SiteLink';\nimport {Bullet as Dot} from '@site/src/components/Bits';\n\n<Go to=\"/docs/other\">go</Go><Dot />end",
    );
    expect(markdown).toBe(`[go](${SITE}/docs/other.md) · end\n`);
    expect(warnings).toEqual([]);
  });
});

describe('blocks', () => {
  test('a flow diagram without a title, and one without readable steps', () => {
    expect(body("<FlowDiagram steps={[{from: 'A', to: 'B', label: 'go'}, {from: 'B'}]} />")).toBe('1. A → B: go\n');
    const {body: markdown, warnings} = convert('<FlowDiagram title="Nothing" steps="none" />');
    // The empty list prints as nothing.
    expect(markdown).toBe('**Nothing**\n\n');
    expect(warnings).toEqual(['<FlowDiagram> without readable steps']);
  });

  test('tabs read as sections labelled by label, else by value; sample languages by their label', () => {
    expect(
      body(
        '<Tabs>\n<TabItem value="a" label="First">\n\nOne\n\n</TabItem>\n<TabItem value="b">\n\nTwo\n\n</TabItem>\n<TabItem>\n\nThree\n\n</TabItem>\n</Tabs>',
      ),
    ).toBe('**First**\n\nOne\n\n**b**\n\nTwo\n\n\n\nThree\n');
    expect(
      body(
        '<LanguageTabs>\n<Language value="python">\n\nprint()\n\n</Language>\n<Language value="cobol">\n\nX\n\n</Language>\n</LanguageTabs>',
      ),
    ).toBe('**Python**\n\nprint()\n\n**cobol**\n\nX\n');
  });

  test('a collapsible block shows its summary, written alone or in the first paragraph, or "Details"', () => {
    expect(body('<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>')).toBe('**More**\n\nHidden text.\n');
    expect(body('<Details>\n\n<summary>Inline</summary>and text\n\nRest.\n\n</Details>')).toBe(
      '**Inline**\n\nand text\n\nRest.\n',
    );
    expect(body('<details>\n\n<summary>Only</summary>\n\nRest.\n\n</details>')).toBe('**Only**\n\nRest.\n');
    expect(body('<details>\n\nNo summary.\n\n</details>')).toBe('**Details**\n\nNo summary.\n');
  });

  test('a calculator is a sentence and a link to the page that runs it', () => {
    expect(body('<PriceCalculator />')).toBe(
      `_The web page has an interactive price calculator at this point: enter a pricing model, its tiers, the consumption, the quantity and the tax settings to see the amounts that the pricing library computes._ [Open the calculator](${SITE}/docs/page).\n`,
    );
  });

  test('a canonical link in <head> is found and nothing of <head> is printed', () => {
    const page = convert(
      '<head>\n<link rel="canonical" href="https://x.example/c" />\n<link rel="icon" href="/i" />\n<meta name="a" />\n</head>\n\nText.',
    );
    expect(page.canonical).toBe('https://x.example/c');
    expect(page.body).toBe('Text.\n');
  });
});

describe('directives, images and partials', () => {
  test.each([
    ['Use entity:search here.', 'Use entity:search here.\n'],
    ['::video{src="x"}', '::video{src="x"}\n'],
    [':::details\nInside.\n:::', ':::details\nInside.\n:::\n'],
    ['![Alt](/img/x.png "T")', `![Alt](${SITE}/img/x.png "T")\n`],
    [':::note\n\n- one\n- two\n\n:::', '> **Note**\n>\n> - one\n> - two\n'],
    [':::tip[Own title]\n\nBody.\n\n:::', '> **Own title** Body.\n'],
    ['<details>\n\n<summary>\nFlow summary\n</summary>\n\nText.\n\n</details>', '**Flow summary**\n\nText.\n'],
    ['<Tabs>\n</Tabs>\n\nAfter.', 'After.\n'],
  ])('%j', (mdx, markdown) => {
    expect(body(mdx)).toBe(markdown);
  });

  test('a partial that includes itself is shown once, with a warning', () => {
    const {body: markdown, warnings} = convert("import Self from './self.mdx';\n\n<Self />");
    expect(markdown).toBe('Before.\n');
    expect(warnings).toEqual([`${path.join(dir, 'self.mdx')} includes itself; the inner copy was left out`]);
  });
});
