import {readdirSync} from 'node:fs';
import {serviceByRoute, serviceFiles} from '@energy-xrm/specs';
import {expect, test} from './fixtures';

// The browser reports a not-found page's own 404 status in the console; nothing else may.
test.use({allowConsoleErrors: [/status of 404/]});

test('the home page cards name their targets once', async ({page}) => {
  await page.goto('/');
  const cards = page.getByRole('region', {name: 'Where do you want to start?'});
  const links = cards.getByRole('listitem').getByRole('link');
  await expect(links).toHaveText([
    'Read the guides',
    'Open the REST reference',
    'Explore the GraphQL schema',
    'Install the SDK',
    'Build an app',
  ]);
  for (const name of await links.allInnerTexts()) expect(name).not.toContain('(');
});

for (const [from, to, heading] of [
  ['/docs', '/docs/intro', 'Welcome to the Dev Center'],
  ['/graphql', '/graphql/sharing', 'Partner sharing GraphQL API'],
] as const) {
  test(`${from} leads to ${to}`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
  });
}

test('the not-found page offers the search and the main sections', async ({page}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  await expect(page.getByText('Please contact the owner of the site')).toHaveCount(0);
  const main = page.locator('main');
  for (const [name, href] of [
    ['Guides', '/docs/intro'],
    ['REST API', '/api'],
    ['GraphQL', '/graphql/sharing'],
    ['SDK', '/docs/architecture/sdk'],
    ['Apps', '/apps'],
  ] as const) {
    await expect(main.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
  }
  await main.getByRole('button', {name: 'Search the documentation'}).click();
  const input = page.locator('input.aa-Input');
  await expect(input).toBeFocused();
  await input.fill('webhook');
  await expect(page.locator('.aa-Item').first()).toBeVisible();
});

for (const path of ['/docs/no-such-page', '/apps/no-such-page', '/graphql/sharing/no-such-page']) {
  test(`a not-found page under ${path.split('/')[1]} has a proper tab title`, async ({page}) => {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Dev Center');
  });
}

test('library pages are titled without Markdown escapes, and the introduction comes first', async ({page}) => {
  await page.goto('/docs/deadlines/library/variables/POWER_RULES');
  await expect(page).toHaveTitle('Variable: POWER_RULES | Dev Center');
  await page.goto('/docs/deadlines/intro');
  const section = page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .locator('.theme-doc-sidebar-item-category-level-1')
    .filter({hasText: 'Switching deadlines'});
  // The section's label opens the introduction; the library is the one page below it.
  await expect(section.locator(':scope > div > a').first()).toHaveAttribute('href', '/docs/deadlines/intro');
  await expect(section.locator(':scope > ul > li')).toHaveText(['@energy-xrm/deadlines']);
  await expect(page.locator('.pagination-nav')).not.toContainText('\\');
});

test("a library's kinds are named in its sidebar as on its index page, in sentence case and the same order", async ({
  page,
}) => {
  await page.goto('/docs/deadlines/library');
  const library = page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .locator('.theme-doc-sidebar-item-category-level-2')
    .filter({hasText: '@energy-xrm/deadlines'});
  await expect(library.locator(':scope > ul > li > div > a')).toHaveText([
    'Enumerations',
    'Classes',
    'Interfaces',
    'Type aliases',
    'Variables',
    'Functions',
  ]);
  await expect(page.locator('.markdown h2')).toContainText(['Enumerations', 'Classes', 'Type Aliases']);
});

test("a blog post's content has the id post-content, and the feeds carry it", async ({page, request}) => {
  await page.goto('/blog/one-error-format');
  await expect(page.locator('#post-content')).toContainText('Integrations rarely fail on the happy path.');
  await expect(page.locator('#__blog-post-container')).toHaveCount(0);
  const rss = await (await request.get('/blog/rss.xml')).text();
  expect(rss).toContain('<content:encoded><![CDATA[<p>Integrations rarely fail on the happy path.');
  // A changelog is a blog too: every release in its feed carries its content, sections included.
  const changelogFeed = await (await request.get('/api/entity/changelog/atom.xml')).text();
  const entries = changelogFeed.split('<entry>').slice(1);
  const releases = readdirSync(serviceFiles(serviceByRoute('entity')).changelogDir).filter((file) =>
    file.endsWith('.md'),
  );
  expect(entries).toHaveLength(releases.length);
  for (const entry of entries) expect(entry).toMatch(/<content type="html"><!\[CDATA\[<p>[^<]{20,}[\s\S]*<h2/);
});

test("the guides show the docs version label 'Next'", async ({page}) => {
  await page.goto('/docs/intro');
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: Next');
});

test.describe('where the browser lacks rel=prefetch', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      const supports = DOMTokenList.prototype.supports;
      DOMTokenList.prototype.supports = function (token: string) {
        return token === 'prefetch' ? false : supports.call(this, token);
      };
    });
  });

  test('the fallback fetches each chunk at most once', async ({page}) => {
    const requests = new Map<string, number>();
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.startsWith('/assets/js/')) requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
    });
    await page.goto('/docs/intro');
    // Prefetches run in idle time; scroll so every link of the page has been seen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => requests.size, {timeout: 15_000}).toBeGreaterThan(20);
    await page.waitForLoadState('networkidle');
    const repeated = [...requests].filter(([, count]) => count > 1);
    expect(repeated, 'chunks requested more than once').toEqual([]);
  });
});
