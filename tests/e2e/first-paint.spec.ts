import {LOADER_TIMER_MS} from '../../plugins/site-shell/inlineScripts';
import {expect, test} from './fixtures';

// The site's code loads once the page has been drawn (config/htmlTemplate.ts): the reader sees
// the text without waiting for 120-175 KB of code, and the code still starts the site.
for (const route of ['/', '/docs/deadlines/intro', '/api/entity']) {
  test(`${route}: the text is drawn before the site's code is requested, and the code then runs`, async ({page}) => {
    await page.goto(route);
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const code = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return {paint, code, started: 'docusaurus' in window};
    });
    expect(timings.paint).toBeDefined();
    expect(timings.code).toHaveLength(2);
    // After the paint, or after the loader's 1 s timer on a machine so busy that the paint came later.
    const earliest = Math.min(timings.paint!, LOADER_TIMER_MS);
    for (const requested of timings.code) expect(requested).toBeGreaterThanOrEqual(earliest);
    expect(timings.started).toBe(true);
    // The page's own scripts, named in order, are no longer in the HTML as deferred scripts.
    await expect(page.locator('script[defer]')).toHaveCount(0);
    // React runs: the colour toggle works.
    await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).not.toBeNull();
  });
}
