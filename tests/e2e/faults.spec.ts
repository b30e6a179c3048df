import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

// Late chunk requests may still be in a route handler when a test ends; they are dropped quietly.
test.afterEach(async ({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

/** Fragments that `decodeURIComponent` rejects: a lone '%', a truncated UTF-8 sequence, a bad escape. */
const MALFORMED_HASHES = ['%', '%E0%A4%A', '%zz', 'x%', '%C3%28'];

const mainNavLink = (page: Page, name: RegExp) =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name});

async function expectNoCrash(page: Page, heading: string | RegExp): Promise<void> {
  // A reference page reached by client navigation fetches its body first: allow for a loaded machine.
  await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible({timeout: 15_000});
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
}

test.describe('a malformed hash in the address', () => {
  for (const hash of MALFORMED_HASHES) {
    test(`#${hash} on a REST reference survives navigating away and back`, async ({page}) => {
      await page.goto(`/api/entity#${hash}`);
      await expectNoCrash(page, 'Entity API');
      await mainNavLink(page, /^Documentation/).click();
      await expectNoCrash(page, 'Welcome to the Dev Center');
      await page.goBack();
      await expectNoCrash(page, 'Entity API');
      await page.goForward();
      await expectNoCrash(page, 'Welcome to the Dev Center');
    });
  }

  test('a malformed hash typed into a loaded guide does not crash it', async ({page}) => {
    await page.goto('/docs/intro');
    await expectNoCrash(page, 'Welcome to the Dev Center');
    await page.evaluate(() => (window.location.hash = '%E0%A4%A'));
    await mainNavLink(page, /^REST API/).click();
    await expectNoCrash(page, 'REST API reference');
    await page.goBack();
    await expectNoCrash(page, 'Welcome to the Dev Center');
  });
});

test.describe('offline after the first load', () => {
  // Chromium reports each request it could not send; the page itself must show the failure.
  test.use({allowConsoleErrors: [/Failed to load resource|ERR_INTERNET_DISCONNECTED/]});

  test('a link shows the error box with Retry instead of the browser offline page', async ({page, context}) => {
    // Data saver turns off link prefetching, so the target's code is first requested on the click.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1, name: 'Dev Center'})).toBeVisible();
    await context.setOffline(true);
    await mainNavLink(page, /^Documentation/).click();
    const box = page.getByRole('alert').filter({hasText: 'This page could not load'});
    await expect(box).toBeVisible();
    await expect(box.getByRole('button', {name: 'Retry'})).toBeFocused();
    // The page the reader was on stays readable behind the box.
    await expect(page.getByRole('heading', {level: 1, name: 'Dev Center'})).toBeVisible();
    await context.setOffline(false);
    await box.getByRole('button', {name: 'Retry'}).click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expectNoCrash(page, 'Welcome to the Dev Center');
    await expect(box).toHaveCount(0);
  });

  test('the box goes away when the reader goes back to a page that is loaded', async ({page, context}) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
    );
    await page.goto('/');
    await context.setOffline(true);
    await mainNavLink(page, /^GraphQL/).click();
    const box = page.getByRole('alert').filter({hasText: 'This page could not load'});
    await expect(box).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(box).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1, name: 'Dev Center'})).toBeVisible();
  });
});

test.describe('a page whose code fails to preload while a link is only hovered', () => {
  test.use({allowConsoleErrors: [/Failed to load resource|ERR_INTERNET_DISCONNECTED/]});

  test('shows no error box: the reader has not asked for the page', async ({page, context}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1, name: 'Dev Center'})).toBeVisible();
    await context.setOffline(true);
    const failed = page.waitForEvent('requestfailed', (request) => request.resourceType() === 'script');
    await mainNavLink(page, /^GraphQL/).hover();
    await failed;
    // Give a wrongly shown box time to appear.
    await page.waitForTimeout(500);
    await expect(page.getByRole('alert').filter({hasText: 'This page could not load'})).toHaveCount(0);
  });
});

test.describe('a main bundle that fails to load', () => {
  test.use({allowConsoleErrors: [/Failed to load resource/]});

  for (const route of ['/', '/docs/intro']) {
    test(`${route} keeps its text and says what failed, with no base URL banner`, async ({page}) => {
      await page.route('**/assets/js/main.*.js', (req) => req.abort('internetdisconnected'));
      await page.goto(route);
      const box = page.getByRole('alert').filter({hasText: 'This page could not load'});
      await expect(box).toBeVisible();
      await expect(box).toContainText("the site's scripts did not arrive");
      await expect(page.getByText(/baseUrl/)).toHaveCount(0);
      await expect(page.getByText('Your Docusaurus site did not load properly.')).toHaveCount(0);
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      await page.unrouteAll({behavior: 'ignoreErrors'});
      await box.getByRole('button', {name: 'Retry'}).click();
      await expect(box).toHaveCount(0);
      // React runs after the retry: the colour toggle works.
      await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).not.toBeNull();
    });
  }
});
