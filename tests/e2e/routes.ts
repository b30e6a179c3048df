import {readFileSync} from 'node:fs';
import path from 'node:path';

const ROUTES_DIR = path.join(__dirname, '..', '..', 'routes');

const lines = (file: string): string[] =>
  readFileSync(path.join(ROUTES_DIR, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

/** The canonical route lines (routes/canonical.txt), as written there. */
export const readCanonicalRoutes = (): string[] => lines('canonical.txt');

/** Canonical route lines that are not built yet (routes/pending.txt). */
export const readPendingRoutes = (): ReadonlySet<string> => new Set(lines('pending.txt'));

/** Kind suffixes a generated page name may carry after the name itself. */
const KINDS = new Set([
  'input',
  'directive',
  'enum',
  'object',
  'query',
  'mutation',
  'scalar',
  'type',
  'class',
  'interface',
  'function',
  'variable',
  'enumeration',
  'typealias',
]);

/** Compares a generated page's last segment with a pattern name, as routes/canonical.txt defines. */
export function segmentMatches(segment: string, name: string): boolean {
  const fold = (text: string) => text.toLowerCase().replace(/[-_]/g, '');
  const folded = fold(decodeURIComponent(segment));
  const wanted = fold(name);
  return folded === wanted || (folded.startsWith(wanted) && KINDS.has(folded.slice(wanted.length)));
}
