import type {Page} from '@playwright/test';
import {expect, test} from '../e2e/fixtures';
import {CORPUS_PAGES, largestPage, referencePage} from './largest';

// Three corpus pages as a reader sees them, at a desktop and a phone width, light and dark: nothing
// runs off the side of the screen, and each view is saved (test-results/) to be looked at by eye.

const pages = [
  {
    name: 'multipart feature file',
    page: referencePage(CORPUS_PAGES.uploads),
    operation: 'post-anything-multipart-formdata',
  },
  {name: '3.1 museum API', page: referencePage(CORPUS_PAGES.museum), operation: 'getMuseumHours'},
  {name: 'largest spec', page: largestPage(), operation: undefined},
];
const viewports = [
  {width: 1440, height: 900},
  {width: 360, height: 740},
];

/** Text that ends right of the screen and that no scrolling box holds: cut off for the reader. */
const textOffScreen = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const cut: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('[hidden], details:not([open]) > :not(summary)'))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      // Text wholly beyond the edge is hidden on purpose (the skip link until focused); cut text starts on screen.
      if (box.width === 0 || box.left >= width || box.right <= width + 1) continue;
      let at: HTMLElement | null = parent;
      while (at && at !== document.body && !/auto|scroll|hidden|clip/.test(getComputedStyle(at).overflowX))
        at = at.parentElement;
      if (!at || at === document.body) cut.push(node.textContent.trim().slice(0, 40));
    }
    return cut;
  });

for (const {name, page: reference, operation} of pages) {
  for (const viewport of viewports) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(`${name} at ${viewport.width} px, ${colorScheme}`, () => {
        test.use({viewport, colorScheme});
        // Two loads of the largest page, 670 operations, on a machine that builds beside the tests.
        test.setTimeout(90_000);

        test(`${reference.url}: its top and an operation with Try it open stay within the screen`, async ({
          page,
        }, info) => {
          const shot = (what: string) =>
            page.screenshot({path: info.outputPath(`${reference.route}-${viewport.width}-${colorScheme}-${what}.png`)});
          await page.goto(reference.url);
          await expect(page.getByRole('heading', {level: 1})).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          await shot('top');
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          expect(await textOffScreen(page), 'text cut off at the right').toEqual([]);

          const id = operation ?? reference.operations[Math.floor(reference.operations.length / 2)]!.id;
          await page.goto(`${reference.url}#${id}`);
          const section = page.locator(`section[id="${id}"]`);
          await section.getByRole('button', {name: 'Try it'}).click();
          // The largest page's records are 280 kB: on a busy machine they take a while.
          await expect(section.getByRole('button', {name: 'Send'})).toBeVisible({timeout: 30_000});
          await section.locator('h3').first().scrollIntoViewIfNeeded();
          await shot('operation');
          await section.getByRole('button', {name: 'Send'}).scrollIntoViewIfNeeded();
          await shot('try-it');
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          expect(await textOffScreen(page), 'text cut off at the right').toEqual([]);
        });
      });
    }
  }
}

// Specs written elsewhere often have a title and a license and no description: beside them, the
// facts panel (base URL, authentication, version, downloads) stood taller than the introduction and
// left a band of 270 px under DigitalOcean's title. The facts may run into the first group's heading,
// whose right side is empty, but never into the first operation.
for (const key of ['largest', 'formBodies'] as const) {
  test(`at 1440 px the first group of ${CORPUS_PAGES[key]} follows its short introduction, clear of the facts`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 1440, height: 900});
    await page.goto(referencePage(CORPUS_PAGES[key]).url);
    const box = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.getBoundingClientRect().toJSON() as {top: number; bottom: number});
    const band =
      (await box('.apiref-content .apiref-tag h2')).top -
      (await box('.apiref-intro .apiref-middle > :last-child')).bottom;
    expect(band, 'empty band under the introduction').toBeLessThan(200);
    const room =
      (await box('.apiref-content .apiref-operation')).top - (await box('.apiref-intro .apiref-facts')).bottom;
    expect(room, 'space between the facts and the first operation').toBeGreaterThanOrEqual(24);
  });
}
