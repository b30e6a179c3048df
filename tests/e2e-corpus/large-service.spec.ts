import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import type {TryItRecords} from '../../plugins/api-reference/render/tryItRecords';
import {axeViolations} from '../e2e/axe';
import {expect, test} from '../e2e/fixtures';
import {search, settledResults, results} from '../e2e/search';
import {BUILD_DIR, largestPage} from './largest';
import {startRecordingServer} from './recordingServer';
import {openTryIt, sendExpecting200, useServer} from '../e2e/tryIt';

const page0 = largestPage();
/** An operation near the end of the largest page, and one in its middle. */
const last = page0.operations[page0.operations.length - 3]!;
const middle = page0.operations[Math.floor(page0.operations.length / 2)]!;
/** Where anchors land: under the 60 px navbar, the site's scroll-padding-top. */
const LANDING_LINE = 72;

const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? NaN, id);

async function expectLanded(page: Page, id: string): Promise<void> {
  // Asked with getElementById, not a locator: with the CPU throttled, a locator's selector engine
  // walking this page's DOM on every poll took the main thread from the page's own hydration, which
  // then never finished within the test.
  const samplesIn = () => page.evaluate((target) => document.getElementById(`${target}-samples-tab-curl`) !== null, id);
  await expect.poll(samplesIn, {timeout: 30_000}).toBe(true);
  await expect.poll(() => topOf(page, id), {timeout: 30_000}).toBeGreaterThanOrEqual(LANDING_LINE - 2);
  await expect.poll(() => topOf(page, id), {timeout: 30_000}).toBeLessThanOrEqual(LANDING_LINE + 2);
  await page.waitForTimeout(600);
  expect(Math.abs((await topOf(page, id)) - LANDING_LINE)).toBeLessThanOrEqual(2);
}

test(`the largest corpus page (${page0.url}, ${page0.operations.length} operations) first loads within the budgets`, async ({
  page,
}) => {
  expect(page0.operations.length).toBeGreaterThan(300);
  expect(page0.gzipBytes, 'first-load HTML, gzip').toBeLessThanOrEqual(250 * 1024);
  await page.goto(page0.url);
  await expect(page.locator('section.apiref-operation').first()).toBeVisible();
  await page.waitForTimeout(2000);
  expect(
    await page.evaluate(() => document.getElementsByTagName('*').length),
    'DOM elements after load',
  ).toBeLessThanOrEqual(20_000);
});

test('a deep link to an operation near the end lands 72 px below the top, with the CPU throttled 4x', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(`${page0.url}#${last.id}`);
  await expectLanded(page, last.id);
});

test('a deep link to a data model near the end lands 72 px below the top with its fields, with the CPU throttled 4x', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Far down the page, with a group of models below it to scroll by.
  const anchor = page0.modelAnchors.at(-25)!;
  expect(page0.modelAnchors.length).toBeGreaterThan(100);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(`${page0.url}#${anchor}`);
  // Its entry, heading and fields (its group's part came in), asked with getElementById as above.
  const fieldsIn = () =>
    page.evaluate((target) => {
      const entry = document.getElementById(target);
      return entry?.querySelector(':scope > h3') != null && entry.querySelector('.apiref-schema') !== null;
    }, anchor);
  await expect.poll(fieldsIn, {timeout: 30_000}).toBe(true);
  await expect.poll(() => topOf(page, anchor), {timeout: 30_000}).toBeGreaterThanOrEqual(LANDING_LINE - 2);
  await expect.poll(() => topOf(page, anchor), {timeout: 30_000}).toBeLessThanOrEqual(LANDING_LINE + 2);
  await page.waitForTimeout(600);
  expect(Math.abs((await topOf(page, anchor)) - LANDING_LINE)).toBeLessThanOrEqual(2);
});

test('an operation opened from the filtered menu gets its samples, which copy as shown', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(page0.url);
  const section = page.locator(`section[id="${last.id}"]`);
  await expect(section.getByRole('tab', {name: 'curl'})).toHaveCount(0);
  // Found with the menu's filter and opened from it, as a reader would.
  await page.getByLabel('Filter operations and data models').fill(last.summary);
  await page.locator(`nav.apiref-menu a[href="#${last.id}"]`).click();
  const panel = section.locator(`[id="${last.id}-samples-panel-curl"]`);
  await expect(panel).toBeVisible();
  await panel.getByRole('button', {name: /Copy/}).click();
  await expect(panel.getByRole('button', {name: /Copy/})).toHaveText('Copied');
  const shown = await panel.locator('code').evaluate((code) =>
    Array.from(code.querySelectorAll('.token-line'))
      .map((line) => line.textContent)
      .join('\n'),
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  expect(shown).toContain('curl');
});

