import {services} from '@energy-xrm/specs';
import {parse} from 'yaml';
import {axeViolations} from './axe';
import {expect, test} from './fixtures';
import {wheelTo} from './wheel';

test('the entity reference is in the HTML before any JavaScript runs, its details one link away', async ({request}) => {
  const html = (await (await request.get('/api/entity')).text()).replaceAll('<wbr>', '');
  for (const text of [
    'searchEntities',
    'Search entities',
    '/v1/entity:search',
    '/v1/entity/{slug}/{id}',
    'EntitySearchRequest',
  ]) {
    expect(html, `the served HTML of /api/entity contains ${text}`).toContain(text);
  }
  // A reader without JavaScript follows the operation's link to its Markdown.
  const link = /<noscript><p><a href="?(\/api\/entity\/parts\/searchEntities\.md)"?>/.exec(html)?.[1];
  expect(link).toBeDefined();
  const markdown = await (await request.get(link!)).text();
  for (const text of ['/v1/entity:search', 'cursor', 'next_cursor']) expect(markdown).toContain(text);
});

test('the index lists every service by domain and filters them', async ({page}) => {
  await page.goto('/api');
  await expect(page.getByRole('heading', {level: 1, name: 'REST API reference'})).toBeVisible();
  await expect(page.locator('main li a[href^="/api/"]')).toHaveCount(services.length);
  await page.getByLabel('Filter services').fill('webhook');
  await expect(page.getByText(`1 of ${services.length} services match`)).toBeVisible();
  await expect(page.getByRole('link', {name: 'Webhooks API'})).toBeVisible();
});

test('menu groups toggle open and closed', async ({page}) => {
  await page.goto('/api/entity');
  const menu = page.getByRole('navigation', {name: 'Entity API operations'});
  const link = menu.getByRole('link', {name: /Search entities/});
  await expect(link).toBeVisible();
  const group = menu.locator('details.apiref-group > summary', {hasText: /^Entities$/});
  await group.click();
  await expect(link).toBeHidden();
  await group.click();
  await expect(link).toBeVisible();
});

test('a deep link lands on the operation, clear of the navbar', async ({page}) => {
  await page.goto('/api/entity#getEntity');
  const heading = page.locator('#getEntity-title');
  await expect(heading).toBeInViewport();
  const navbar = await page.locator('nav.navbar').boundingBox();
  const box = await heading.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual((navbar?.y ?? 0) + (navbar?.height ?? 0) - 1);
});

test('the menu marks the operation being read and follows the scroll', async ({page}) => {
  test.setTimeout(120_000);
  await page.goto('/api/entity#getEntity');
  const menu = page.getByRole('navigation', {name: 'Entity API operations'});
  const current = menu.locator('a[aria-current="location"]');
  await expect(current).toHaveAttribute('href', '#getEntity');
  // The last operation of the page: its menu entry is far below the first screen of the menu.
  const last = await page.locator('section.apiref-operation').last().getAttribute('id');
  // The reader scrolls down with the wheel until the last operation's heading reaches the landing
  // line; sections get their details as they come near.
  await wheelTo(page, page.locator(`[id="${last}"]`));
  await expect(current).toHaveAttribute('href', `#${last}`);
  await expect(current).toBeInViewport();
  await expect(menu.locator('a[aria-current]')).toHaveCount(1);
});

test('a link to a data model fetches its group and the menu marks the model being read', async ({page}) => {
  await page.goto('/api/entity#schema-EntityRelation');
  const entry = page.locator('section#schema-EntityRelation');
  await expect(entry.getByRole('heading', {level: 3})).toContainText('EntityRelation');
  await expect(entry.locator('code.apiref-name', {hasText: /^direction$/})).toBeVisible();
  const menu = page.getByRole('navigation', {name: 'Entity API operations'});
  await expect(menu.locator('a[aria-current="location"]')).toHaveAttribute('href', '#schema-EntityRelation');
});

