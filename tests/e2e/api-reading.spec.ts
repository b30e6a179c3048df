import {expect, test} from './fixtures';

const STORAGE_KEY = 'docusaurus.tab.language';
const operations = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', {name: 'Entity API operations'});

test('sample code is highlighted at build time, in the page and in every part it fetches', async ({request}) => {
  const page = await (await request.get('/api/entity')).text();
  const partUrls = [...page.matchAll(/data-part="?([^" >]+)/g)].map((match) => match[1]!);
  expect(partUrls.length).toBeGreaterThan(0);
  const parts = await Promise.all(partUrls.map(async (url) => (await request.get(url)).text()));
  const html = [page, ...parts].join('');
  const samples = [...html.matchAll(/data-language="?(curl|javascript|python|typescript|json)"?>([\s\S]*?)<\/pre>/g)];
  expect(samples.length).toBeGreaterThan(200);
  for (const [, language, block] of samples) {
    expect(block, `a ${language} block`).toMatch(/<div class="?token-line"?>/);
  }
  expect(html).toMatch(/<span class="?token (function|string)"?>/);
});

test('samples use the guides’ code size and wrap long lines instead of hiding them', async ({page}) => {
  await page.goto('/docs/intro');
  const guideSize = await page
    .locator('.theme-code-block pre')
    .first()
    .evaluate((pre) => getComputedStyle(pre).fontSize);
  await page.goto('/api/entity#searchEntities');
  const pre = page.locator('#searchEntities-samples-panel-curl pre');
  await expect(pre).toBeVisible();
  expect(await pre.evaluate((element) => getComputedStyle(element).fontSize)).toBe(guideSize);
  for (const block of await page.locator('#searchEntities aside pre:visible').all()) {
    expect(await block.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  }
});

test('the right panel stays beside its operation while the operation scrolls', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto('/api/entity#searchEntities');
  const operation = page.locator('section#searchEntities');
  const panel = operation.locator('.apiref-right-inner');
  await expect(panel.getByRole('tab', {name: 'curl'})).toBeInViewport();
  await page.mouse.wheel(0, 1200);
  await expect.poll(async () => (await operation.boundingBox())?.y ?? 0).toBeLessThan(-600);
  // The operation's top is far above the window; its samples stay right below the navbar (60 px).
  await expect.poll(async () => Math.round((await panel.boundingBox())?.y ?? 0)).toBe(60);
  await expect(panel.getByRole('tab', {name: 'curl'})).toBeInViewport();
});

test('beside the introduction: base URL, authentication and the spec downloads', async ({page}) => {
  await page.goto('/api/entity');
  const about = page.getByRole('complementary', {name: 'About the Entity API'});
  await expect(about).toContainText('https://entity.api.energy-xrm.example');
  await expect(about).toContainText('Bearer $ENERGY_XRM_TOKEN');
  await expect(about.getByRole('link', {name: 'Get a token'})).toHaveAttribute('href', '/docs/auth/access-tokens');
  await expect(about.getByRole('link', {name: 'Download YAML'})).toHaveAttribute('href', '/api/entity/openapi.yaml');
  await expect(about.getByRole('link', {name: 'Download JSON'})).toHaveAttribute('href', '/api/entity/openapi.json');
  await expect(about.getByRole('link', {name: 'Changelog'})).toHaveAttribute('href', '/api/entity/changelog');
});

test('one heading per concept, the guides’ title size, and a way back to the index', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto('/docs/intro');
  const guideTitle = await page.locator('article h1').evaluate((h1) => getComputedStyle(h1).fontSize);
  await page.goto('/api/entity');
  const h1 = page.getByRole('heading', {level: 1, name: 'Entity API'});
  expect(await h1.evaluate((element) => getComputedStyle(element).fontSize)).toBe(guideTitle);
  const titles = (await page.locator('main h2').allInnerTexts()).map((text) => text.replace(/#$/, '').trim());
  expect(titles).toContain('Data models');
  expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  await operations(page).getByRole('link', {name: 'All REST APIs'}).click();
  await expect(page).toHaveURL(/\/api$/);
});

test('breadcrumbs name the section, the service and the operation being read', async ({page}) => {
  await page.goto('/api/entity#createEntity');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  // The first crumb is the home icon, as on the guides.
  await expect(crumbs.getByRole('listitem')).toHaveText(['', 'REST API', 'Entity API', 'Create an entity']);
  await expect(crumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', {name: 'REST API'})).toHaveAttribute('href', '/api');
  // A reader scrolls with the wheel, which ends the deep link's landing (landing.ts); a script's
  // scroll alone, in the frame a part arrives above #createEntity, was taken for the page settling
  // and put #createEntity back (seen once in a full run under load).
  await page.mouse.wheel(0, 1);
  await page.locator('#deleteEntity').evaluate((section) => section.scrollIntoView());
  await expect(crumbs.getByRole('listitem').last()).toHaveText('Delete an entity');
});

test('responses list the success first, a 204 says "No content", and status codes are coloured by class', async ({
  page,
}) => {
  await page.goto('/api/entity#deleteEntity');
  const operation = page.locator('section#deleteEntity');
  const tabs = operation.getByRole('tablist', {name: 'Response status'}).getByRole('tab');
  await expect(tabs.first()).toHaveText('204');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(operation.getByRole('tabpanel').filter({hasText: 'No content'})).toBeVisible();
  await expect(operation.locator('details.apiref-response > summary .apiref-status').first()).toHaveText('204');
  const colour = (status: string) =>
    operation
      .locator('.apiref-middle .apiref-status', {hasText: new RegExp(`^${status}$`)})
      .first()
      .evaluate((element) => getComputedStyle(element).color);
  const [success, clientError, serverError] = [await colour('204'), await colour('404'), await colour('500')];
  expect(new Set([success, clientError, serverError]).size).toBe(3);
});

test('the sample language is remembered across operations, services, guides and a reload', async ({page}) => {
  await page.goto('/api/entity#searchEntities');
  await page.locator('section#searchEntities').getByRole('tab', {name: 'Python'}).click();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('python');
  // Every other operation of the page follows, also one whose samples arrive later.
  await page.goto('/api/entity#getEntity');
  await expect(page.locator('section#getEntity').getByRole('tab', {name: 'Python'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goto('/api/file');
  const file = page.locator('section.apiref-operation').first();
  await expect(file.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await expect(file.getByRole('tabpanel').filter({hasText: 'import requests'})).toBeVisible();
  await page.reload();
  await expect(file.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  // The guides' language tabs are the same group.
  await page.goto('/docs/intro');
  await expect(page.locator('article [role="tab"]', {hasText: 'Python'}).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.locator('article [role="tab"]', {hasText: 'JavaScript'}).first().click();
  await page.goto('/api/entity#getEntity');
  await expect(page.locator('section#getEntity').getByRole('tab', {name: 'JavaScript'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the menu marks the section as soon as it reaches the landing line', async ({page}) => {
  await page.goto('/api/entity');
  const current = operations(page).locator('a[aria-current="location"]');
  for (const id of ['getEntity', 'updateEntity', 'getRelations']) {
    await page.locator(`#${id}`).evaluate((section) => {
      const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      window.scrollBy(0, section.getBoundingClientRect().top - line);
    });
    await expect(current).toHaveAttribute('href', `#${id}`);
  }
});
