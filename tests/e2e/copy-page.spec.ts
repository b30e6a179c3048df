import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {expect, test} from './fixtures';
import {recordScripts} from './scripts';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const clipboard = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText());

test('Copy page on a guide: keyboard, the same text as the .md, and a link to it', async ({page, request}) => {
  await page.goto('/docs/webhooks');
  const trigger = page.getByRole('button', {name: 'Copy page'});
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const copy = page.getByRole('button', {name: /^Copy as Markdown/});
  const view = page.getByRole('link', {name: /^View as Markdown/});
  await expect(copy).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(view).toBeFocused();
  await expect(view).toHaveAttribute('href', '/docs/webhooks.md');
  await page.keyboard.press('Escape');
  await expect(copy).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await copy.click();
  await expect(page.getByRole('status')).toHaveText('Copied');
  expect(await clipboard(page)).toBe(await (await request.get('/docs/webhooks.md')).text());
});

test('the menu is loaded when it is opened, not with the page', async ({page}) => {
  const scripts = recordScripts(page);
  await page.goto('/docs/auth/access-tokens');
  await page.waitForLoadState('networkidle');
  const atLoad = await scripts.texts();
  expect(atLoad.some((text) => text.includes('View as Markdown'))).toBe(false);
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('link', {name: /^View as Markdown/})).toBeVisible();
  expect((await scripts.texts()).some((text) => text.includes('View as Markdown'))).toBe(true);
});

test('a blog post and a changelog entry have the menu, the blog list does not', async ({page}) => {
  await page.goto('/api/entity/changelog/2.0.0');
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('link', {name: /^View as Markdown/})).toHaveAttribute(
    'href',
    '/api/entity/changelog/2.0.0.md',
  );
  await page.goto('/blog');
  await expect(page.getByRole('heading', {level: 2}).first()).toBeVisible();
  await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
});

test('Copy page on a REST reference, and Copy operation as Markdown', async ({page, request}) => {
  await page.goto('/api/order');
  const trigger = page.getByRole('button', {name: 'Copy page'});
  await trigger.click();
  await expect(page.getByRole('button', {name: /^Copy as Markdown/})).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('link', {name: /^View as Markdown/})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await trigger.click();
  await page.getByRole('button', {name: /^Copy as Markdown/}).click();
  await expect(page.locator('#copy-page-menu [role="status"]')).toHaveText('Copied');
  expect(await clipboard(page)).toBe(await (await request.get('/api/order.md')).text());

  // The button comes with the operation's details, which arrive when the reader goes there. It
  // says "Copied" for a moment, so it is found by its attribute rather than its name.
  await page.locator('nav.apiref-menu a[href="#addLineItem"]').click();
  const operation = page.locator('#addLineItem [data-copy-operation]');
  await expect(operation).toHaveAccessibleName('Copy operation as Markdown');
  await operation.click();
  await expect(operation).toHaveText('Copied');
  const copied = await clipboard(page);
  expect(copied.startsWith('### Add a line item\n\n`POST /v1/order/orders/{order_id}/line-items`')).toBe(true);
  expect(await (await request.get('/api/order.md')).text()).toContain(copied.trim());
});

test('the REST index has the menu for /api.md', async ({page}) => {
  await page.goto('/api');
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('link', {name: /^View as Markdown/})).toHaveAttribute('href', '/api.md');
});

for (const scheme of ['light', 'dark'] as const) {
  for (const path of ['/docs/webhooks', '/api/order']) {
    test(`axe finds no violations with the Copy page menu open on ${path} in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(scheme);
      await page.getByRole('button', {name: 'Copy page'}).click();
      await expect(page.getByRole('link', {name: /^View as Markdown/})).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
