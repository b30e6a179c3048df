import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {buildSchema} from 'graphql';
import {axeViolations} from './axe';
import {expect, test} from './fixtures';

const GRAPHQL_DIR = path.join(__dirname, '..', '..', 'graphql');
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
  await expect(menu.locator('.menu__link').first()).toHaveText('Overview');
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
