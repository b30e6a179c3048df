import {expect, test} from './fixtures';

test.use({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});
// The browser reports the not-found page's own 404 status in the console.
test.use({allowConsoleErrors: [/status of 404/]});

/** One page of each type. */
const pageTypes = [
  ['home', '/'],
  ['guide', '/docs/intro'],
  ['guide with language tabs', '/docs/webhooks/payload-structure/intro'],
  ['library reference', '/docs/deadlines/library/classes/DeadlineCalculator'],
  ['apps page', '/apps/getting-started/quick-start'],
  ['blog', '/blog'],
  ['blog post', '/blog/one-error-format'],
  ['blog archive', '/blog/archive'],
  ['changelog', '/api/entity/changelog'],
  ['changelog release', '/api/entity/changelog/2.0.0'],
  ['REST index', '/api'],
  ['REST reference', '/api/entity'],
  ['GraphQL index', '/graphql/sharing'],
  ['GraphQL mutation', '/graphql/sharing/mutations/share-child-entity-with-partners'],
  ['GraphQL input type', '/graphql/sharing/inputs/partner-offered-entities-input'],
  ['not-found page', '/no-such-page'],
] as const;

for (const [name, path] of pageTypes) {
  test(`at 360 px the ${name} shows its title on the first screen and nothing overflows sideways`, async ({page}) => {
    await page.goto(path);
    const title = page.getByRole('heading', {level: 1}).first();
    await expect(title).toBeVisible();
    const box = await title.boundingBox();
    expect(box!.y + box!.height, 'the title ends within the first 740 px').toBeLessThanOrEqual(740);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

test('on a phone the operations menu opens from the navbar menu button on the first screen', async ({page}) => {
  await page.goto('/api/entity');
  const menu = page.getByRole('navigation', {name: 'Entity API operations'});
  const link = menu.getByRole('link', {name: /Search entities/});
  await expect(link).toBeHidden();
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await expect(toggle).toBeInViewport();
  await toggle.click();
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page).toHaveURL(/#searchEntities$/);
  await expect(link).toBeHidden();
  await expect(page.locator('#searchEntities-title')).toBeInViewport();
});

test('on a phone a parameter table reflows into a list that names each value', async ({page}) => {
  await page.goto('/api/entity#deleteEntity');
  // The operation's first table is its parameters (response header tables follow).
  const row = page.locator('section#deleteEntity .apiref-table').first().locator('tbody tr').first();
  await expect(row).toBeVisible();
  const cells = row.locator('td');
  expect(await cells.first().evaluate((cell) => getComputedStyle(cell).display)).toBe('block');
  expect(await cells.first().evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('In');
  const table = await page
    .locator('section#deleteEntity .apiref-table')
    .first()
    .evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(table).toBeLessThanOrEqual(0);
});

test.describe('Try it on a phone', () => {
  const MOCK = 'http://127.0.0.1:4010';
  // The answer comes from the test itself (below), so nothing leaves the machine.
  test.use({allowForeignRequests: [/^http:\/\/127\.0\.0\.1:4010\//]});

  test('the panel stays within the screen, also with a long answer', async ({page}) => {
    const longValue = `https://files.example/${'a-long-path-segment-without-spaces-'.repeat(12)}`;
    await page.route(`${MOCK}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: {'access-control-allow-origin': '*'},
        body: JSON.stringify({_id: 'c0ffee', url: longValue}),
      }),
    );
    await page.goto('/api/entity#getEntity');
    const operation = page.locator('section#getEntity');
    await operation.getByRole('button', {name: 'Try it'}).click();
    const form = operation.getByRole('form', {name: 'Try getEntity'});
    // The panel's code loads on this click: on a busy machine that takes a few seconds.
    await expect(form).toBeVisible({timeout: 15_000});
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await form.getByLabel(/Access token/).fill('test-token');
    await form.getByRole('button', {name: 'Send'}).click();
    await expect(form.getByTestId('try-it-status')).toHaveText(/^200/);
    await expect(form.getByTestId('try-it-body')).toContainText('a-long-path-segment');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await form.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  });
});
