import type {APIRequestContext, Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {DASHBOARD_TOKEN} from './docsServer';
import {results, search, settledResults} from './search';

// The build runs with DOCS_SERVER=on and nginx sends /_/ to the docs server (playwright.config.ts).
const QUERY = 'verify webhook signature';
const feedbackForm = (page: Page) => page.getByRole('form', {name: 'Was this page helpful?'});

/** The page rendered is `path`'s: Docusaurus writes its canonical link once that page has rendered. */
const expectShown = (page: Page, path: string) =>
  expect
    .poll(
      async () =>
        new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '/', page.url()).pathname,
    )
    .toBe(path);

/**
 * A search result opens its section: the page lands there once it has rendered. The reader scrolls
 * to the end after that; a scroll made before the landing would be undone by it, and the feedback
 * slot (which loads its form on approach) would stay far away.
 */
async function openResult(page: Page): Promise<string> {
  const first = results(page).first().locator('a');
  const target = (await first.getAttribute('href')) ?? '';
  await first.click();
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname + url.hash) === target);
  // The address changes at once, but Docusaurus keeps showing the previous page (and its feedback
  // form) until the opened page's code has loaded: wait for the opened page itself.
  const [pagePath, section] = target.split('#');
  await expectShown(page, pagePath!);
  if (section) await expect(page.locator(`[id="${section}"]`)).toBeInViewport();
  return pagePath!;
}