test("find in page finds an operation's summary before its details are fetched", async ({page}) => {
  await page.goto(page0.url);
  await expect(page.locator('section.apiref-operation').first()).toBeVisible();
  const section = page.locator(`section[id="${middle.id}"]`);
  await expect(section).not.toHaveAttribute('data-part-loaded', /.*/);
  // Chromium's find (what Ctrl+F does), once for the menu entry, then for the heading itself.
  const found = await page.evaluate((id) => {
    const heading = document.getElementById(id)?.querySelector('h3');
    const text = heading?.firstChild?.textContent?.trim() ?? '';
    const find = (window as unknown as {find: (s: string) => boolean}).find.bind(window);
    for (let i = 0; i < 3; i += 1) {
      if (!find(text)) return `not found: ${text}`;
      if (heading?.contains(window.getSelection()?.anchorNode ?? null)) return 'in the heading';
    }
    return `only elsewhere: ${text}`;
  }, middle.id);
  expect(found).toBe('in the heading');
});

test("the spec's introduction, kept in a tag without operations, is read from the menu, light and dark", async ({
  page,
}) => {
  await page.goto(page0.url);
  // A described tag without operations (DigitalOcean's x-traitTag introduction).
  const intro = page.locator('section.apiref-tag:not(:has(section.apiref-operation)):has(p)').first();
  const id = await intro.getAttribute('id');
  expect(id, 'a tag section without operations').toMatch(/^tag-/);
  const entry = page.locator(`.apiref-menu a[href="#${id}"]`);
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect.poll(() => topOf(page, id!)).toBeLessThanOrEqual(LANDING_LINE + 2);
  expect((await intro.innerText()).length, 'its text').toBeGreaterThan(500);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: scheme});
    expect(await axeViolations(page, `#${id}`), scheme).toEqual([]);
  }
});

test('search finds an operation of the page and opens it where it is', async ({page}) => {
  await page.goto('/');
  await search(page, middle.summary);
  await settledResults(page);
  const hit = results(page)
    .filter({has: page.locator(`a[href$="${page0.url}#${middle.id}"]`)})
    .first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${page0.url}#${middle.id}$`));
  await expectLanded(page, middle.id);
});

test.describe('Try it', () => {
  test.use({allowForeignRequests: [/^http:\/\/127\.0\.0\.1:\d+\//]});

  test("sends an operation's JSON body as the form shows it, with the reader's token", async ({page}) => {
    // The page's first operation that posts a JSON body to a path without parameters, read from its records.
    const records = JSON.parse(
      readFileSync(path.join(BUILD_DIR, 'api', page0.route, 'try-it.json'), 'utf8'),
    ) as TryItRecords;
    const [id, record] = Object.entries(records).find(
      ([, r]) => r.method === 'POST' && r.body !== undefined && !r.path.includes('{') && r.auth.kind === 'bearer',
    )!;
    const server = await startRecordingServer();
    try {
      const form = await openTryIt(page, page0.url, id);
      await useServer(form, server.url);
      await form.getByLabel(/^Access token/).fill('dop_v1_reader');
      const shown = await form.getByLabel('JSON body').inputValue();
      await sendExpecting200(form);
      expect(server.requests.map(({method, url}) => `${method} ${url}`)).toEqual([`POST ${record.path}`]);
      expect(server.requests[0]!.headers.authorization).toBe('Bearer dop_v1_reader');
      expect(server.requests[0]!.body.toString('utf8')).toBe(shown);
    } finally {
      await server.close();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test("a reader still gets every operation's heading, and its details as Markdown", async ({page, request}) => {
    await page.goto(page0.url);
    const section = page.locator(`section[id="${last.id}"]`);
    await expect(section.locator('h3')).toContainText(last.summary);
    const link = section.getByRole('link', {name: "This operation's parameters, responses and samples as Markdown"});
    await expect(link).toBeVisible();
    const markdown = await (await request.get((await link.getAttribute('href'))!)).text();
    expect(markdown).toContain(last.path);
  });
});
