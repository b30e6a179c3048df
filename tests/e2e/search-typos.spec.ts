import {expect, test} from './fixtures';
import {noResults, results, search, settledResults} from './search';

const input = (page: import('@playwright/test').Page) => page.locator('.aa-DetachedContainer input.aa-Input');

test('a query with a typo still reaches its page', async ({page}) => {
  await page.goto('/');
  await search(page, 'autorization');
  await settledResults(page);
  const first = results(page).first().locator('a');
  await expect(first).toHaveAttribute('href', /^\/docs\/auth\/authorization/);
  await first.click();
  await expect(page).toHaveURL(/\/docs\/auth\/authorization/);
});

test('"Did you mean" appears when nothing is found, and runs the suggestion', async ({page}) => {
  await page.goto('/');
  await search(page, 'tokn');
  const status = page.locator('.aa-DetachedContainer .aa-Panel [role="status"]');
  await expect(status).toHaveText('No results for “tokn” Did you mean token?');
  await status.getByRole('button', {name: 'token'}).click();
  await expect(input(page)).toHaveValue('token');
  await expect(input(page)).toBeFocused();
  await expect(results(page).first()).toBeVisible();
  await expect(noResults(page)).toHaveCount(0);
});

test('typing a word letter by letter never shows "No results" for a prefix the index holds', async ({page}) => {
  await page.goto('/');
  await search(page, '');
  // Records every "No results" message shown, however briefly, while the word is typed.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as {noResultsSeen: string[]}).noResultsSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.aa-DetachedContainer .aa-Panel')?.textContent ?? '';
      if (/No results/.test(text)) seen.push(text);
    }).observe(document.body, {childList: true, subtree: true, characterData: true});
  });
  for (const word of ['token', 'webhook']) {
    await input(page).fill('');
    await input(page).pressSequentially(word, {delay: 150});
    await expect(results(page).first()).toBeVisible();
  }
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as {noResultsSeen: string[]}).noResultsSeen)).toEqual([]);
});
