import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

/** An operation near the end of the longest reference, linked from the Entity API guide. */
const TARGET = 'listEntityVersions';
const DEEP_LINK = `/api/entity#${TARGET}`;
/** Where anchors land: the navbar (60 px) and a margin, the site's scroll-padding-top. */
const LANDING_LINE = 72;

async function throttleCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
}

const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? NaN, id);

/** The target ends on the landing line, with the menu marking it, and stays there once the page has settled. */
async function expectLanded(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${DEEP_LINK}$`));
  await expect.poll(() => topOf(page, TARGET), {timeout: 30_000}).toBeGreaterThanOrEqual(LANDING_LINE - 2);
  await expect.poll(() => topOf(page, TARGET), {timeout: 30_000}).toBeLessThanOrEqual(LANDING_LINE + 2);
  // The target's details have arrived (its samples), and those of the operations around it: nothing
  // near the target can move it any more. Operations far above it were never fetched.
  await expect(page.locator(`[id="${TARGET}-samples-tab-curl"]`)).toBeAttached({timeout: 30_000});
  await page.waitForTimeout(600);
  await expect(page.locator('.apiref-operation[data-part]:not([data-part-loaded])').first()).toBeAttached();
  expect(Math.abs((await topOf(page, TARGET)) - LANDING_LINE)).toBeLessThanOrEqual(2);
  const menu = page.getByRole('navigation', {name: 'Entity API operations'});
  await expect(menu.locator('a[aria-current="location"]')).toHaveAttribute('href', `#${TARGET}`);
  await expect(menu.locator('a[aria-current="location"]')).toBeInViewport();
  // The navbar is there, so no empty band lies above the target.
  expect((await page.locator('nav.navbar').boundingBox())?.y).toBe(0);
}

test.describe('with the CPU throttled 4x', () => {
  test.setTimeout(120_000);

  test('a deep link lands on a full page load', async ({page}) => {
    await throttleCpu(page);
    await page.goto(DEEP_LINK);
    await expectLanded(page);
  });

  test('a deep link lands after a client-side navigation from a guide, and after going back to it', async ({page}) => {
    await page.goto('/docs/entities/entity-api');
    await throttleCpu(page);
    await page.locator(`main article a[href="${DEEP_LINK}"]`).first().click();
    await expectLanded(page);
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: /^Documentation/})
      .click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await page.goBack();
    await expectLanded(page);
  });
});

test.describe('a reference body fetched after a client-side navigation', () => {
  test.use({allowConsoleErrors: [/Failed to load resource/]});

  test('shows a loading state while it loads, and an error with Retry when it fails', async ({page}) => {
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/file/reference.html', async (route) => {
      if (fail) return route.abort('connectionreset');
      await held;
      return route.continue();
    });
    await page.goto('/api');
    await page.getByRole('link', {name: 'File API'}).click();
    const alert = page.getByRole('alert').filter({hasText: 'The File API reference could not load'});
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Loading the File API reference'})).toBeVisible();
    release();
    await expect(page.getByRole('heading', {level: 1, name: 'File API'})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'Loading'})).toHaveCount(0);
    await expect(alert).toHaveCount(0);
  });
});
