import {readFileSync} from 'node:fs';
import path from 'node:path';

/** Canonical routes not built yet (see routes/README.md). */
export const pendingRoutes: ReadonlySet<string> = new Set(
  readFileSync(path.join(__dirname, '..', 'routes', 'pending.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/**
 * Link props for a site path: a checked `to` link once the route exists, a plain `pathname://`
 * link while it is still pending, so the broken-link check only skips what is known to be missing.
 */
export function sitePath(route: string): {to: string} | {href: string; target: string} {
  return pendingRoutes.has(route) ? {href: `pathname://${route}`, target: '_self'} : {to: route};
}
