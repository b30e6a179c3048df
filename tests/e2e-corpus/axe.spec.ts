import {axeViolations} from '../e2e/axe';
import {expect, test} from '../e2e/fixtures';
import {CORPUS_PAGES, referencePage} from './largest';

// Specs written elsewhere bring what the platform's own never have (shared summaries, links in
// response descriptions, long introductions with code): axe reads each corpus page the browser
// tests build, light and dark, once its first operations' details are in.
for (const route of Object.values(CORPUS_PAGES)) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds nothing on ${route} in ${scheme} mode`, async ({page}) => {
      test.setTimeout(120_000);
      await page.emulateMedia({colorScheme: scheme});
      await page.goto(referencePage(route).url);
      await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(scheme);
      await expect(page.locator('.apiref-content h2').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
