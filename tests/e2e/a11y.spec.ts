import {axeViolations} from './axe';
import {expect, test} from './fixtures';

/**
 * One page of each type. Every canonical route is checked in light mode by axe-routes.spec.ts; these
 * pages are checked in dark mode, and the ones outside the canonical list in light mode too. (The
 * REST reference and the GraphQL index and input pages have theirs in api.spec.ts and graphql.spec.ts.)
 */
const pageTypes = [
  ['home', '/'],
  ['doc page', '/docs/intro'],
  ['doc page with diagrams and language tabs', '/docs/webhooks/payload-structure/intro'],
  ['library reference page', '/docs/deadlines/library/classes/DeadlineCalculator'],
  ['apps page', '/apps'],
  ['blog', '/blog'],
  ['blog archive', '/blog/archive'],
  ['blog tags', '/blog/tags'],
  ['changelog', '/api/entity/changelog'],
  ['changelog release', '/api/entity/changelog/2.0.0'],
  ['GraphQL mutation page', '/graphql/sharing/mutations/share-entity-with-partners'],
  ['GraphQL enum page', '/graphql/sharing/enums/offer-status-enum'],
  ['GraphQL directive page', '/graphql/sharing/directives/auth'],
] as const;

/** Pages that are not canonical routes, so axe-routes.spec.ts does not check them in light mode. */
const notCanonical = [
  ['blog post', '/blog/one-error-format'],
  ['blog tag page', '/blog/tags/api-design'],
  ['not-found page', '/this-page-does-not-exist'],
  ['not-found page inside the docs', '/docs/no-such-page'],
] as const;

// The browser reports the not-found page's own 404 status in the console.
test.use({allowConsoleErrors: [/status of 404/]});

const checks = [
  ...[...pageTypes, ...notCanonical].map(([name, path]) => [name, path, 'dark'] as const),
  ...notCanonical.map(([name, path]) => [name, path, 'light'] as const),
];

for (const [name, path, scheme] of checks) {
  test(`axe finds no violations on the ${name} in ${scheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(scheme);
    expect(await axeViolations(page)).toEqual([]);
  });
}