test('nested schemas and error responses show their fields when opened', async ({page}) => {
  await page.goto('/api/entity#getRelations');
  const operation = page.locator('#getRelations');
  const relation = operation.locator('details.apiref-nested[data-fields="schema-EntityRelation"]');
  await expect(relation.getByRole('link', {name: 'EntityRelation'})).toBeHidden();
  await relation.locator('summary').first().press('Enter');
  await expect(relation.getByRole('link', {name: 'EntityRelation'})).toBeVisible();
  await expect(relation.locator('code.apiref-name', {hasText: /^direction$/})).toBeVisible();

  const notFound = operation.locator('details.apiref-response', {has: page.locator('summary', {hasText: /^404/})});
  await notFound.locator('summary').first().click();
  await expect(notFound.locator('code.apiref-name', {hasText: /^request_id$/})).toBeVisible();
  await notFound.locator('summary').first().click();
  await notFound.locator('summary').first().click();
  await expect(notFound.locator('code.apiref-name', {hasText: /^request_id$/})).toHaveCount(1);
});

test('operations far down the page fetch their details only as the reader nears them', async ({page}) => {
  test.setTimeout(120_000);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/entity/parts/')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/api/entity');
  await expect(page.locator('.apiref-operation').first()).toBeVisible();
  await page.waitForTimeout(1000);
  const last = page.locator('section.apiref-operation').last();
  const lastId = await last.getAttribute('id');
  expect(fetched).not.toContain(`/api/entity/parts/${lastId}.html`);
  expect(fetched.length, 'parts fetched without scrolling').toBeLessThan(10);
  // The reader scrolls down with the wheel to the last operation; its samples arrive as it nears.
  expect(await last.locator('[data-copy-operation]').count(), 'no Copy button before its details').toBe(0);
  await wheelTo(page, last);
  await expect(last.getByRole('tab', {name: 'curl'})).toBeAttached();
  expect(fetched).toContain(`/api/entity/parts/${lastId}.html`);
  // Its Copy button arrived with them, at the end of the method-and-path line.
  await expect(last.locator('.apiref-endpoint > button[data-copy-operation]')).toHaveAccessibleName(
    'Copy operation as Markdown',
  );
});

test("pointing at a menu entry fetches its operation's details before the click, which shows them", async ({page}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/entity/parts/')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/api/entity');
  await expect(page.locator('.apiref-operation').first()).toBeVisible();
  const last = page.locator('section.apiref-operation').last();
  const lastId = (await last.getAttribute('id'))!;
  const part = `/api/entity/parts/${lastId}.html`;
  expect(fetched).not.toContain(part);
  const entry = page.locator(`nav.apiref-menu a[href="#${lastId}"]`);
  await entry.hover();
  await expect.poll(() => fetched.includes(part), {message: 'the part is fetched on hover'}).toBe(true);
  await entry.click();
  await expect(last.getByRole('tab', {name: 'curl'})).toBeVisible();
  expect(
    fetched.filter((url) => url === part),
    'fetched once, on hover',
  ).toHaveLength(1);
});

test('the spec downloads as YAML and JSON that parse', async ({request}) => {
  const yaml = parse(await (await request.get('/api/entity/openapi.yaml')).text()) as {
    openapi: string;
    info: {version: string};
  };
  expect(yaml.openapi).toBe('3.1.0');
  expect(yaml.info.version).toBe('2.0.0');
  const json = (await (await request.get('/api/entity/openapi.json')).json()) as {paths: object};
  expect(Object.keys(json.paths)).toContain('/v1/entity:search');
});

