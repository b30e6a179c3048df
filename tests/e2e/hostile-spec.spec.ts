import {buildReference} from '../../plugins/api-reference/model/buildReference';
import {referenceHtml} from '../../plugins/api-reference/render/html/referenceHtml';
import {hostileSpec} from '../fixtures/hostileSpec';
import {expect, test} from './fixtures';

declare global {
  interface Window {
    __pwned?: number;
  }
}

// The spec loader refuses this spec; here its rendering is put into a real page of the site (as the
// reference page does, through innerHTML: an image's onerror would fire) to show that even then
// nothing in it runs, on load or on a click of any of its links.
test('a hostile spec rendered by the reference runs no script, on load or on click', async ({page}) => {
  const html = referenceHtml(buildReference({route: 'hostile'}, hostileSpec, false), {inline: true});
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // A plain page of the site, once React is done with it (the not-found page would do, but it answers
  // with status 404 under nginx, which the browser logs as an error).
  await page.goto('/blog/archive');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate((body) => {
    document.querySelector('main')!.innerHTML = body;
    for (const details of Array.from(document.querySelectorAll('details'))) details.open = true;
  }, html);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();

  // Every link the reader can see but the fixture's one https link (a title trying to break out of
  // its attribute), which cannot run script and would leave the site. The page's own Copy page menu
  // is closed: its links are the page's .md address, written by the renderer, not the spec. A link
  // to another page of the site (the renderer's breadcrumbs, downloads) cannot run script either;
  // its navigation is stopped, so that the clicks go on in this page.
  await page.route(
    (url) => url.pathname !== '/blog/archive',
    (route) => (route.request().isNavigationRequest() ? route.abort('aborted') : route.continue()),
  );
  const links = page.locator('main a[href]:not([href^="https:"]):visible');
  const count = await links.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    await link.click({force: true, noWaitAfter: true, timeout: 2000});
  }
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
