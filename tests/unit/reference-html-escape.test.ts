import {describe, expect, it} from 'vitest';
import {attrs, element, escapeHtml} from '../../plugins/api-reference/render/html/escape';
import {inlineMarkdownToHtml, markdownToHtml} from '../../plugins/api-reference/render/html/markdown';

// The escaper and the description renderer of the REST reference, on the strings a spec author
// writes: what reaches the page is exactly this HTML.

describe('escapeHtml', () => {
  it('writes the five characters that could end an attribute or open an element as numeric entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });

  it('leaves everything else alone', () => {
    expect(escapeHtml('Entity API › {slug} – ünïcode / 100 %')).toBe('Entity API › {slug} – ünïcode / 100 %');
  });
});

describe('attrs and element', () => {
  it('writes true as a bare attribute and leaves out false and undefined, keeping 0 and ""', () => {
    expect(attrs({id: 'op', hidden: true, open: false, title: undefined, tabindex: 0, alt: ''})).toBe(
      ' id="op" hidden tabindex="0" alt=""',
    );
  });

  it('escapes every value, so a spec cannot close the attribute', () => {
    expect(element('a', {href: '/x" onclick="alert(1)'}, 'text')).toBe(
      '<a href="/x&#34; onclick=&#34;alert(1)">text</a>',
    );
  });
});

describe('description Markdown', () => {
  it('renders CommonMark with GitHub tables', () => {
    expect(markdownToHtml('**Bold** and `code`.\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toBe(
      '<p><strong>Bold</strong> and <code>code</code>.</p>\n<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody></table>\n',
    );
  });

  it('shows raw HTML outside the safe subset as text, block and inline', () => {
    expect(markdownToHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markdownToHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src="x" /&gt;');
    // A generic type left open is shown as written, without a closing tag its author never wrote.
    expect(markdownToHtml('Returns a List<T> of items.')).toMatch(/^<p>Returns a List&lt;T&gt; of items\.<\/p>\n$/i);
  });

  it('keeps the safe subset of raw HTML: emphasis, code, keys, links that lead somewhere', () => {
    expect(markdownToHtml('Press <kbd>Enter</kbd>.')).toBe('<p>Press <kbd>Enter</kbd>.</p>\n');
    // A relative link of another site ("changelog") would be broken here: its text stays, the link goes.
    expect(markdownToHtml('<a href="changelog">View API Changelog</a> or <a href="https://x.example/c">c</a>')).toBe(
      '<p><a>View API Changelog</a> or <a href="https://x.example/c">c</a></p>\n',
    );
  });

  it('demotes a heading of a description below the heading of what it describes', () => {
    expect(markdownToHtml('# Title\n\ntext')).toBe('<h5>Title</h5>\n<p>text</p>\n');
    expect(markdownToHtml('# Title', 2)).toBe('<h2>Title</h2>\n');
  });

  it("starts a description's outline where its place needs it, whatever level its author began at", () => {
    // A spec's tag description written with `###` under the tag's h2: h3 then h4, never a skipped level.
    expect(markdownToHtml('### Examples\n\n#### One\n\ntext', 3)).toBe(
      '<h3>Examples</h3>\n<h4>One</h4>\n<p>text</p>\n',
    );
    expect(markdownToHtml('## Errors\n\ntext')).toBe('<h5>Errors</h5>\n<p>text</p>\n');
  });

  it('keeps a safe link with its title and drops an unsafe one to its text', () => {
    expect(markdownToHtml('[tokens](/docs/auth "Access tokens") and [x](javascript:alert(1))')).toBe(
      '<p><a href="/docs/auth" title="Access tokens">tokens</a> and x</p>\n',
    );
  });

  it('links to a safe image instead of loading it, and shows an unsafe one as its escaped alt text', () => {
    expect(markdownToHtml('![Flow <1>](/img/flow.svg "The flow")')).toBe(
      '<p><a href="/img/flow.svg">Flow &lt;1&gt;</a></p>\n',
    );
    expect(markdownToHtml('![a "b"](/img/a.png)')).toBe('<p><a href="/img/a.png">a "b"</a></p>\n');
    expect(markdownToHtml('![<b>pic</b>](data:image/png;base64,AAAA)')).toBe('<p>&lt;b&gt;pic&lt;/b&gt;</p>\n');
  });

  it('shows an image tag as its author wrote it, with its address, alt text and title, without its handlers', () => {
    expect(markdownToHtml('<img src="/img/flow.svg" alt="Flow" title="The flow" onload="x()">')).toBe(
      '&lt;img src="/img/flow.svg" alt="Flow" title="The flow" /&gt;',
    );
  });

  it('names a linked image without alt text "Image"', () => {
    expect(markdownToHtml('![](/img/flow.svg)')).toBe('<p><a href="/img/flow.svg">Image</a></p>\n');
  });

  it('keeps http and mailto links, and drops a bare relative path of another site to its text', () => {
    expect(markdownToHtml('[old](http://x.example/a), [mail](mailto:api@x.example), [notes](docs/changelog)')).toBe(
      '<p><a href="http://x.example/a">old</a>, <a href="mailto:api@x.example">mail</a>, notes</p>\n',
    );
    expect(markdownToHtml('<a href="http://x.example/a">old</a> <a href="notes#v2">v2</a>')).toBe(
      '<p><a href="http://x.example/a">old</a> <a>v2</a></p>\n',
    );
  });

  it('keeps an anchor without an address as its text', () => {
    expect(markdownToHtml('<a name="top">Top</a>')).toBe('<p><a>Top</a></p>\n');
  });

  it("keeps a table's alignment and spans and a list's start number", () => {
    expect(markdownToHtml('| a |\n|:-:|\n| 1 |')).toBe(
      '<table>\n<thead>\n<tr>\n<th align="center">a</th>\n</tr>\n</thead>\n<tbody><tr>\n<td align="center">1</td>\n</tr>\n</tbody></table>\n',
    );
    expect(
      markdownToHtml(
        '<table><tr><th colspan="2" rowspan="1" align="left">h</th></tr><tr><td colspan="2" rowspan="3" align="right">d</td></tr></table>',
      ),
    ).toBe(
      '<table><tr><th colspan="2" rowspan="1" align="left">h</th></tr><tr><td colspan="2" rowspan="3" align="right">d</td></tr></table>',
    );
    expect(markdownToHtml('3. three\n4. four')).toBe('<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>\n');
  });

  it('moves the deepest headings up with the rest, raw HTML headings included', () => {
    expect(markdownToHtml('##### Five\n\n###### Six', 3)).toBe('<h3>Five</h3>\n<h4>Six</h4>\n');
    // The author's h1 with attributes is the top of the outline: the ### below it stays two steps down.
    expect(markdownToHtml('<h1 class="x">Top</h1>\n\n### Below', 3)).toBe('<h3>Top</h3><h5>Below</h5>\n');
    // A heading the level scan cannot read (written `<h1/>`) starts at the first level all the same.
    expect(markdownToHtml('<h1/>Top')).toBe('<h5>Top</h5>');
  });

  it('renders an empty description as nothing', () => {
    expect(markdownToHtml('')).toBe('');
    expect(inlineMarkdownToHtml('')).toBe('');
  });

  it('renders a summary without a wrapping paragraph', () => {
    expect(inlineMarkdownToHtml('Get an *entity* by [slug](#slug)')).toBe(
      'Get an <em>entity</em> by <a href="#slug">slug</a>',
    );
  });
});
