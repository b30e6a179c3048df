import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {buildSchema} from 'graphql';
import {axeViolations} from './axe';
import type {APIRequestContext} from '@playwright/test';
import {expect, test} from './fixtures';

const GRAPHQL_DIR = path.join(__dirname, '..', '..', 'graphql');
/** The schema the pages are generated from: the counts below are read from it. */
const SCHEMA = buildSchema(readFileSync(path.join(GRAPHQL_DIR, 'sharing.graphql'), 'utf8'));
const ROOT_TYPES = [SCHEMA.getQueryType(), SCHEMA.getMutationType()].filter((type) => type != null);
const INDEX = '/graphql/sharing';
const QUERY_PAGE = '/graphql/sharing/queries/get-offer-status';
const INPUT_PAGE = '/graphql/sharing/inputs/offer-status-input';

/** The first line of each worked example, for example `query CheckOfferStatus($input: OfferStatusInput!) {`. */
const exampleHeads = readdirSync(path.join(GRAPHQL_DIR, 'examples'))
  .filter((file) => file.endsWith('.graphql'))
  .map((file) =>
    readFileSync(path.join(GRAPHQL_DIR, 'examples', file), 'utf8')
      .split('\n')[0]!
      .trim(),
  );

const sidebar = (page: import('@playwright/test').Page) => page.getByRole('navigation', {name: 'Docs sidebar'});

test('the index page shows its title and every worked example', async ({page}) => {
  await page.goto(INDEX);
  await expect(page.getByRole('heading', {level: 1, name: 'Partner sharing GraphQL API'})).toBeVisible();
  expect(exampleHeads.length).toBeGreaterThan(0);
  for (const head of exampleHeads) {
    await expect(page.locator('pre').filter({hasText: head}), head).toHaveCount(1);
  }
});

test('the sidebar lists the overview first, then one category per kind', async ({page}) => {
  await page.goto(INDEX);
  const menu = sidebar(page);
  await expect(menu.locator('.menu__link').first()).toHaveText('Partner sharing GraphQL API');
  await expect(menu.locator('.theme-doc-sidebar-item-category-level-1 > div > .menu__link')).toHaveText([
    'Queries',
    'Mutations',
    'Objects',
    'Inputs',
    'Enums',
    'Directives',
    'Scalars',
  ]);
});

test('no page is generated for the built-in @oneOf directive', async ({page}) => {
  await page.goto('/graphql/sharing/directives/deprecated');
  const directives = sidebar(page).locator('.theme-doc-sidebar-item-category-level-1').filter({hasText: 'Directives'});
  await expect(directives.locator('.theme-doc-sidebar-item-link')).toHaveText([
    'auth',
    'deprecated',
    'include',
    'skip',
    'specifiedBy',
  ]);
  expect((await page.request.get('/graphql/sharing/directives/one-of')).status()).toBe(404);
});

test('a query page and its input type link to each other', async ({page}) => {
  await page.goto(QUERY_PAGE);
  await expect(page.getByRole('heading', {level: 1, name: 'getOfferStatus'})).toBeVisible();
  const article = page.locator('article');
  await expect(article.getByRole('link', {name: 'OfferStatus', exact: true})).toHaveAttribute(
    'href',
    '/graphql/sharing/objects/offer-status',
  );
  await article.getByRole('link', {name: 'OfferStatusInput!'}).click();
  await expect(page).toHaveURL(new RegExp(`${INPUT_PAGE}$`));
  await expect(page.getByRole('heading', {level: 1, name: 'OfferStatusInput'})).toBeVisible();
  await expect(article.getByRole('link', {name: 'ID!'}).first()).toHaveAttribute('href', '/graphql/sharing/scalars/id');
  await article.getByRole('link', {name: 'getOfferStatus'}).click();
  await expect(page).toHaveURL(new RegExp(`${QUERY_PAGE}$`));
  await expect(page.getByRole('heading', {level: 1, name: 'getOfferStatus'})).toBeVisible();
});

