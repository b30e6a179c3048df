import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '../e2e/fixtures';
import {BUILD_DIR, CORPUS_PAGES, referencePage} from './largest';
import {startRecordingServer, type RecordingServer} from './recordingServer';
import {openTryIt, sendExpecting200, useServer} from '../e2e/tryIt';

// The 3.1 museum API (Redocly's example, written elsewhere) as a reader meets it: its tags and
// webhooks, an operation's samples, and what Try it sends.

const museum = referencePage(CORPUS_PAGES.museum);
/** The spec as the site serves it beside the page: what the page was built from. */
const specFile = path.join(BUILD_DIR, 'api', museum.route, 'openapi.json');
interface MuseumSpec {
  readonly info: {readonly title: string};
  readonly tags: readonly {readonly name: string}[];
  readonly webhooks: Record<string, Record<string, {readonly summary: string}>>;
  readonly components: {readonly examples: Record<string, {readonly value: unknown}>};
}
const spec = JSON.parse(readFileSync(specFile, 'utf8')) as MuseumSpec;
const OPERATION = 'getMuseumHours';
/** An operation with a JSON request body. */
const BUY = 'buyMuseumTickets';

test("the museum page lists the spec's tags and webhooks", async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto(museum.url);
  const menu = page.getByRole('navigation', {name: `${spec.info.title} operations`});
  const headings = page.locator('section.apiref-tag > .apiref-middle > h2');
  for (const {name} of spec.tags) {
    await expect(menu.locator('summary', {hasText: new RegExp(`^${name}$`)})).toBeVisible();
    await expect(headings.filter({hasText: new RegExp(`^${name}#$`)})).toHaveCount(1);
  }
  const webhooks = page.locator('section#webhooks');
  await expect(webhooks.getByRole('heading', {level: 2, name: 'Webhooks'})).toBeVisible();
  const summaries = Object.values(spec.webhooks).flatMap((item) => Object.values(item).map((op) => op.summary));
  expect(summaries.length).toBeGreaterThan(0);
  for (const summary of summaries) await expect(webhooks.getByRole('heading', {level: 3, name: summary})).toBeVisible();
});

test("an operation's samples are shown and copy as shown", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${museum.url}#${OPERATION}`);
  const section = page.locator(`section[id="${OPERATION}"]`);
  for (const language of ['curl', 'JavaScript', 'Python']) {
    await section.getByRole('tab', {name: language}).click();
    const panel = section.getByRole('tabpanel', {name: language});
    await expect(panel).toBeVisible();
    await panel.getByRole('button', {name: /Copy/}).click();
    await expect(panel.getByRole('button', {name: /Copy/})).toHaveText('Copied');
    const shown = await panel.locator('code').evaluate((code) =>
      Array.from(code.querySelectorAll('.token-line'))
        .map((line) => line.textContent)
        .join('\n'),
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    expect(shown).toContain('/museum-hours');
  }
});

test.describe('Try it', () => {
  let server: RecordingServer;
  test.beforeAll(async () => {
    server = await startRecordingServer();
  });
  test.afterAll(async () => server.close());
  test.use({allowForeignRequests: [/^http:\/\/127\.0\.0\.1:\d+\//]});

  test("sends an operation's JSON body, as the form shows it, to a server the reader names", async ({page}) => {
    const form = await openTryIt(page, museum.url, BUY);
    await useServer(form, server.url);
    const shown = await form.getByLabel('JSON body').inputValue();
    // The body the form starts with is the spec's first request example.
    expect(JSON.parse(shown)).toEqual(spec.components.examples.BuyGeneralTicketsRequestExample!.value);
    await sendExpecting200(form);

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/tickets');
    expect(request!.contentType).toBe('application/json');
    expect(request!.body.toString('utf8')).toBe(shown);
  });
});
