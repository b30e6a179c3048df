import {expect, test} from './fixtures';

test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

test('on a phone the sidebar opens from the menu button and closes again', async ({page}) => {
  await page.goto('/docs/intro');
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await expect(toggle).toBeVisible();
  await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
  await toggle.click();
  const panel = page.locator('.navbar-sidebar');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', {name: /Back to main menu/}).click();
  await expect(panel.getByRole('link', {name: /^REST API/})).toBeVisible();
  await panel.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(panel).toBeHidden();
});

test('the phone menu is drawn when first opened, then kept as the reader left it', async ({page}) => {
  await page.goto('/docs/intro');
  // Nothing of the menu is drawn at start-up (it was the longest task of a phone's page load).
  const panel = page.locator('.navbar-sidebar');
  await expect(panel).toHaveCount(0);
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  // Reaching the button draws the menu, still closed, so that its first opening slides in.
  await toggle.focus();
  await expect(panel).toHaveCount(1);
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', {name: /Back to main menu/}).click();
  await panel.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(panel.getByRole('link', {name: /^REST API/})).toBeVisible();
});

test('at 997 px the layout is desktop, at 996 px mobile', async ({page}) => {
  await page.setViewportSize({width: 997, height: 800});
  await page.goto('/docs/intro');
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  await page.setViewportSize({width: 996, height: 800});
  await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
});
