import {expect, test} from './fixtures';
import {noResults, results, search, settledResults} from './search';

test('search finds a section of the intro and highlights the term there', async ({page}) => {
  await page.goto('/');
  await search(page, 'Dev Center organized');
  await expect(results(page).first()).toBeVisible();
  const count = await results(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(8);
  const intro = results(page).filter({hasText: 'How the Dev Center is organized'}).first();
  await expect(intro).toBeVisible();
  await settledResults(page);
  await intro.click();
  await expect(page).toHaveURL(/\/docs\/intro#how-the-dev-center-is-organized$/);
  await expect(page.locator('article mark').first()).toBeVisible();
  expect((await page.locator('article mark').first().textContent())?.toLowerCase()).toMatch(/dev|center|organized/);
});

test('a common word shows at most 8 results', async ({page}) => {
  await page.goto('/');
  await search(page, 'api');
  await expect(results(page).first()).toBeVisible();
  expect(await results(page).count()).toBeLessThanOrEqual(8);
});

test('the search input is limited and has autocomplete and spellcheck off', async ({page}) => {
  await page.goto('/');
  await search(page, 'x'.repeat(10_000));
  const input = page.locator('.aa-DetachedContainer input.aa-Input');
  expect((await input.inputValue()).length).toBeLessThanOrEqual(512);
  await expect(input).toHaveAttribute('maxlength', '512');
  await expect(input).toHaveAttribute('autocomplete', 'off');
  await expect(input).toHaveAttribute('spellcheck', 'false');
  await expect(noResults(page)).toBeVisible();
});

const hostileQueries = [
  'title:',
  '+-~*^:',
  '<script>alert(1)</script>',
  '"unterminated',
  'Straße Köln 日本語 😀',
  '\\',
  '*',
];

for (const query of hostileQueries) {
  test(`hostile query ${JSON.stringify(query)} gives a sensible answer`, async ({page}) => {
    await page.goto('/');
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await search(page, query);
    await expect(results(page).first().or(noResults(page))).toBeVisible();
    expect(dialogs, 'a query must never run as script').toBe(0);
    await expect(page.locator('.aa-DetachedContainer script')).toHaveCount(0);
  });
}

test.describe('a missing index file', () => {
  // The browser itself reports the failed request; the page must not add errors of its own.
  test.use({allowConsoleErrors: [/Failed to load resource/]});
  test('gives no results silently', async ({page}) => {
    await page.route('**/search-index-*.json', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto('/');
    await search(page, 'token');
    await expect(noResults(page)).toBeVisible();
  });
});

test('a broken index file gives no results silently', async ({page}) => {
  await page.route('**/search-index-*.json', (route) =>
    route.fulfill({status: 200, contentType: 'application/json', body: '{"documents": [tr'}),
  );
  await page.goto('/');
  await search(page, 'token');
  await expect(noResults(page)).toBeVisible();
});

test('on a phone the search opens full screen', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  await search(page, 'token');
  const box = await page.locator('.aa-DetachedContainer').boundingBox();
  expect(box?.width).toBe(390);
  await page.getByRole('button', {name: 'Cancel'}).click();
  await expect(page.locator('.aa-DetachedContainer')).toHaveCount(0);
});