/** The docs server's answers to the page, as `METHOD /path status`: named when the form does not come. */
function watchDocsServer(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', (response) => {
    const {pathname} = new URL(response.url());
    if (pathname.startsWith('/_/')) answers.push(`${response.request().method()} ${pathname} ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/_/'))
      answers.push(`${request.method()} ${pathname} failed: ${request.failure()?.errorText}`);
  });
  return answers;
}

/**
 * The reader scrolls to the end of the page, where the form's code loads as the slot comes near.
 * If it does not come, the failure says what the docs server answered and where the page stands.
 */
async function reachFeedbackForm(page: Page, answers: readonly string[]) {
  const form = feedbackForm(page);
  try {
    // As a reader would, once more if the page moved under the first scroll (a late landing).
    await expect(async () => {
      await page.locator('footer').scrollIntoViewIfNeeded();
      await form.waitFor({state: 'visible', timeout: 5_000});
    }).toPass({timeout: 25_000});
  } catch {
    const where = await page.evaluate(() => `${location.pathname}${location.hash} at scrollY ${Math.round(scrollY)}`);
    throw new Error(`No feedback form on ${where}; the docs server answered: ${answers.join(', ') || 'nothing'}`);
  }
  await form.scrollIntoViewIfNeeded();
  return form;
}

type FeedbackStat = {url: string; helpful: number; notHelpful: number; comments: {comment: string}[]};
const auth = {authorization: `Bearer ${DASHBOARD_TOKEN}`};

test('a search, an opened result and a "No" with a comment reach the dashboard', async ({page, browser}) => {
  test.setTimeout(90_000);
  const comment = `The <b>retry</b> schedule is missing (${Date.now()})`;
  const answers = watchDocsServer(page);
  await page.goto('/docs/intro');
  await search(page, QUERY);
  await settledResults(page);
  const pagePath = await openResult(page);

  // The form at the end of the guide, with the keyboard only.
  const form = await reachFeedbackForm(page, answers);
  await form.getByRole('button', {name: 'No'}).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', {name: 'No'})).toHaveAttribute('aria-pressed', 'true');
  const box = form.getByLabel('What was missing or wrong? (optional)');
  await expect(box).toBeFocused();
  await page.keyboard.insertText(comment);
  await expect(form.getByText(`${comment.length} / 1000 characters`)).toBeVisible();
  await form.getByRole('button', {name: 'Send'}).click();
  const thanks = page.getByRole('status').filter({hasText: 'Thank you for your feedback.'});
  await expect(thanks).toBeFocused();
  // Remembered for the visit: the page asks no more.
  await page.reload();
  await page.getByText('Thank you for your feedback.').scrollIntoViewIfNeeded();
  await expect(feedbackForm(page)).toHaveCount(0);

  const maintainer = await browser.newContext({extraHTTPHeaders: auth});
  const dashboard = await maintainer.newPage();
  await expect
    .poll(
      async () => {
        await dashboard.goto('/_/dashboard?days=1');
        return dashboard.locator('section[aria-labelledby="feedback"]').innerText();
      },
      {timeout: 20_000},
    )
    .toContain(comment);
  const section = (id: string) => dashboard.locator(`section[aria-labelledby="${id}"]`);
  await expect(section('top-queries').getByRole('row').filter({hasText: QUERY})).toHaveCount(1);
  // The result opened was the first: position 1 has its click.
  const firstPosition = section('positions').locator('tbody tr').first().locator('td');
  await expect(firstPosition.first()).toHaveText('1');
  expect(Number(await firstPosition.nth(2).innerText())).toBeGreaterThanOrEqual(1);
  // The page's own row: other rows may hold pages below it (/docs/webhooks/…).
  const feedbackRow = section('feedback')
    .getByRole('row')
    .filter({has: dashboard.getByRole('cell', {name: pagePath, exact: true})});
  await expect(feedbackRow).toContainText(comment);
  // The comment is text: its markup shows as written, no element was made from it.
  await expect(section('feedback').locator('b')).toHaveCount(0);
  await expect(dashboard.locator('canvas[data-chart="top-queries"]')).toBeVisible();
  await maintainer.close();
});

/** Guides that no other test answers, two per repetition (--repeat-each), so each test's counts are its own. */
const QUIET_GUIDES = [
  '/docs/auth/permissions',
  '/docs/auth/public-api-keys',
  '/docs/auth/authorization',
  '/docs/auth/access-token-claims',
  '/docs/entities/attributes',
  '/docs/entities/capabilities',
];

/** A page's line of `/_/stats/feedback` today, as a maintainer's script reads it. */
async function feedbackOf(request: APIRequestContext, url: string) {
  const response = await request.get('/_/stats/feedback?days=1', {headers: auth});
  expect(response.status()).toBe(200);
  const row = ((await response.json()) as FeedbackStat[]).find((stat) => stat.url === url);
  return {
    helpful: row?.helpful ?? 0,
    notHelpful: row?.notHelpful ?? 0,
    comments: row?.comments.map((entry) => entry.comment) ?? [],
  };
}

test('a Yes clicked by a reader who leaves at once is one vote; a comment sent after a No joins its vote', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const pair = (testInfo.repeatEachIndex * 2) % QUIET_GUIDES.length;
  const [left, commented] = [QUIET_GUIDES[pair]!, QUIET_GUIDES[pair + 1]!];
  const before = {left: await feedbackOf(request, left), commented: await feedbackOf(request, commented)};

  await page.goto(left);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await feedbackForm(page).getByRole('button', {name: 'Yes'}).click();
  // Gone before writing anything, without waiting for an answer.
  await page.goto('/docs/intro');
  await expect
    .poll(() => feedbackOf(request, left), {timeout: 20_000})
    .toEqual({...before.left, helpful: before.left.helpful + 1});
  // Remembered for the visit: back on the page, it asks no more.
  await page.goto(left);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  await expect(feedbackForm(page)).toHaveCount(0);

  const comment = `No example of the claims (${Date.now()})`;
  await page.goto(commented);
  await page.locator('footer').scrollIntoViewIfNeeded();
  const form = feedbackForm(page);
  await form.getByRole('button', {name: 'No'}).click();
  await expect
    .poll(() => feedbackOf(request, commented), {timeout: 20_000})
    .toEqual({...before.commented, notHelpful: before.commented.notHelpful + 1});
  await form.getByLabel('What was missing or wrong? (optional)').fill(comment);
  await form.getByRole('button', {name: 'Send'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Thank you for your feedback.'})).toBeVisible();
  // The same vote, now with its comment: still one more "No" than before.
  expect(await feedbackOf(request, commented)).toEqual({
    helpful: before.commented.helpful,
    notHelpful: before.commented.notHelpful + 1,
    comments: [comment, ...before.commented.comments],
  });
});

test('without the token the dashboard and the statistics answer 401 and nothing else', async ({request}) => {
  for (const path of ['/_/dashboard', '/_/stats/top-queries?days=7', '/_/stats/feedback.csv']) {
    const response = await request.get(path, {headers: {authorization: 'Bearer wrong'}});
    expect(response.status()).toBe(401);
    expect(await response.text()).toBe('{"error":"Unauthorized","message":"A valid dashboard token is required."}');
  }
});

test('while the service is down the page sends nothing, shows no form and logs no error', async ({page}) => {
  const sent: string[] = [];
  page.on(
    'request',
    (request) => new URL(request.url()).pathname.startsWith('/_/') && sent.push(new URL(request.url()).pathname),
  );
  // What nginx answers for /_/health while the service is down (deploy/nginx/site.conf).
  await page.route('**/_/health', (route) =>
    route.fulfill({status: 200, contentType: 'application/json', body: '{"ok":false}'}),
  );
  await page.goto('/docs/webhooks/payload-structure/intro');
  await search(page, QUERY);
  await settledResults(page);
  await page.keyboard.press('Escape');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  await expect(feedbackForm(page)).toHaveCount(0);
  expect(sent).toEqual(['/_/health']);
});

test('with Global Privacy Control no event is sent; the feedback form still works', async ({page}) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', {value: true}));
  const events: string[] = [];
  page.on('request', (request) => request.url().endsWith('/_/events') && events.push(request.url()));
  const answers = watchDocsServer(page);
  await page.goto('/docs/intro');
  await search(page, QUERY);
  await settledResults(page);
  await openResult(page);
  await expect(await reachFeedbackForm(page, answers)).toBeVisible();
  await page.waitForTimeout(1500);
  expect(events).toEqual([]);
});
