import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {results, search, settledResults} from './search';

/** The top of an element lies below the navbar and inside the viewport. */
async function expectClearOfNavbar(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector);
  await expect(target).toBeInViewport();
  const box = await target.boundingBox();
  const navbar = await page.locator('nav.navbar').boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual((navbar?.y ?? 0) + (navbar?.height ?? 0) - 1);
}

test('a natural question finds the REST operation, which opens at its anchor with the terms marked', async ({page}) => {
  await page.goto('/docs/intro');
  await search(page, 'add a line item to an order');
  await settledResults(page);
  const first = results(page).first();
  await expect(first).toContainText('Add a line item');
  await expect(first).toContainText('POST');
  await expect(first).toContainText('/v1/order/orders/{order_id}/line-items');
  await expect(first).toContainText('Order API');
  await first.click();
  await expect(page).toHaveURL(/\/api\/order#addLineItem$/);
  await expectClearOfNavbar(page, '#addLineItem-title');
  await expect(page.locator('#addLineItem mark').first()).toBeVisible();
  // Only the chosen operation is marked, not the whole reference page.
  await expect(page.locator('main mark')).toHaveCount(await page.locator('#addLineItem mark').count());
});

test('a natural question finds a component schema, shown with its service', async ({page}) => {
  await page.goto('/');
  await search(page, 'contract status values');
  await settledResults(page);
  const hit = results(page).filter({hasText: 'ContractStatus'}).first();
  await expect(hit).toContainText('Schema');
  await expect(hit).toContainText('Billing API');
  await hit.click();
  await expect(page).toHaveURL(/\/api\/billing#schema-ContractStatus$/);
  await expectClearOfNavbar(page, '#schema-ContractStatus');
});

test('a GraphQL input is found by the words in its name, shown with its kind', async ({page}) => {
  await page.goto('/api');
  await search(page, 'sharing partner input');
  await settledResults(page);
  const first = results(page).first();
  await expect(first).toContainText('SharingPartnerInput');
  await expect(first).toContainText('Input');
  await first.click();
  await expect(page).toHaveURL(/\/graphql\/sharing\/inputs\/sharing-partner-input$/);
  await expect(page.locator('article mark').first()).toBeVisible();
});

test('a guide section whose title matches comes before REST pages that merely contain the words', async ({page}) => {
  await page.goto('/');
  await search(page, 'design tokens');
  await settledResults(page);
  await expect(results(page).first().locator('a')).toHaveAttribute('href', /^\/docs\/ui-design\/design-tokens/);
});

test('a short topic opens the guide named after it, before reference fragments that repeat the words', async ({
  page,
}) => {
  await page.goto('/');
  await search(page, 'rate limits');
  await settledResults(page);
  await expect(results(page).first().locator('a')).toHaveAttribute('href', '/docs/architecture/rate-limits');
  // Variety across pages: the first three results come from more than one page.
  const pages = await results(page)
    .locator('a')
    .evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href')?.split('#')[0]));
  expect(new Set(pages).size).toBeGreaterThan(1);
});

test('a German compound reaches the operation its parts name', async ({page}) => {
  await page.goto('/');
  await search(page, 'Vertragskündigung');
  await settledResults(page);
  await expect(results(page).first().locator('a')).toHaveAttribute('href', '/api/billing#terminateContract');
});

test('a German word reaches the English section through its cognate', async ({page}) => {
  await page.goto('/');
  await search(page, 'Signatur prüfen');
  await settledResults(page);
  await expect(results(page).first().locator('a')).toHaveAttribute('href', /#verify-(the-)?signatures?$/);
});
