import path from 'node:path';
import {markdownPath, normalizePath} from '../paths';

/** What a link inside a page needs to become an absolute URL. */
export interface LinkScope {
  /** The production origin, without a trailing slash. */
  readonly siteUrl: string;
  /** The site folder; `/`-rooted file links are resolved from it and from each content folder. */
  readonly siteDir: string;
  readonly contentDirs: readonly string[];
  /** Absolute source file of every page → its URL path. */
  readonly sourceToPath: ReadonlyMap<string, string>;
  /** URL paths that have a Markdown version. */
  readonly markdownPaths: ReadonlySet<string>;
}

/** The file and URL path a link is written in. */
export interface LinkOrigin {
  readonly file: string;
  readonly pagePath: string;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const SOURCE_FILE = /\.mdx?$/;

/**
 * Rewrites a link of a page to an absolute URL: to the Markdown version when the target page has
 * one, to the site's own URL otherwise (spec downloads, images), unchanged when it leaves the site.
 */
export function absoluteLink(url: string, scope: LinkScope, origin: LinkOrigin): string {
  const local = url.startsWith('pathname://') ? url.slice('pathname://'.length) : url;
  if (SCHEME.test(local) || local.startsWith('//')) return url;
  const hashAt = local.search(/[?#]/);
  const target = hashAt === -1 ? local : local.slice(0, hashAt);
  const suffix = hashAt === -1 ? '' : local.slice(hashAt);
  const pagePath = target === '' ? origin.pagePath : resolvePath(target, scope, origin);
  if (pagePath !== undefined && scope.markdownPaths.has(pagePath)) {
    return `${scope.siteUrl}${markdownPath(pagePath)}${suffix}`;
  }
  const resolved = new URL(local, `${scope.siteUrl}${origin.pagePath}`);
  return resolved.href;
}

function resolvePath(target: string, scope: LinkScope, origin: LinkOrigin): string | undefined {
  if (SOURCE_FILE.test(target)) {
    const decoded = decodeURI(target);
    const candidates = decoded.startsWith('/')
      ? [scope.siteDir, ...scope.contentDirs].map((dir) => path.join(dir, decoded))
      : [path.resolve(path.dirname(origin.file), decoded)];
    return candidates.map((file) => scope.sourceToPath.get(file)).find((found) => found !== undefined);
  }
  return normalizePath(new URL(target, `https://site.invalid${origin.pagePath}`).pathname);
}
