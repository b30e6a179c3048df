import {axeViolations} from './axe';
import {expect, test} from './fixtures';

const pages = [
  ['home', '/'],
  ['doc page', '/docs/intro'],
  ['apps page', '/apps'],
  ['blog', '/blog'],
  ['blog post', '/blog/one-error-format'],
  ['not-found page', '/this-page-does-not-exist'],
] as const;

// The browser reports the not-found page's own 404 status in the console.
test.use({allowConsoleErrors: [/status of 404/]});

for (const scheme of ['light', 'dark'] as const) {
  for (const [name, path] of pages) {
    test(`axe finds no violations on the ${name} in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(scheme);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
