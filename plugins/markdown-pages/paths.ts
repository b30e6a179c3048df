/** Served as static files (one of the site's `staticDirectories`): `/docs/webhooks.md`, `/llms.txt`. */
export const MARKDOWN_DIR = '.generated/markdown';

/**
 * Where a page's Markdown lives: the page's path plus `.md`, and `/index.md` for the home page.
 * The browser's Copy page menu and the build share this one rule.
 */
export function markdownPath(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}

/** A page path without its trailing slash (`/` stays `/`), as the site's routes are written. */
export function normalizePath(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
