import type {APIRequestContext} from '@playwright/test';
import {readCanonicalRoutes, segmentMatches} from './routes';

/** The production origin the Markdown files and llms.txt link to (`url` in docusaurus.config.ts). */
export const SITE_URL = 'https://devcenter.energy-xrm.example';

/** Where a page's Markdown lives: its path plus `.md`; the home page's is `/index.md`. */
export const markdownPathOf = (pagePath: string): string =>
  pagePath === '/' ? '/index.md' : `${pagePath.replace(/\/$/, '')}.md`;

/** A URL of the production site, as the same path on the server under test. */
export const localPath = (url: string): string => (url.startsWith(SITE_URL) ? url.slice(SITE_URL.length) || '/' : url);

/** Paths of every page in the build, from its sitemap. */
export async function builtPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

export interface CanonicalPage {
  /** The line of routes/canonical.txt. */
  readonly line: string;
  /** The page the line names (a redirect's source, a generated page's real path). */
  readonly path: string;
  /** For a redirect, the page whose Markdown the old path serves. */
  readonly target?: string;
}

/** Each canonical route line as the page path it names in this build (undefined when none matches). */
export function canonicalPages(built: readonly string[]): (CanonicalPage | {line: string; path: undefined})[] {
  return readCanonicalRoutes().map((line) => {
    const redirect = line.match(/^(\S+)\s+->\s+(\S+)$/);
    if (redirect) return {line, path: redirect[1]!, target: redirect[2]!};
    const pattern = line.match(/^(\S+)\/\*(\S+)$/);
    if (!pattern) return {line, path: line};
    const [, prefix, name] = pattern;
    const found = built.find((p) => p.startsWith(`${prefix}/`) && segmentMatches(p.split('/').pop() ?? '', name!));
    return {line, path: found};
  });
}

/** Guides, Apps pages, blog posts and changelog entries: the pages written in MDX by hand. */
export const WRITTEN_PAGE = /^\/(docs|apps|blog|api\/[^/]+\/changelog)(\/|$)/;
/** Pages made from data rather than written: library references, and the lists of a blog or changelog. */
export const GENERATED_PAGE =
  /^\/docs\/(deadlines\/library|pricing\/pricing-library)(\/|$)|^\/(blog|api\/[^/]+\/changelog)(\/(tags|archive|page|authors)(\/|$)|$)/;

/** The words of a text: what whitespace separates and has at least one letter (numbers and `|` do not count). */
export const countWords = (text: string): number =>
  text.split(/\s+/).filter((word) => /[A-Za-zÄÖÜäöüß]/.test(word)).length;

/** Words a reader reads in a Markdown file: code blocks, the canonical URL and link targets left out. */
export const markdownWords = (markdown: string): number =>
  countWords(
    markdown
      .replace(/^```[\s\S]*?^```/gm, ' ')
      .replace(/^Canonical URL: .*$/m, ' ')
      .replace(/\]\([^)]*\)/g, ']'),
  );
