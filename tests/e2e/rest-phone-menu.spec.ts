import type {Locator, Page} from '@playwright/test';
import {axeViolations} from './axe';
import {expect, test} from './fixtures';

// The REST reference's operations menu: on a phone it opens from the navbar's menu button (the
// first screen), filters as the reader types, and closes on a followed link or Escape; on desktop
// its filter works in the left column.

const PAGE = '/api/entity';
const menuOf = (page: Page) => page.getByRole('navigation', {name: 'Entity API operations'});
const filterOf = (page: Page) => menuOf(page).getByRole('searchbox', {name: 'Filter operations and data models'});
const navbarToggle = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});

/**
 * Waits until the page script has moved the menu into the navbar's menu (a button stands in its
 * place in the page). Hydrating this 30,000-element page takes seconds on a busy machine.
 */
async function scriptsRan(page: Page): Promise<void> {
  await expect(page.getByRole('button', {name: 'Operations and data models'})).toBeAttached({timeout: 20_000});
}

/**
 * Opens the navbar's menu with a tap where its button is. (A locator's click would first scroll
 * the sticky navbar's button "into view", which moves the page under it.)
 */
async function openMenu(page: Page): Promise<void> {
  await scriptsRan(page);
  const box = (await navbarToggle(page).boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(filterOf(page)).toBeInViewport();
}

/** The top of an element in the viewport, in px. */
const topOf = async (locator: Locator) => (await locator.boundingBox())!.y;

test.describe('on a phone', () => {
  test.use({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});

  test("the menu's entries are unfolded when the navbar's menu opens, not while it waits off screen", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await scriptsRan(page);
    // In the navbar's menu, hidden until it opens (so not found by its role).
    const folded = page.locator('.apiref-menu-panel details.apiref-menu-toggle');
    await expect(folded).not.toHaveAttribute('open');
    await openMenu(page);
    await expect(folded).toHaveAttribute('open');
    await expect(menuOf(page).getByRole('link', {name: /Search entities/})).toBeInViewport();
  });

  test('the menu opens from the first screen, filters, and a followed operation lands in view as the menu closes', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(navbarToggle(page)).toBeInViewport();
    await openMenu(page);

    const menu = menuOf(page);
    const filter = filterOf(page);
    await expect(filter).toBeInViewport();
    await expect(page.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
    const search = menu.getByRole('link', {name: /Search entities/});
    const remove = menu.getByRole('link', {name: /Delete an entity$/});
    await expect(search).toBeVisible();

    await filter.fill('delete');
    await expect(remove).toBeVisible();
    await expect(search).toBeHidden();
    // A group without a match goes; the one with it stays.
    await expect(menu.locator('summary', {hasText: /^Entities$/})).toBeVisible();
    await expect(menu.locator('summary', {hasText: /^Activity$/})).toBeHidden();

    await remove.click();
    await expect(filter).toBeHidden();
    await expect(page).toHaveURL(/#deleteEntity$/);
    const heading = page.locator('#deleteEntity-title');
    await expect(heading).toBeInViewport();
    // The heading lands under the navbar, where every deep link lands (72 px from the top).
    await expect.poll(() => topOf(heading)).toBeGreaterThanOrEqual(60);
    expect(await topOf(heading)).toBeLessThan(200);
    // Focus went with the reader: the next Tab starts in the operation, not in the closed menu.
    await expect(page.locator('section#deleteEntity')).toBeFocused();
    // The page scrolls again once the menu is closed.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('Escape closes the menu and gives the focus back to the menu button', async ({page}) => {
    await page.goto(PAGE);
    await openMenu(page);
    const filter = filterOf(page);
    await expect(filter).toBeVisible();
    await filter.fill('schema');
    await filter.press('Escape');
    await expect(filter).toBeHidden();
    await expect(navbarToggle(page)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  });

  test('keyboard: the menu opens on the filter box, ArrowDown reaches the first match and Enter follows it', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await scriptsRan(page);
    await navbarToggle(page).focus();
    await page.keyboard.press('Enter');
    const filter = filterOf(page);
    await expect(filter).toBeFocused();
    await page.keyboard.type('suggest');
    await page.keyboard.press('ArrowDown');
    const suggest = menuOf(page).getByRole('link', {name: /Suggest entities/});
    await expect(suggest).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(filter).toBeHidden();
    await expect(page).toHaveURL(/#autocompleteEntities$/);
    await expect(page.locator('#autocompleteEntities-title')).toBeInViewport();
  });

  test('Enter in the filter box follows the first match', async ({page}) => {
    await page.goto(PAGE);
    await openMenu(page);
    await filterOf(page).fill('EntityRelation');
    await filterOf(page).press('Enter');
    await expect(page).toHaveURL(/#schema-EntityRelation$/);
    await expect(page.locator('#schema-EntityRelation h3')).toBeInViewport();
  });

  test('a query that matches nothing says so', async ({page}) => {
    await page.goto(PAGE);
    await openMenu(page);
    await filterOf(page).fill('no such operation');
    await expect(menuOf(page).getByRole('status')).toHaveText('No operations match “no such operation”.');
    await expect(menuOf(page).getByRole('link', {name: /entit/i})).toHaveCount(0);
    await expect(menuOf(page).locator('summary:visible')).toHaveCount(0);
  });

  test('the button where the menu was, after the introduction, opens it too', async ({page}) => {
    await page.goto(PAGE);
    const opener = page.getByRole('button', {name: 'Operations and data models'});
    await opener.scrollIntoViewIfNeeded();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    await expect(filterOf(page)).toBeInViewport();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await menuOf(page)
      .getByRole('link', {name: /Get an entity$/})
      .click();
    await expect(page).toHaveURL(/#getEntity$/);
    await expect(page.locator('#getEntity-title')).toBeInViewport();
  });

  test('the menu marks the operation being read', async ({page}) => {
    await page.goto(`${PAGE}#getEntity`);
    await openMenu(page);
    const current = menuOf(page).locator('a[aria-current="location"]');
    await expect(current).toHaveAttribute('href', '#getEntity');
    await expect(current).toBeInViewport();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the open menu passes axe in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto(PAGE);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
      await openMenu(page);
      await filterOf(page).fill('entity');
      await expect(filterOf(page)).toBeInViewport();
      expect(await axeViolations(page, '.navbar-sidebar')).toEqual([]);
    });
  }
});

test.describe('without scripts, on a phone', () => {
  test.use({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true, javaScriptEnabled: false});

  test('the menu is a toggle after the introduction, its chevron inside its border', async ({page}) => {
    await page.goto(PAGE);
    const summary = menuOf(page).locator('summary', {hasText: 'Operations and data models'});
    await expect(summary).toBeVisible();
    const link = menuOf(page).getByRole('link', {name: /Search entities/});
    await expect(link).toBeHidden();
    // No marker of the browser's own (it sat on the border); the theme's chevron sits inside the padding.
    expect(await summary.evaluate((element) => getComputedStyle(element).listStyleType)).toBe('none');
    const [box, chevron] = await summary.evaluate((element) => {
      const outer = element.getBoundingClientRect();
      const after = getComputedStyle(element, '::after');
      return [outer.right, outer.right - parseFloat(getComputedStyle(element).paddingRight) - parseFloat(after.width)];
    });
    expect(chevron).toBeLessThan(box - 8);
    await summary.click();
    await expect(link).toBeVisible();
  });
});

test.describe('on desktop', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test('the filter works in the left column: groups without a match hide, a folded group with one opens, and clearing restores them', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const menu = menuOf(page);
    const filter = filterOf(page);
    await expect(filter).toBeInViewport();
    const search = menu.getByRole('link', {name: /Search entities/});
    const relation = menu.getByRole('link', {name: 'EntityRelation', exact: true});
    const models = menu.locator('details.apiref-group', {has: page.locator('summary', {hasText: /^Data models$/})});
    await expect(relation).toBeHidden();
    await expect(models).not.toHaveAttribute('open');

    await filter.fill('relation');
    await expect(relation).toBeVisible();
    await expect(search).toBeHidden();
    await expect(menu.getByRole('link', {name: /Add relations/})).toBeVisible();
    await expect(menu.locator('summary', {hasText: /^Saved views$/})).toBeHidden();
    // By path: the entries of one route.
    await filter.fill('/v1/entity/{slug}/{id}/relations');
    await expect(menu.getByRole('link', {name: /relations/i})).not.toHaveCount(0);
    await expect(relation).toBeHidden();

    await filter.fill('');
    await expect(search).toBeVisible();
    await expect(relation).toBeHidden();
    await expect(models).not.toHaveAttribute('open');
    await expect(menu.getByRole('status')).toHaveText('');

    // The column stays as it was: sticky beside the content, the filter above the first group.
    const column = await menu.boundingBox();
    expect(column!.x).toBe(0);
    expect(column!.width).toBeLessThanOrEqual(300);
    expect(await topOf(filter)).toBeLessThan(await topOf(menu.locator('summary').nth(1)));
  });

  test('a followed entry of a filtered menu lands, and the menu keeps marking the section being read', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await filterOf(page).fill('get an entity');
    await menuOf(page)
      .getByRole('link', {name: /Get an entity$/})
      .click();
    await expect(page).toHaveURL(/#getEntity$/);
    await expect(page.locator('#getEntity-title')).toBeInViewport();
    await expect(menuOf(page).locator('a[aria-current="location"]')).toHaveAttribute('href', '#getEntity');
  });
});