test('the SDL downloads from /graphql/sharing.graphql and builds a schema', async ({page}) => {
  const response = await page.request.get('/graphql/sharing.graphql');
  expect(response.status()).toBe(200);
  const sdl = await response.text();
  expect(sdl).toBe(readFileSync(path.join(GRAPHQL_DIR, 'sharing.graphql'), 'utf8'));
  const schema = buildSchema(sdl);
  expect(Object.keys(schema.getQueryType()?.getFields() ?? {})).toContain('getOfferStatus');
  expect(Object.keys(schema.getMutationType()?.getFields() ?? {})).toContain('acceptOffer');

  // The index page's download link serves the same file.
  await page.goto(INDEX);
  const href = await page.getByRole('link', {name: 'sharing.graphql'}).getAttribute('href');
  expect(href).not.toBeNull();
  expect(await (await page.request.get(href!)).text()).toBe(sdl);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const [name, route] of [
    ['index page', INDEX],
    ['input type page', INPUT_PAGE],
  ] as const) {
    test(`axe finds no violations on the GraphQL ${name} in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto(route);
      await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(scheme);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

/** The built site's GraphQL reference pages of the given kinds (folders), from its sitemap. */
async function builtPages(request: APIRequestContext, kinds: readonly string[]): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((route) => kinds.some((kind) => route.startsWith(`/graphql/sharing/${kind}/`)));
}

/** The worked examples, by file name: the name of the query's or mutation's page. */
const EXAMPLE_NAMES = readdirSync(path.join(GRAPHQL_DIR, 'examples'))
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => file.replace(/\.graphql$/, ''));
const exampleFile = (name: string, suffix: string) =>
  readFileSync(path.join(GRAPHQL_DIR, 'examples', `${name}${suffix}`), 'utf8').trimEnd();

test('every query and mutation page shows its example operation, variables and response', async ({page, request}) => {
  const pages = await builtPages(request, ['queries', 'mutations']);
  const operations = ROOT_TYPES.flatMap((type) => Object.keys(type.getFields()));
  expect(pages).toHaveLength(operations.length);
  expect(EXAMPLE_NAMES).toHaveLength(operations.length);
  for (const route of pages) {
    const name = route.split('/').pop()!;
    expect(EXAMPLE_NAMES, `an example for ${route}`).toContain(name);
    await page.goto(route);
    await expect(page.getByRole('heading', {level: 2, name: 'Example'}), name).toBeVisible();
    for (const [title, suffix] of [
      ['Operation', '.graphql'],
      ['Variables', '.variables.json'],
      ['Response', '.response.json'],
    ] as const) {
      const block = page.locator('article .theme-code-block').filter({has: page.getByText(title, {exact: true})});
      await expect(block.locator('pre code'), `${name}: ${title}`).toHaveText(exampleFile(name, suffix), {
        useInnerText: true,
      });
    }
  }
});

test('the table of contents lists plain field names, without labels or type links', async ({page}) => {
  await page.goto('/graphql/sharing/inputs/sharing-entity-input');
  const toc = page.locator('.table-of-contents').first();
  await expect(toc.getByRole('link')).toHaveText(['Fields', 'share', 'unshare', 'Used by']);
  await expect(toc.locator('.badge')).toHaveCount(0);
  await expect(page.locator('article h3#share')).toHaveText(/^share\W*$/);
  await expect(page.locator('article')).toContainText('Type: [PartnerEntitiesInput!]');
});

test('every type page lists where the type is used, with links', async ({page, request}) => {
  // One visit per type page (about 35): the default 30 s ran out on a loaded 2-core machine.
  test.setTimeout(120_000);
  const types = await builtPages(request, ['objects', 'inputs', 'enums', 'scalars']);
  // Every named type but the introspection types and the root types has a page.
  const named = Object.keys(SCHEMA.getTypeMap()).filter(
    (name) => !name.startsWith('__') && !ROOT_TYPES.some((root) => root.name === name),
  );
  expect(types.length).toBe(named.length);
  for (const route of types) {
    await page.goto(route);
    const sections = page.locator('article h2:is(#used-by, #returned-by)');
    await expect.poll(() => sections.count(), route).toBeGreaterThan(0);
    for (const text of await sections.allInnerTexts()) expect(text, route).toMatch(/^(Used by|Returned by)\W*$/);
    const links = page.locator('article h2:is(#used-by, #returned-by) + p a[href^="/graphql/sharing/"]');
    await expect.poll(() => links.count(), route).toBeGreaterThan(0);
  }
});

test('type labels are quiet outlines in dark mode, not light pills', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/graphql/sharing/inputs/sharing-entity-input');
  const badge = page.locator('article .badge').first();
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});

  test('long operation names wrap between words, never inside one', async ({page}) => {
    for (const route of [
      '/graphql/sharing/mutations/share-child-entity-with-partners',
      '/graphql/sharing/queries/search-partner-sharing-configs',
    ]) {
      const name = route.split('/').pop();
      await page.goto(route);
      const heading = page.getByRole('heading', {level: 1});
      await expect(heading).toBeVisible();
      // The index of every character that starts a new line of the heading.
      const lineStarts = await heading.evaluate((h1) => {
        const text = h1.textContent ?? '';
        const starts: number[] = [];
        let top: number | undefined;
        let offset = 0;
        const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < (node.textContent ?? '').length; i += 1, offset += 1) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const y = range.getBoundingClientRect().top;
            if (top !== undefined && y > top + 2) starts.push(offset);
            top = y;
          }
        }
        return starts.map((index) => text.slice(index - 1, index + 1));
      });
      expect(lineStarts.length, `${name} wraps on a 360 px screen`).toBeGreaterThan(0);
      for (const pair of lineStarts)
        expect(pair, `${name} breaks between "${pair[0]}" and "${pair[1]}"`).toMatch(/^[a-z0-9][A-Z]$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });
});
