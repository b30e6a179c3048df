import {expect, test} from './fixtures';
import {axeViolations} from './axe';
import {recordScripts} from './scripts';
import {noResults, results, search, settledResults} from './search';

const dialog = (page: import('@playwright/test').Page) => page.locator('.aa-DetachedContainer');
const input = (page: import('@playwright/test').Page) => page.locator('.aa-DetachedContainer input.aa-Input');
const searchButton = (page: import('@playwright/test').Page) =>
  page.locator('.navbar').getByRole('button', {name: 'Search'});

test('the box, its buttons and the navbar button say what the specification says', async ({page}) => {
  await page.goto('/docs/intro');
  await expect(searchButton(page)).toContainText(/Ctrl K|⌘ K/);
  await search(page, 'token');
  await expect(input(page)).toHaveAttribute('placeholder', 'Search');
  await expect(dialog(page).getByTitle('Clear')).toBeVisible();
  await expect(dialog(page).getByTitle('Submit')).toBeVisible();
  await expect(dialog(page).getByTitle('Cancel')).toBeVisible();
});

test('Clear empties the query and keeps the dialog open', async ({page}) => {
  await page.goto('/');
  await search(page, 'webhook');
  await expect(results(page).first()).toBeVisible();
  await dialog(page).getByTitle('Clear').click();
  await expect(input(page)).toHaveValue('');
  await expect(input(page)).toBeFocused();
  await expect(dialog(page)).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test('Escape closes the dialog, also with an empty box, and focus returns to the button', async ({page}) => {
  await page.goto('/docs/intro');
  await searchButton(page).click();
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(searchButton(page)).toBeFocused();
  await search(page, 'webhook');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
});

const pageTypes: [string, string][] = [
  ['home', '/'],
  ['guide', '/docs/webhooks'],
  ['apps guide', '/apps/overview'],
  ['REST index', '/api'],
  ['REST service', '/api/order'],
  ['GraphQL type', '/graphql/sharing/inputs/sharing-partner-input'],
  ['blog post', '/blog/one-error-format'],
];

for (const [name, route] of pageTypes) {
  test(`Ctrl+K, Cmd+K and / open search on a ${name} page, before the search code has loaded`, async ({page}) => {
    const scripts = recordScripts(page);
    await page.goto(route);
    // Neither the dialog's code nor the engine's (its reader of the synonyms file, which brings the
    // stemmers) is part of the page: the shortcut itself loads them.
    const shipped = (marker: string) => scripts.texts().then((texts) => texts.some((text) => text.includes(marker)));
    expect(await shipped('No results for')).toBe(false);
    expect(await shipped('site-synonyms-2')).toBe(false);
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.locator('body').press(shortcut);
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
    }
    expect(await shipped('site-synonyms-2')).toBe(true);
  });
}

test('/ typed into a text field stays in the field', async ({page}) => {
  await page.goto('/api');
  const filter = page.getByLabel('Filter services');
  await filter.fill('');
  await filter.press('/');
  await expect(filter).toHaveValue('/');
  await expect(dialog(page)).toHaveCount(0);
});

test('arrow keys move through the results and Enter opens the chosen one', async ({page}) => {
  await page.goto('/');
  await search(page, 'webhook signature');
  await settledResults(page);
  const options = dialog(page).getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  const href = await options.nth(1).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  expect(decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).hash)).toBe(href);
});

test('each index file is fetched once per visit, across client-side navigations', async ({page}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/search-index-[^?]+\.json$/.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/docs/intro');
  // Two queries before the first answer: they share the loads in flight.
  await search(page, 'verify webhook');
  await page.keyboard.insertText(' signature');
  await settledResults(page);
  await results(page).locator('a[href^="/docs/"]').first().click();
  await expect(page).toHaveURL(/\/docs\//);
  await search(page, 'design tokens');
  await settledResults(page);
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.sort()).toEqual([...new Set(fetched)].sort());
});

test('an index of the wrong shape gives no results silently and is tried again on the next query', async ({page}) => {
  let broken = true;
  await page.route('**/search-index-*.json', async (route) => {
    if (broken) await route.fulfill({status: 200, contentType: 'application/json', body: '{}'});
    else await route.fallback();
  });
  await page.goto('/');
  await search(page, 'webhook');
  await expect(noResults(page)).toBeVisible();
  broken = false;
  await page.keyboard.insertText(' signature');
  await expect(results(page).first()).toBeVisible();
});

for (const query of ['*e*e*e*', '*e*e*e*e*', 'a*b*c*d*e*f*g*h*', 'e* '.repeat(100), 'token '.repeat(85)]) {
  test(`the query ${JSON.stringify(query.slice(0, 24))} answers and leaves the page responsive`, async ({page}) => {
    await page.goto('/');
    await search(page, query);
    await expect(results(page).first().or(noResults(page))).toBeVisible();
    await dialog(page).getByTitle('Clear').click();
    await page.keyboard.insertText('webhook');
    await expect(results(page).first()).toBeVisible();
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the open dialog with results has no axe violations (${scheme})`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    await page.goto('/docs/intro');
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(scheme);
    await search(page, 'add a line item to an order');
    await settledResults(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a shortcut pressed while the page is still starting opens search once the page is ready', async ({page}) => {
  // The page's own chunks arrive late, so the bundle has run but the page has not hydrated yet.
  let late = 0;
  await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/, async (route) => {
    late += 1;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.fallback();
  });
  await page.goto('/docs/webhooks', {waitUntil: 'domcontentloaded'});
  await page.locator('body').press('Control+k');
  expect(late).toBeGreaterThan(0);
  await expect(dialog(page)).toHaveCount(0);
  await expect(input(page)).toBeFocused({timeout: 15_000});
});
