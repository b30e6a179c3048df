import {libraries} from '../../config/libraries';
import {expect, test} from './fixtures';
import {GENERATED_PAGE, WRITTEN_PAGE, builtPaths, countWords, markdownPathOf, markdownWords} from './markdown';

/** The index pages of the libraries, the blog and its tags, which list other pages. */
const INDEX_PAGE = /^\/docs\/(deadlines\/library|pricing\/pricing-library)$|^\/blog(\/tags(\/[^/]+)?)?$/;

test('every guide, blog post, tag and index page says at least 100 words in its Markdown', async ({request}) => {
  const built = await builtPaths(request);
  const pages = built.filter(
    (path) => (WRITTEN_PAGE.test(path) && !GENERATED_PAGE.test(path)) || INDEX_PAGE.test(path),
  );
  expect(pages.length).toBeGreaterThan(100);
  const thin: string[] = [];
  for (const path of pages) {
    const markdown = await (await request.get(markdownPathOf(path))).text();
    const words = markdownWords(markdown);
    if (words < 100 && !/^# Moved: /.test(markdown)) thin.push(`${markdownPathOf(path)}: ${words} words`);
  }
  expect(thin, 'write more, or make the page a redirect with a note').toEqual([]);
});

/** Where the generated reference pages live: each library's folder, and the GraphQL schema's. */
const REFERENCE_ROOTS = [...libraries.map((library) => `/${library.out}`), '/graphql/sharing'];

const underRoot = (path: string, root: string): boolean => path === root || path.startsWith(`${root}/`);

test('the Markdown of a generated reference page says at least as much as its HTML page', async ({request, page}) => {
  test.setTimeout(180_000);
  const built = [...new Set(await builtPaths(request))];
  for (const root of REFERENCE_ROOTS) {
    expect(
      built.some((path) => underRoot(path, root)),
      `the sitemap lists pages below ${root}`,
    ).toBe(true);
  }
  const pages = built.filter((path) => REFERENCE_ROOTS.some((root) => underRoot(path, root)));
  const shorter: string[] = [];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    // What a reader of the HTML page reads, counted as the Markdown is: the breadcrumbs and the
    // content, without code blocks (their title included, as a fence's info string is left out
    // of the Markdown's count). The breadcrumbs' last step repeats the heading and is left out;
    // the version badge, the table of contents toggle and the Copy page button are controls.
    const shown = await page.evaluate((source) => {
      const article = new DOMParser().parseFromString(source, 'text/html').querySelector('article');
      const content = article?.querySelector('.theme-doc-markdown');
      if (!article || !content) return undefined;
      const read = document.createElement('div');
      const crumbs = article.querySelectorAll('.breadcrumbs__item:not(.breadcrumbs__item--active)');
      read.append(...Array.from(crumbs, (crumb) => document.importNode(crumb, true)));
      read.append(document.importNode(content, true));
      read.querySelectorAll('.theme-code-block, pre').forEach((block) => block.remove());
      // innerText needs a laid-out element: it separates table cells and blocks as a reader sees them.
      document.body.replaceChildren(read);
      return read.innerText;
    }, html);
    const markdown = await (await request.get(markdownPathOf(path))).text();
    if (shown === undefined) {
      shorter.push(`${path}: the HTML page has no article content`);
      continue;
    }
    const [markdownCount, htmlCount] = [markdownWords(markdown), countWords(shown)];
    if (markdownCount < htmlCount) {
      shorter.push(`${markdownPathOf(path)}: ${markdownCount} words in the Markdown, ${htmlCount} in the HTML`);
    }
  }
  expect(shorter, 'the Markdown of a reference page must carry everything its HTML page says').toEqual([]);
});
