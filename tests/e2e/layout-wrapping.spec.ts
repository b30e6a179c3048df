import {SCROLL_HINT} from '../../src/components/ScrollableTable/hint';
import {hiddenTableParts, midWordBreaks} from './geometry';
import {expect, test} from './fixtures';

const PHONE = {width: 360, height: 740};

test('a table wider than its column scrolls, with the hint under it, never cut off', async ({page}) => {
  for (const [viewport, path] of [
    [{width: 1440, height: 900}, '/docs/deadlines/intro'],
    [{width: 1024, height: 768}, '/docs/deadlines/intro'],
    [PHONE, '/docs/webhooks'],
    [PHONE, '/docs/webhooks/payload-structure/intro'],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(page.locator('article table').first()).toBeVisible();
    // The hint comes with hydration: poll until the page is interactive and measured.
    await expect
      .poll(() => hiddenTableParts(page, SCROLL_HINT), {message: `${path} at ${viewport.width} px`})
      .toEqual([]);
  }
  // The deadline rules are wider than the guide's column at 1440 px: the hint is there to read.
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto('/docs/deadlines/intro');
  await expect(page.getByText(SCROLL_HINT).first()).toBeVisible();
});

test('at 360 px pager links and REST paths wrap between words, never inside one', async ({page}) => {
  // Six pages and every path chip of two REST pages: 22–36 s on a loaded two-core machine.
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  for (const path of [
    '/docs/intro',
    '/docs/blueprints/installing-a-blueprint',
    '/docs/blueprints/intro',
    '/docs/entities/attributes',
  ]) {
    await page.goto(path);
    const pager = page.locator('.pagination-nav');
    await expect(pager).toBeVisible();
    expect(await midWordBreaks(pager), `pager of ${path}`).toEqual([]);
  }
  for (const path of ['/api/order', '/api/entity']) {
    await page.goto(path);
    for (const chip of await page.locator('.apiref-endpoint code').all()) {
      await chip.scrollIntoViewIfNeeded();
      expect(await midWordBreaks(chip), `${path}: ${await chip.textContent()}`).toEqual([]);
    }
  }
});

test('the curl sample of an operation wraps its URL between segments at 1024 and 360 px', async ({page}) => {
  for (const viewport of [{width: 1024, height: 768}, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/api/order#addLineItem');
    const curl = page.locator('section#addLineItem .apiref-code[data-language="curl"] pre').first();
    await expect(curl).toContainText('curl --request POST');
    expect(await midWordBreaks(curl), `curl at ${viewport.width} px`).toEqual([]);
  }
});

test('REST pages at 1024 px: a wide description column, whole parameter tables, cells aligned left', async ({page}) => {
  await page.setViewportSize({width: 1024, height: 768});
  await page.goto('/api/order#addLineItem');
  const operation = page.locator('section#addLineItem');
  const middle = operation.locator('.apiref-middle').first();
  expect((await middle.boundingBox())?.width, 'description column').toBeGreaterThanOrEqual(600);
  // A tag's description too: there is no dark column beside it at this width.
  const tag = page.locator('section#tag-line-items > .apiref-middle');
  expect((await tag.boundingBox())?.width, "the tag's description").toBeGreaterThanOrEqual(600);
  const table = operation.locator('.apiref-table').first();
  await table.scrollIntoViewIfNeeded();
  await expect(table.getByRole('columnheader', {name: 'Description'})).toBeInViewport();
  expect(await table.evaluate((node) => node.scrollWidth <= node.clientWidth + 1), 'table fits').toBe(true);
  const alignments = await table
    .locator('th, td')
    .evaluateAll((cells) => cells.map((c) => getComputedStyle(c).textAlign));
  expect(new Set(alignments)).toEqual(new Set(['left']));
});

test('on a phone the title has the full width: Copy page sits above it, not beside it', async ({page}) => {
  await page.setViewportSize(PHONE);
  for (const path of [
    '/graphql/sharing/mutations/share-entity-with-partners',
    '/docs/webhooks',
    '/api/entity/changelog',
  ]) {
    await page.goto(path);
    const h1 = page.locator('article h1, main h1').first();
    const copy = page.getByRole('button', {name: 'Copy page', exact: true});
    const [title, button] = [await h1.boundingBox(), await copy.boundingBox()];
    expect(button!.y + button!.height, `${path}: Copy page ends above the title`).toBeLessThanOrEqual(title!.y + 1);
    expect(title!.width, `${path}: title width`).toBeGreaterThanOrEqual(PHONE.width - 2 * 16 - 1);
  }
});

test.describe('the not-found page', () => {
  test.use({allowConsoleErrors: [/status of 404/]});

  test('its two buttons have the same width and a gap between them on a phone', async ({page}) => {
    await page.setViewportSize(PHONE);
    await page.goto('/no-such-page');
    const search = await page.getByRole('button', {name: 'Search the documentation'}).boundingBox();
    const home = await page.getByRole('link', {name: 'Go to the home page'}).boundingBox();
    expect(Math.round(search!.width)).toBe(Math.round(home!.width));
    expect(home!.y - (search!.y + search!.height), 'gap').toBeGreaterThanOrEqual(8);
  });
});
