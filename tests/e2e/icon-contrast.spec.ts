import {contrastOf} from './geometry';
import {expect, test} from './fixtures';

/** Non-text contrast (WCAG 1.4.11): an icon that is the only label of its button needs 3:1. */
const ICON_CONTRAST = 3;
const TEXT_CONTRAST = 4.5;

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const [width, height] of [
      [1440, 900],
      [360, 740],
    ] as const) {
      test(`icon buttons reach 3:1 against what is behind them at ${width} px`, async ({page}) => {
        await page.setViewportSize({width, height});
        for (const path of ['/', '/docs/webhooks', '/api/entity']) {
          await page.goto(path);
          const buttons = page.locator(
            '[class*="announcementBar_"] button, .navbar button, .navbar [data-search-button], .theme-doc-breadcrumbs a[aria-label="Home page"], .apiref-breadcrumbs a[aria-label="Home page"]',
          );
          await expect(page.getByRole('button', {name: 'Close'})).toBeVisible();
          const visible = await buttons.filter({visible: true}).all();
          expect(visible.length, `icon buttons on ${path}`).toBeGreaterThan(2);
          for (const button of visible) {
            const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
            expect(await contrastOf(button), `${path}: "${name.trim()}"`).toBeGreaterThanOrEqual(ICON_CONTRAST);
          }
        }
      });
    }

    test('"Copy page" reads at 4.5:1 on guides and REST pages, with the same look', async ({page}) => {
      const looks: string[] = [];
      for (const path of ['/docs/webhooks', '/api/entity']) {
        await page.goto(path);
        const button = page.getByRole('button', {name: 'Copy page', exact: true});
        await expect(button).toHaveText('Copy page');
        expect(await contrastOf(button), `"Copy page" on ${path}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        looks.push(
          await button.evaluate((node) => {
            const style = getComputedStyle(node);
            return [style.backgroundColor, style.borderColor, style.color, style.fontFamily, style.fontSize].join(' ');
          }),
        );
      }
      expect(looks[1], 'the REST Copy page looks like the guides’').toBe(looks[0]);
    });
  });
}
