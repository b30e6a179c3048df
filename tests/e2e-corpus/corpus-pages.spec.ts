import {expect, test} from '../e2e/fixtures';
import {CORPUS_PAGES, referencePage} from './largest';

// Pages of specs written elsewhere, each for a feature the platform's own specs do not use.

test('a deep link to a callback request lands on it, also where its operation comes from a part', async ({page}) => {
  const callbacks = referencePage(CORPUS_PAGES.callbacks);
  const anchor = callbacks.callbackAnchors.at(-1)!;
  expect(anchor).toBeDefined();
  await page.goto(`${callbacks.url}#${anchor}`);
  const target = page.locator(`[id="${anchor}"]`);
  await expect(target).toBeAttached();
  await expect.poll(async () => (await target.boundingBox())?.y ?? NaN, {timeout: 15_000}).toBeCloseTo(72, -1);
  await expect(target).toContainText('Responses the API expects');
});

test("a 3.1 spec's webhooks are listed, each a request the reader receives, with its body", async ({page}) => {
  const webhooks = referencePage(CORPUS_PAGES.webhooks);
  expect(webhooks.webhookAnchors.length).toBeGreaterThan(0);
  await page.goto(`${webhooks.url}#${webhooks.webhookAnchors[0]}`);
  const section = page.locator('section#webhooks');
  await expect(section.getByRole('heading', {level: 2, name: 'Webhooks'})).toBeVisible();
  await expect(section.locator(`[id="${webhooks.webhookAnchors[0]}"]`)).toContainText('Responses the API expects');
  // Webhooks are received, not sent: no samples or Try it beside them.
  await expect(section.getByRole('button', {name: 'Try it'})).toHaveCount(0);
});

test('an operation with a form body sends it as a form in its samples, and its Markdown says so', async ({
  page,
  request,
}) => {
  const twilio = referencePage(CORPUS_PAGES.formBodies);
  // The first operation whose details name a form body, found in its part file as the page would fetch it.
  let form: string | undefined;
  for (const op of twilio.operations.slice(2)) {
    const part = await (await request.get(`/api/${twilio.route}/parts/${op.id}.html`)).text();
    if (part.includes('application/x-www-form-urlencoded')) {
      form = op.id;
      break;
    }
  }
  expect(form).toBeDefined();
  const markdown = await (await request.get(`/api/${twilio.route}/parts/${form}.md`)).text();
  expect(markdown).toContain('application/x-www-form-urlencoded');
  await page.goto(`${twilio.url}#${form}`);
  const curl = page.locator(`[id="${form}-samples-panel-curl"]`);
  await expect(curl).toBeVisible();
  await expect(curl).toContainText('application/x-www-form-urlencoded');
});
