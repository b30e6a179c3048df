import {describe, expect, it} from 'vitest';
import {extractSections} from '../../plugins/search/extractSections';

// What the search reads from a built page (plugins/search/extractSections.ts), for the ways a page
// is built that the main guide fixture (search-documents.test.ts) does not show.

const built = (body: string, classes = 'docs-doc-page', head = '') =>
  `<html class="${classes}"><head><meta name="docusaurus_tag" content="docs-default-current">${head}<title>Tab title</title></head><body>${body}</body></html>`;

const sections = (body: string, route = '/docs/guide', classes?: string, head?: string) =>
  extractSections(built(body, classes, head), route)?.documents ?? [];

const article = (markdown: string) =>
  `<article><div class="markdown"><header><h1>Guide</h1></header>${markdown}</div></article>`;

describe('section text', () => {
  it('keeps a word split by inline markup whole, separates blocks, and collapses their white space', () => {
    const [intro] = sections(article('<p>web<b>hook</b>s</p>\n\n  <p>second\n   line<!-- a comment --></p>'));
    expect(intro?.content).toBe('webhooks second line');
  });

  it('leaves out JSON examples', () => {
    const [intro] = sections(article('<p>Send it.</p><div class="language-json"><pre>{"field": "secret"}</pre></div>'));
    expect(intro?.content).toBe('Send it.');
  });
});

describe('sections', () => {
  it('starts one at an h2 or h3 with an id, not at an h4 or a heading without an id', () => {
    const found = sections(
      article('<p>Intro.</p><h4 id="deep">Deep</h4><p>A.</p><h2>No id</h2><p>B.</p><h3 id="part">Part</h3><p>C.</p>'),
    );
    expect(found.map(({sectionRoute, content}) => [sectionRoute, content])).toEqual([
      ['/docs/guide', 'Intro. Deep A. No id B.'],
      ['/docs/guide#part', 'C.'],
    ]);
  });

  it('keeps a titled section without text and a page without intro, drops an empty heading', () => {
    const found = sections(
      article('<h2 id="empty"></h2><h2 id="titled">Titled</h2><h2 id="last">Last</h2><p>Text.</p>'),
    );
    expect(found.map(({sectionRoute}) => sectionRoute)).toEqual([
      '/docs/guide',
      '/docs/guide#titled',
      '/docs/guide#last',
    ]);
  });

  it('keeps a section with text under an empty heading, and the top of a page without title or intro', () => {
    const found = sections('<article><div class="markdown"><h2 id="untitled"></h2><p>Text.</p></div></article>');
    expect(found.map(({sectionRoute, content}) => [sectionRoute, content])).toEqual([
      ['/docs/guide', ''],
      ['/docs/guide#untitled', 'Text.'],
    ]);
  });

  it('files a section under its page, and the top document under nothing', () => {
    const [top, section] = sections(article('<p>Intro.</p><h2 id="a">A</h2><p>Text.</p>'));
    expect([top?.parentCategories, section?.parentCategories]).toEqual(['', 'Guide']);
    expect(top?.title).toBe('Guide');
  });

  it("searches the page's trimmed description with its top document, beside the title, not in it", () => {
    const [top] = sections(
      article('<p>Intro.</p>'),
      '/docs/guide',
      undefined,
      '<meta name="description" content="  Said once.  ">',
    );
    expect(top?.title).toBe('Guide');
    expect(top?.parentCategories).toBe('Said once.');
  });

  it.each([
    ['queries', 'query'],
    ['mutations', 'mutation'],
    ['subscriptions', 'subscription'],
    ['objects', 'object'],
    ['interfaces', 'interface'],
    ['unions', 'union'],
    ['inputs', 'input'],
    ['enums', 'enum'],
    ['directives', 'directive'],
    ['scalars', 'scalar'],
  ])('files a GraphQL entry of %s under its kind, %s', (folder, kind) => {
    const [entry] = sections(article('<p>A partner.</p>'), `/graphql/sharing/${folder}/partner`);
    expect(entry).toMatchObject({parentCategories: `GraphQL ${kind}`, kind, service: 'GraphQL'});
  });

  it("searches a GraphQL entry's description beside its kind, as separate words", () => {
    const head = '<meta name="description" content="A partner that shares data">';
    const [entry] = sections(article('<p>A partner.</p>'), '/graphql/sharing/enums/partner', undefined, head);
    expect(entry?.parentCategories).toBe('A partner that shares data GraphQL enum');
  });

  it('files a guide that only mentions GraphQL in its path as a guide', () => {
    const [entry] = sections(article('<p>About.</p>'), '/docs/graphql/guide/enums/intro');
    expect(entry).not.toHaveProperty('kind');
  });
});

describe('kinds of pages', () => {
  it('reads a blog post as sections of kind blog', () => {
    expect(sections(article('<p>News.</p>'), '/blog/news', 'blog-post-page plugin-blog')[0]?.type).toBe('blog');
  });

  it('reads a REST reference page or a plain page as one document, titled by its h1 or else the tab title', () => {
    const [reference] = sections('<main><h1>Order API</h1><p>Orders.</p></main>', '/api/order', 'plugin-api-reference');
    expect(reference).toMatchObject({title: 'Order API', type: 'other', parentCategories: ''});
    expect(sections('<main><p>No heading.</p></main>', '/x', 'plugin-pages')[0]?.title).toBe('Tab title');
  });
});
