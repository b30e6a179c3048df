import {expect, test} from '../e2e/fixtures';
import {referencePage} from './largest';

// Pages of specs written elsewhere, each for a feature the platform's own specs do not use.

test('a deep link to a callback request lands on it, also where its operation comes from a part', async ({page}) => {
  const callbacks = referencePage('feature-3-0-callbacks');
  const anchor = callbacks.callbackAnchors.at(-1)!;
  expect(anchor).toBeDefined();
  await page.goto(`${callbacks.url}#${anchor}`);
  const target = page.locator(`[id="${anchor}"]`);
  await expect(target).toBeAttached();
  await expect.poll(async () => (await target.boundingBox())?.y ?? NaN, {timeout: 15_000}).toBeCloseTo(72, -1);
  await expect(target).toContainText('Responses the API expects');
});

test("a 3.1 spec's webhooks are listed, each a request the reader receives, with its body", async ({page}) => {
  const webhooks = referencePage('feature-3-1-webhooks');
  expect(webhooks.webhookAnchors.length).toBeGreaterThan(0);
  await page.goto(`${webhooks.url}#${webhooks.webhookAnchors[0]}`);
  const section = page.locator('section#webhooks');
  await expect(section.getByRole('heading', {level: 2, name: 'Webhooks'})).toBeVisible();
  await expect(section.locator(`[id="${webhooks.webhookAnchors[0]}"]`)).toContainText('Responses the API expects');
  // Webhooks are received, not sent: no samples or Try it beside them.
  await expect(section.getByRole('button', {name: 'Try it'})).toHaveCount(0);
});

test('an operation with a form body shows it in every sample language, and its Markdown says the same', async ({
  page,
  request,
}) => {
  const twilio = referencePage('twilio-twilio-api-v2010');
  const html = await (await request.get(`/api/${twilio.route}/parts/${twilio.operations[5]!.id}.html`)).text();
  expect(html).toContain('application/x-www-form-urlencoded');
  await page.goto(`${twilio.url}#${twilio.operations[5]!.id}`);
  const section = page.locator(`section[id="${twilio.operations[5]!.id}"]`);
  await expect(section.getByRole('tab', {name: 'curl'})).toBeVisible();
  await expect(section.locator(`[id="${twilio.operations[5]!.id}-samples-panel-curl"]`)).toContainText(
    'application/x-www-form-urlencoded',
  );
});
