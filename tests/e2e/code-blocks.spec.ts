import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {recordScripts} from './scripts';

/** A key of Prism's Bash grammar: present in a script only if Prism's languages were downloaded. */
const PRISM_GRAMMAR = 'shebang';

const colorOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).color);

test('code arrives highlighted in the HTML and the page never downloads Prism', async ({page, request}) => {
  const html = await (await request.get('/docs/intro')).text();
  expect(html).toMatch(/<pre[^>]*><code[^>]*><div class="?token-line"?><span class="token [^"]+">/);

  const scripts = recordScripts(page);
  await page.goto('/docs/intro');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main pre .token.string').first()).toBeVisible();
  const texts = await scripts.texts();
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.some((code) => code.includes(PRISM_GRAMMAR))).toBe(false);
});

test('code colours follow the colour mode, at load and when it changes', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/docs/intro');
  await expect.poll(() => colorOf(page, 'main pre .token.string')).toBe('rgb(165, 214, 255)');
  const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
  for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'light'; i += 1) {
    await toggle.click();
  }
  await expect.poll(() => colorOf(page, 'main pre .token.string')).toBe('rgb(10, 48, 105)');
});

test.describe('before the page has hydrated', () => {
  test.use({allowConsoleErrors: [/Failed to load resource/]});

  test('dark-mode code has dark colours on a dark background', async ({page}) => {
    // Without its bundle the page stays as the server rendered it; the colour-mode script runs (the
    // build moves the page's inline scripts into assets/js/inline.<hash>.js, deploy/inlineScripts.mjs).
    await page.route(/\/assets\/js\/(?!inline\.)/, (route) => route.abort());
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/intro');
    const pre = page.locator('main pre').first();
    expect(await pre.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(30, 33, 40)');
    expect(await colorOf(page, 'main pre .token.string')).toBe('rgb(165, 214, 255)');
  });
});

test('code on a page reached by a client-side navigation is highlighted in the browser', async ({page}) => {
  const scripts = recordScripts(page);
  await page.goto('/docs/intro');
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'SDK', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/architecture\/sdk$/);
  await expect(page.locator('main pre .token.keyword').first()).toBeVisible();
  expect((await scripts.texts()).some((code) => code.includes(PRISM_GRAMMAR))).toBe(true);
});

test('the copy button copies the code as written in the guide', async ({page, context}) => {
  const source = readFileSync(path.join(__dirname, '..', '..', 'docs', 'intro.mdx'), 'utf8');
  const firstBlock = /```\w*[^\n]*\n([\s\S]*?)\n```/.exec(source)![1]!;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/intro');
  const block = page.locator('main .theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstBlock);
});

test('a block with long lines can be wrapped on a phone', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/docs/intro');
  const block = page.locator('main .theme-code-block').first();
  const code = block.locator('code');
  expect(await code.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre');
  await block.hover();
  await block.getByRole('button', {name: /word wrap/i}).click();
  await expect.poll(() => code.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-wrap');
});
