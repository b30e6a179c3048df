import type {APIRequestContext} from '@playwright/test';
import {axeViolations} from './axe';
import {readCanonicalRoutes, segmentMatches} from './routes';
import {expect, test} from './fixtures';

/**
 * axe on every canonical route in light mode (a11y.spec.ts checks dark mode once per page type).
 *
 * The routes are checked in batches, each batch in one browser page, and every route's violations
 * are a soft expectation of their own, so a failure still names its page and the others still run.
 * Measured on the two-core machine: a fresh browser context per route spends most of its time
 * fetching and compiling the site's scripts and axe again (10 routes: 64 s); one page for all of
 * them keeps both in its caches (33 s), which is how a reader moving through the site meets them too.
 */
const routes = readCanonicalRoutes().filter((line) => !line.includes(' -> '));

/** Batches per worker pair: small enough that the two workers finish together, large enough to pay. */
const BATCHES = 16;
/** Time per route of a batch: the largest REST references hold thousands of elements for axe. */
const SECONDS_PER_ROUTE = 40;

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

// Dealt out in turn, so the large REST pages (listed together) spread over all batches.
const batches = Array.from({length: BATCHES}, (_, index) => routes.filter((_, at) => at % BATCHES === index));

for (const [index, batch] of batches.entries()) {
  test(`axe finds no violations in light mode on ${batch.length} routes (batch ${index + 1}: ${batch[0]} …)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(batch.length * SECONDS_PER_ROUTE * 1000);
    await page.emulateMedia({colorScheme: 'light'});
    for (const line of batch) {
      await page.goto(await resolve(line, request));
      expect.soft(await axeViolations(page), `axe violations on ${line}`).toEqual([]);
    }
  });
}
