import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {search, settledResults, results} from './search';

// The suite runs on nginx with the shipped Content-Security-Policy (playwright.config.ts). Every
// test's fixture already fails on a console error, which is how Chromium reports a blocked script,
// style, image or request; this sweep also records the `securitypolicyviolation` events themselves,
// on every page type, with the colour mode switched and the announcement bar closed.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  return () => page.evaluate(() => window.cspViolations ?? []);
}

const PAGE_TYPES: readonly [string, string][] = [
  ['home', '/'],
  ['guide with sidebar categories and breadcrumbs', '/docs/entities/core-entities'],
  ['apps guide', '/apps'],
  ['REST index', '/api'],
  ['REST reference', '/api/entity'],
  ['changelog', '/api/entity/changelog'],
  ['changelog entry', '/api/entity/changelog/2.0.0'],
  ['blog', '/blog'],
  ['blog post', '/blog/build-time-api-reference'],
  ['blog archive', '/blog/archive'],
  ['blog tags', '/blog/tags'],
  ['GraphQL index', '/graphql/sharing'],
  ['GraphQL type', '/graphql/sharing/objects/partner-sharing-config'],
  ['library reference', '/docs/deadlines/library'],
  ['redirected address', '/docs/entities/schemas-list'],
];

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

async function sweep(page: Page, route: string, status: number): Promise<void> {
  const violations = await recordViolations(page);
  await page.emulateMedia({colorScheme: 'dark'});
  const response = await page.goto(route);
  expect(response?.status()).toBe(status);
  // The colour-mode script, moved into a file by the build, ran before the page was drawn.
  expect(await theme(page)).toBe('dark');
  await page.waitForLoadState('networkidle');
  const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
  for (let i = 0; i < 3 && (await theme(page)) !== 'light'; i += 1) await toggle.click();
  expect(await theme(page)).toBe('light');
  await page.getByRole('button', {name: 'Close'}).first().click();
  await expect(page.locator('[class*="announcementBar_"]')).toHaveCount(0);
  // The sidebar's and breadcrumbs' icons are drawn (they were data: images the CSP blocks).
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
}

for (const [kind, route] of PAGE_TYPES) {
  test(`${kind} (${route}) runs under the CSP without a violation, in both colour modes`, async ({page}) => {
    await sweep(page, route, 200);
  });
}

test.describe('the not-found page', () => {
  // Chromium reports the 404 of the document itself.
  test.use({allowConsoleErrors: [/status of 404/]});

  test('runs under the CSP without a violation, in both colour modes', async ({page}) => {
    await sweep(page, '/no-such-page', 404);
  });
});

test('search loads its index and opens a result under the CSP', async ({page}) => {
  const violations = await recordViolations(page);
  await page.goto('/docs/intro');
  await search(page, 'webhook');
  await settledResults(page);
  await results(page).first().click();
  await expect(page).not.toHaveURL(/\/docs\/intro$/);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the calculators compute under the CSP', async ({page}) => {
  const violations = await recordViolations(page);
  await page.goto('/docs/deadlines/intro');
  await page.getByRole('radio', {name: 'Gas (GeLi Gas)'}).check();
  await expect(page.getByTestId('deadline-earliest').locator('time')).toHaveAttribute(
    'datetime',
    /^\d{4}-\d{2}-\d{2}$/,
  );
  await page.goto('/docs/pricing/pricing-models');
  await expect(page.getByTestId('price-total')).toHaveText('€523.60');
  expect(await violations()).toEqual([]);
});

test.describe('an inline script injected into a page', () => {
  test.use({allowConsoleErrors: [/inline script violates the following Content Security Policy directive/]});

  test('is refused: the sweep above can fail', async ({page}) => {
    const violations = await recordViolations(page);
    await page.goto('/docs/intro');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(violations).toEqual(['script-src-elem blocked inline on /docs/intro']);
    expect(await page.evaluate(() => (window as {injected?: boolean}).injected)).toBeUndefined();
  });
});
