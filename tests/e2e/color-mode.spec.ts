import {expect, test} from './fixtures';

const theme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test('colour mode defaults to light', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  expect(await theme(page)).toBe('light');
});

test('colour mode follows a dark system preference', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  await expect.poll(() => theme(page)).toBe('dark');
});

test('a chosen colour mode is stored under "theme" and survives a reload', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/docs/intro');
  const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
  for (let i = 0; i < 3 && (await theme(page)) !== 'dark'; i += 1) {
    await toggle.click();
  }
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  expect(await theme(page)).toBe('dark');
});
