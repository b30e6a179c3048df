import {expect, test} from './fixtures';

const STORAGE_KEY = 'docusaurus.tab.language';

test('the sample language chosen in one guide is kept on other pages and after a reload', async ({page}) => {
  await page.goto('/docs/intro');
  const intro = page.locator('article [role="tablist"]').first();
  await expect(intro.getByRole('tab')).toHaveText(['curl', 'JavaScript', 'Python']);
  await expect(intro.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');
  await intro.getByRole('tab', {name: 'Python'}).click();
  await expect(page.locator('article [role="tabpanel"]:visible')).toContainText("os.environ['ENERGY_XRM_TOKEN']");
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('python');
  await expect(page).toHaveURL(/[?&]language=python/);

  // Another guide with JavaScript and Python, reached without the query string.
  await page.goto('/docs/webhooks/payload-structure/intro');
  const webhooks = page.locator('article [role="tablist"]').first();
  await expect(webhooks.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('article [role="tabpanel"]:visible').first()).toContainText('hmac.compare_digest');

  await page.goto('/docs/intro');
  await page.reload();
  await expect(page.locator('article [role="tablist"]').first().getByRole('tab', {name: 'Python'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a language the page does not offer leaves its first tab selected', async ({page}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'curl'), STORAGE_KEY);
  await page.goto('/docs/webhooks/payload-structure/intro');
  const tabs = page.locator('article [role="tablist"]').first();
  await expect(tabs.getByRole('tab')).toHaveText(['JavaScript', 'Python']);
  await expect(tabs.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
});
