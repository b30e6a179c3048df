import {services} from '@energy-xrm/specs';
import {expect, test} from './fixtures';
import {results, search, settledResults} from './search';

/** The REST reference's search files: its part of the `default` index (plugins/search/README.md). */
const PART = /\/search-index-default\/(terms-\d+|documents-[\w-]+)\.json$/;

test('a first search loads only the REST parts its words need, and a result from them opens', async ({page}) => {
  const manifest = (await (await page.request.get('/search-index-default.json')).json()) as {
    index: {parts: {termFiles: string[]; documentFiles: [number, string][]}};
  };
  const {termFiles, documentFiles} = manifest.index.parts;
  const parts: string[] = [];
  page.on('request', (request) => {
    const match = PART.exec(new URL(request.url()).pathname);
    if (match?.[1]) parts.push(match[1]);
  });
  await page.goto('/docs/intro');
  await search(page, 'mark all notifications read');
  await settledResults(page);
  await expect(results(page).first()).toContainText('notifications');
  const terms = parts.filter((part) => part.startsWith('terms-'));
  const documents = parts.filter((part) => part.startsWith('documents-'));
  expect(terms.length).toBeGreaterThan(0);
  expect(terms.length).toBeLessThan(termFiles.length / 2);
  expect(documents).toContain('documents-api-notification');
  // Only services among the 8 results: far fewer than the services the site documents.
  expect(documents.length).toBeLessThanOrEqual(8);
  expect(documentFiles.length).toBe(services.length);
  await results(page).locator('a[href^="/api/notification#"]').first().click();
  await expect(page).toHaveURL(/\/api\/notification#\w+$/);
});
