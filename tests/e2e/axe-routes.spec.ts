import type {APIRequestContext} from '@playwright/test';
import {axeViolations} from './axe';
import {readCanonicalRoutes, segmentMatches} from './routes';
import {expect, test} from './fixtures';

/**
 * axe on every canonical route in light mode (a11y.spec.ts checks dark mode once per page type).
 * One test per route, so the workers share them and a failure names its page.
 */
const routes = readCanonicalRoutes().filter((line) => !line.includes(' -> '));

let builtPaths: Promise<string[]> | undefined;

/** A route line as a path of the build: `PREFIX/*NAME` patterns are looked up in the sitemap. */
async function resolve(line: string, request: APIRequestContext): Promise<string> {
  const pattern = /^(\S+)\/\*(\S+)$/.exec(line);
  if (!pattern) return line;
  builtPaths ??= request
    .get('/sitemap.xml')
    .then((response) => response.text())
    .then((xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
  const [, prefix, name] = pattern;
  const path = (await builtPaths).find(
    (built) => built.startsWith(`${prefix}/`) && segmentMatches(built.split('/').pop() ?? '', name!),
  );
  if (!path) throw new Error(`no built page matches ${line}`);
  return path;
}

for (const line of routes) {
  test(`axe finds no violations on ${line} in light mode`, async ({page, request}) => {
    // The largest REST references hold thousands of elements for axe to check.
    if (line.startsWith('/api/')) test.setTimeout(120_000);
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(await resolve(line, request));
    expect(await axeViolations(page)).toEqual([]);
  });
}