test('code sample tabs switch and copy', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/api/entity#searchEntities');
  const operation = page.locator('section#searchEntities');
  const python = operation.getByRole('tab', {name: 'Python'});
  await python.click();
  await expect(python).toHaveAttribute('aria-selected', 'true');
  const panel = operation.locator('#searchEntities-samples-panel-python');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('import requests');
  await expect(operation.locator('#searchEntities-samples-panel-curl')).toBeHidden();
  await panel.getByRole('button', {name: /Copy/}).click();
  await expect(panel.getByRole('button', {name: /Copy/})).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('import requests');
  await python.press('ArrowLeft');
  await expect(operation.getByRole('tab', {name: 'JavaScript'})).toBeFocused();
});

test('on a phone the panels stack and the menu opens in the navbar menu', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/api/entity');
  const opener = page.getByRole('button', {name: 'Operations and data models'});
  await expect(opener).toBeVisible();
  const link = page
    .getByRole('navigation', {name: 'Entity API operations'})
    .getByRole('link', {name: /Search entities/});
  await expect(link).toBeHidden();
  await opener.click();
  await expect(link).toBeVisible();
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(link).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('the changelog lists its versions and links back', async ({page}) => {
  await page.goto('/api/entity/changelog');
  for (const version of ['1.0.0', '1.1.0', '1.3.0', '2.0.0']) {
    await expect(
      page.locator('aside').getByRole('link', {name: new RegExp(version.replace(/\./g, '\\.'))}),
    ).toBeVisible();
  }
  await page.goto('/api/entity');
  await page.getByRole('link', {name: 'Changelog'}).click();
  await expect(page).toHaveURL(/\/api\/entity\/changelog$/);
});

// Dark mode only: axe-routes.spec.ts checks both pages in light mode with every other canonical route.
for (const scheme of ['dark'] as const) {
  for (const path of ['/api', '/api/entity']) {
    test(`axe finds no violations on ${path} in ${scheme} mode`, async ({page}) => {
      test.setTimeout(90_000);
      await page.emulateMedia({colorScheme: scheme});
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('axe finds no violations on a large reference page on a phone', async ({page}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/api/automation');
  expect(await axeViolations(page)).toEqual([]);
});

test('a client-side navigation to a reference loads its body', async ({page}) => {
  await page.goto('/api');
  await page.getByRole('link', {name: 'File API'}).click();
  await expect(page).toHaveURL(/\/api\/file$/);
  await expect(page.getByRole('heading', {level: 1, name: 'File API'})).toBeVisible();
  await expect(page.locator('section.apiref-operation').first()).toBeAttached();
});

test.describe("an operation's part that fails or comes from another version of the site", () => {
  test.use({allowConsoleErrors: [/Failed to load resource/]});

  test('a failed part says why under the heading, and Retry brings the details', async ({page}) => {
    await page.goto('/api/entity');
    const last = page.locator('section.apiref-operation').last();
    const part = `/api/entity/parts/${await last.getAttribute('id')}.html`;
    await page.route(`**${part}`, (route) => route.fulfill({status: 503, body: 'down'}));
    await wheelTo(page, last);
    const alert = last.getByRole('alert');
    await expect(alert).toContainText(
      "This operation's details could not load (HTTP 503). Check the connection and retry.",
    );
    await page.unroute(`**${part}`);
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(last.getByRole('tab', {name: 'curl'})).toBeAttached();
    await expect(last.locator('.apiref-endpoint > [data-copy-operation]')).toBeAttached();
  });

  test('a slot this page does not know is shown in the section, not dropped', async ({page}) => {
    await page.goto('/api/entity');
    const last = page.locator('section.apiref-operation').last();
    const part = `/api/entity/parts/${await last.getAttribute('id')}.html`;
    await page.route(`**${part}`, async (route) => {
      const html = await (await route.fetch()).text();
      await route.fulfill({
        body: `<div data-slot="aside"><p>A note from a newer site</p></div>${html}`,
        contentType: 'text/html',
      });
    });
    await wheelTo(page, last);
    await expect(last.getByRole('tab', {name: 'curl'})).toBeAttached();
    await expect(last.locator(':scope > .apiref-middle > p', {hasText: 'A note from a newer site'})).toBeAttached();
  });
});
