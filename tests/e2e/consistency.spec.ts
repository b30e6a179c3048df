import {expect, test} from './fixtures';

test.describe('buttons', () => {
  // The not-found page answers 404, which the browser logs.
  test.use({allowConsoleErrors: [/status of 404/]});

  test('every button is set in the site’s font', async ({page}) => {
    for (const path of ['/', '/docs/webhooks', '/api/order#addLineItem', '/no-such-page']) {
      await page.goto(path);
      if (path.startsWith('/api'))
        await page.locator('section#addLineItem').getByRole('button', {name: 'Try it'}).click();
      if (path !== '/' && !path.startsWith('/no'))
        await page.getByRole('button', {name: 'Copy page', exact: true}).click();
      await expect(page.locator('button:visible').first()).toBeVisible();
      const site = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      const fonts = await page
        .locator('button:visible, .button:visible')
        .evaluateAll((nodes) =>
          nodes.map((node) => `${getComputedStyle(node).fontFamily} (${node.textContent?.trim().slice(0, 30)})`),
        );
      expect(
        fonts.filter((font) => !font.startsWith(`${site} (`)),
        `${path}: buttons in another font than the body's ${site}`,
      ).toEqual([]);
    }
  });
});

test('a changelog has one heading scale: title 48 px, versions 32 px, their sections 24 px', async ({page}) => {
  const size = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  await page.goto('/api/entity/changelog');
  expect([await size('main h1'), await size('main article h2'), await size('main article h3')]).toEqual([48, 32, 24]);
  // A release's own page: its sections are one level below its title, as on a guide.
  await page.goto('/api/entity/changelog/2.0.0');
  expect([await size('main h1'), await size('main .markdown h2')]).toEqual([48, 32]);
  await page.goto('/docs/webhooks');
  expect([await size('article h1'), await size('article .markdown > h2')]).toEqual([48, 32]);
});

test('the announcement bar’s link opens its page without reloading the site', async ({page}) => {
  await page.goto('/docs/webhooks');
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await page.getByRole('link', {name: 'Browse the REST API'}).click();
  await expect(page).toHaveURL(/\/api$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('REST API reference');
  expect(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

test.describe('a browser set to German', () => {
  test.use({locale: 'de-DE', timezoneId: 'Europe/Berlin'});

  test('the deadline calculator asks for the date and answers in English', async ({page}) => {
    await page.goto('/docs/deadlines/intro');
    const form = page.getByRole('form', {name: 'Switching deadline calculator'});
    await expect(form.locator('input[type="date"]')).toHaveCount(0);
    await expect(form.getByLabel('Month')).toHaveValue('10');
    await expect(form.getByLabel('Month').locator('option:checked')).toHaveText('October');
    await expect(page.getByTestId('deadline-earliest')).toContainText('Tuesday, 7 October 2025');
    await form.getByLabel('Day').fill('2');
    await expect(page.getByTestId('deadline-earliest').locator('time')).toHaveAttribute('datetime', '2025-10-08');
    await form.getByLabel('Day').fill('31');
    await form.getByLabel('Month').selectOption({label: 'February'});
    await expect(page.getByTestId('deadline-error')).toHaveText(
      'Enter a request date that exists: a day of the chosen month and a four-digit year.',
    );
  });
});

test('REST reference: breadcrumbs as on the guides, and error examples that fit the operation', async ({page}) => {
  await page.goto('/api/order');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  const home = crumbs.getByRole('link', {name: 'Home page'});
  await expect(home).toBeVisible();
  expect(await home.evaluate((node) => getComputedStyle(node, '::before').maskImage)).toContain('/img/icons/home.svg');
  const current = crumbs.getByRole('link', {name: 'Order API'});
  const pill = await current.evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(pill, 'the current crumb has the pill').not.toBe('rgba(0, 0, 0, 0)');
  // A GET takes no body: its 400 example is about a parameter, never an invalid request body.
  const get = page.locator('section#listOrders');
  await get.scrollIntoViewIfNeeded();
  await expect(get.locator('.apiref-code[data-language="json"]').filter({hasText: '"status": 400'})).toContainText(
    'A path or query parameter is missing or has a value of the wrong type.',
  );
  await expect(get).not.toContainText('The request body is invalid.');
  // A reader goes there by the menu or a link: the address names the operation.
  await page.goto('/api/order#addLineItem');
  await expect(page.locator('section#addLineItem')).toContainText('The request body is invalid.');
});
