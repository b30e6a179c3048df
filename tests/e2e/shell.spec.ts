import {readPendingRoutes} from './routes';
import {expect, test} from './fixtures';

const pending = readPendingRoutes();

const navTargets = [
  ['Documentation', '/docs/intro'],
  ['REST API', '/api'],
  ['GraphQL', '/graphql/sharing'],
  ['SDK', '/docs/architecture/sdk'],
  ['Apps', '/apps'],
] as const;

test('the shell shows the title, tagline and the navbar targets of the specification', async ({page}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Dev Center/);
  await expect(page.getByRole('heading', {level: 1, name: 'Dev Center'})).toBeVisible();
  await expect(page.getByText('The Energy XRM - for developers.').first()).toBeVisible();
  const navbar = page.getByRole('navigation', {name: 'Main'});
  for (const [label, target] of navTargets) {
    const link = navbar.getByRole('link', {name: new RegExp(`^${label}`)});
    await expect(link, `navbar item ${label}`).toHaveAttribute('href', target);
  }
});

test('every navbar target that is built answers with its page', async ({page}) => {
  for (const [label, target] of navTargets.filter(([, route]) => !pending.has(route))) {
    await page.goto('/');
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: new RegExp(`^${label}`)})
      .click();
    await expect(page, `${label} leads to ${target}`).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  }
});

test('the footer links the four sections, five external sites and says 2025', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const [label, target] of navTargets.filter(([name]) => name !== 'Apps')) {
    await expect(footer.getByRole('link', {name: new RegExp(`^${label}`)})).toHaveAttribute('href', target);
  }
  const external = footer.locator('a[href^="https://"]');
  await expect(external).toHaveCount(5);
  for (const href of await external.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
    expect(new URL(href).hostname).toMatch(/\.example$/);
  }
  await expect(footer).toContainText('Copyright © 2025');
});

test('the skip link moves focus past the navbar', async ({page}) => {
  await page.goto('/docs/intro');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link').first()).not.toBeFocused();
});

test('the table of contents lists h2 and h3 headings only', async ({page}) => {
  await page.goto('/docs/intro');
  const toc = page.locator('.table-of-contents').first();
  await expect(toc.getByRole('link', {name: 'Get an access token'})).toBeVisible();
  const levels = await page
    .locator('article .markdown :is(h2, h3, h4)')
    .evaluateAll((headings) => headings.map((h) => ({id: h.id, level: h.tagName})));
  for (const {id, level} of levels) {
    await expect(toc.locator(`a[href="#${id}"]`), `${level} #${id}`).toHaveCount(level === 'H4' ? 0 : 1);
  }
});

test('the navbar hides on scroll down and comes back on scroll up', async ({page}) => {
  await page.goto('/docs/intro');
  const navbar = page.locator('nav.navbar');
  for (const y of [200, 400, 600, 800, 1000, 1200]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await expect(navbar).toHaveClass(/navbarHidden/);
  for (const y of [1100, 1000, 900]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test.describe('an unknown path', () => {
  // The browser reports the document's own 404 status in the console; nothing else may.
  test.use({allowConsoleErrors: [/status of 404/]});
  test('shows the not-found page', async ({page}) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  });
});

test('the old schemas list redirects to core entities', async ({page}) => {
  await page.goto('/docs/entities/schemas-list');
  await expect(page).toHaveURL(/\/docs\/entities\/core-entities$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Core entities'})).toBeVisible();
});

test('the blog, its archive and its tags answer', async ({page}) => {
  await page.goto('/blog');
  await expect(page.locator('article')).toHaveCount(3);
  await page.goto('/blog/archive');
  await expect(page.getByRole('heading', {level: 1, name: 'Archive'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'One error format for 38 services'})).toBeVisible();
  await page.goto('/blog/tags');
  await expect(page.getByRole('link', {name: /API design/})).toBeVisible();
});

test('the code of linked pages is prefetched once the page is idle, and a click opens them', async ({page}) => {
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(new URL(request.url()).pathname));
  await page.goto('/docs/intro');
  const prefetch = page.locator('head link[rel="prefetch"]');
  await expect.poll(() => prefetch.count()).toBeGreaterThan(10);
  await page.waitForLoadState('networkidle');
  const hrefs = await prefetch.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => requested.has(href)).length).toBeGreaterThan(10);
  await page.locator('main article').getByRole('link', {name: 'authentication guide'}).click();
  await expect(page).toHaveURL(/\/docs\/auth\/authentication$/);
  await expect(page.locator('main article h1')).toBeVisible();
});
