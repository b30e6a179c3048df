import {expect, test} from './fixtures';

test('a changelog reads as release notes: versions, dates and sections, no blog furniture', async ({page}) => {
  await page.goto('/api/entity/changelog');
  await expect(page.getByRole('heading', {level: 1, name: 'Entity API changelog'})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toContainText('REST APIEntity APIChangelog');
  const main = page.locator('main');
  await expect(main.getByRole('heading', {level: 2})).toHaveText(['2.0.0', '1.3.0', '1.1.0', '1.0.0']);
  const latest = main.getByRole('article', {name: '2.0.0'});
  await expect(latest.getByText('Released April 14, 2025')).toBeVisible();
  await expect(latest.getByRole('heading', {level: 3})).toHaveText(['Added', 'Changed', 'Removed']);
  // Neither the post title of a blog nor its tags, "Older post" or reading time.
  await expect(main.getByText('Entity API 2.0.0')).toHaveCount(0);
  await expect(main.locator('a[href*="/tags/"]')).toHaveCount(0);
  await expect(page.getByText(/Older post|Newer post|min read/)).toHaveCount(0);
  await main.getByRole('link', {name: 'Open the Entity API reference'}).click();
  await expect(page).toHaveURL(/\/api\/entity$/);
});

test('a release page has breadcrumbs, version, date and links to the versions around it', async ({page}) => {
  await page.goto('/api/entity/changelog/1.3.0');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(crumbs.getByRole('link', {name: 'REST API'})).toHaveAttribute('href', '/api');
  await expect(crumbs.getByRole('link', {name: 'Entity API'})).toHaveAttribute('href', '/api/entity');
  await expect(crumbs.getByRole('link', {name: 'Changelog'})).toHaveAttribute('href', '/api/entity/changelog');
  await expect(page.getByRole('heading', {level: 1, name: 'Entity API 1.3.0'})).toBeVisible();
  await expect(page.getByText('Released October 8, 2024')).toBeVisible();
  await expect(page.locator('#post-content').getByRole('heading', {level: 2})).toHaveText(['Added', 'Deprecated']);
  const versions = page.getByRole('navigation', {name: 'Other versions'});
  await expect(versions.getByRole('link')).toHaveText(['Previous version1.1.0', 'Next version2.0.0']);
  await expect(page.getByText(/Older post|Newer post/)).toHaveCount(0);
  await expect(page.locator('main a[href*="/tags/"]')).toHaveCount(0);
});
