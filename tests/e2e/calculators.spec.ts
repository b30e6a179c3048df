import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {expect, test} from './fixtures';
import {recordScripts} from './scripts';

/** The text of every script the page loaded, so a test can tell which code shipped where. */
async function loadedScripts(page: Page, path: string): Promise<string> {
  const scripts = recordScripts(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return (await scripts.texts()).join('\n');
}

test('the deadline calculator computes with the real library', async ({page}) => {
  await page.goto('/docs/deadlines/intro');
  // Defaults: power switch with termination, requested on Wednesday 1 October 2025.
  await expect(page.getByTestId('deadline-earliest').locator('time')).toHaveAttribute('datetime', '2025-10-07');
  await expect(page.getByTestId('deadline-rule')).toContainText('power_switch_with_termination');
  await expect(page.getByTestId('deadline-calendar-days')).toHaveText('6');
  await expect(page.getByTestId('deadline-skipped')).toContainText('Tag der Deutschen Einheit');

  await page.getByRole('radio', {name: 'Gas (GeLi Gas)'}).check();
  await page.getByRole('checkbox', {name: /terminates the old contract/}).uncheck();
  await expect(page.getByTestId('deadline-earliest').locator('time')).toHaveAttribute('datetime', '2025-10-17');
  await expect(page.getByTestId('deadline-working-days')).toHaveText('10');

  await page.getByRole('radio', {name: 'Relocation (move-in)'}).check();
  await expect(page.getByTestId('deadline-earliest').locator('time')).toHaveAttribute('datetime', '2025-08-20');

  await page.getByRole('checkbox', {name: /terminates the old contract/}).check();
  await expect(page.getByTestId('deadline-error')).toContainText('No rule found');
});

test('the price calculator shows the breakdown of the worked examples', async ({page}) => {
  await page.goto('/docs/pricing/pricing-models');
  // Defaults: graduated tiers 0.30 / 0.28 / 0.25 € per kWh, 1,500 kWh, 19 % VAT.
  await expect(page.getByTestId('price-subtotal')).toHaveText('€440.00');
  await expect(page.getByTestId('price-tax')).toHaveText('€83.60');
  await expect(page.getByTestId('price-total')).toHaveText('€523.60');
  await expect(page.getByTestId('price-tiers')).toContainText('1,000');

  await page.getByLabel('Pricing model').selectOption({label: 'Volume tiers (tiered_volume)'});
  await expect(page.getByTestId('price-subtotal')).toHaveText('€420.00');

  await page.getByLabel(/^Consumption/).fill('-5');
  await expect(page.getByTestId('price-error')).toBeVisible();
});

test('each calculator ships only with its own page', async ({page}) => {
  const intro = await loadedScripts(page, '/docs/intro');
  expect(intro).not.toContain('deadline-earliest');
  expect(intro).not.toContain('price-subtotal');
  const deadlines = await loadedScripts(page, '/docs/deadlines/intro');
  expect(deadlines).toContain('deadline-earliest');
  expect(deadlines).not.toContain('price-subtotal');
});

for (const path of ['/docs/deadlines/intro', '/docs/pricing/pricing-models']) {
  test(`axe finds no violations on the calculator page ${path}`, async ({page}) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
