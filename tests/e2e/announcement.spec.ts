import {announcementBar} from '../../config/announcement';
import {expect, test} from './fixtures';

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

test('the announcement bar can be dismissed, and stays dismissed', async ({page}) => {
  await page.goto('/');
  const bar = page.getByRole('banner').filter({hasText: 'REST'}).or(page.locator('[class*="announcementBar_"]'));
  await expect(bar.first()).toBeVisible();
  await page.getByRole('button', {name: 'Close'}).click();
  await expect(page.locator('[class*="announcementBar_"]')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), DISMISS_KEY)).toBe('true');
  expect(await page.evaluate((key) => localStorage.getItem(key), ID_KEY)).toBe(announcementBar.id);
  await page.reload();
  await expect(page.locator('[class*="announcementBar_"]')).toHaveCount(0);
});

test('a new announcement id shows the bar again after an earlier dismissal', async ({page}) => {
  await page.addInitScript(
    ([dismissKey, idKey]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(dismissKey!, 'true');
        localStorage.setItem(idKey!, 'an-older-announcement');
        sessionStorage.setItem('seeded', 'yes');
      }
    },
    [DISMISS_KEY, ID_KEY],
  );
  await page.goto('/');
  await expect(page.locator('[class*="announcementBar_"]')).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DISMISS_KEY)).toBe('false');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), ID_KEY)).toBe(announcementBar.id);
});
