import {expect, type Page} from '@playwright/test';

/** Opens the search panel (detached on every screen size) and types a query. */
export async function search(page: Page, query: string): Promise<void> {
  // The search bar loads on demand: the first click loads it and opens the detached panel.
  await page.locator('.navbar').getByRole('button', {name: 'Search'}).first().click();
  const input = page.locator('.aa-DetachedContainer input.aa-Input');
  await expect(input).toBeFocused();
  await input.fill('');
  await page.keyboard.insertText(query);
}

export const results = (page: Page) => page.locator('.aa-DetachedContainer .aa-Item');
export const noResults = (page: Page) => page.locator('.aa-DetachedContainer .aa-Panel').getByText(/no results/i);

/**
 * Waits until the results stop changing. On a slow machine the index may still be loading when
 * the first results show, and a click on a list that is being redrawn can miss its item.
 */
export async function settledResults(page: Page): Promise<void> {
  let previous = '';
  await expect
    .poll(
      async () => {
        const now = (await results(page).allTextContents()).join('|');
        const settled = now !== '' && now === previous;
        previous = now;
        return settled;
      },
      {intervals: [300]},
    )
    .toBe(true);
}
