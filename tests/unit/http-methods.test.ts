import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {HTTP_METHODS} from '@energy-xrm/specs/methods';
import {expect, test} from 'vitest';

// One list of the HTTP methods an OpenAPI path item holds (packages/specs/src/methods.ts): the
// copies drifted (one had no `trace`, another put `patch` elsewhere, which orders a page's
// operations). A literal run of six or more method names, as a quoted list or as the alternatives
// of a pattern, is such a copy. Shorter sets mean something of their own and stay: the idempotent
// methods a client retries, the five the platform's conventions use, a test's two cases.

const ROOT = path.resolve(__dirname, '..', '..');
const OWNER = 'packages/specs/src/methods.ts';
/** This test, whose examples are copies. */
const SELF = path.relative(ROOT, __filename);
const name = `(?:${HTTP_METHODS.join('|')})`;
const quoted = `['"\`]${name}['"\`]`;
const COPY = new RegExp(`${quoted}(?:\\s*,\\s*${quoted}){5,}|\\b${name}(?:\\|${name}){5,}\\b`, 'gi');

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.includes('/generated/'));

const copiesIn = (text: string): string[] => [...text.matchAll(COPY)].map((match) => match[0]);

test('the pattern finds the one list and the kinds of copy it replaced', () => {
  expect(copiesIn(readFileSync(path.join(ROOT, OWNER), 'utf8'))).toHaveLength(1);
  expect(
    copiesIn("const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);"),
  ).toHaveLength(1);
  expect(
    copiesIn('const METHODS = [\n  "GET",\n  "PUT",\n  "POST",\n  "DELETE",\n  "PATCH",\n  "HEAD",\n];'),
  ).toHaveLength(1);
  expect(copiesIn('/^(get|put|post|patch|delete|head|options|trace)$/.test(key)')).toHaveLength(1);
  expect(copiesIn("new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])")).toEqual([]);
});

test('no source file but @energy-xrm/specs/methods writes a list of the HTTP methods', () => {
  expect(sources.length).toBeGreaterThan(100);
  const copies = sources
    .filter((file) => file !== OWNER && file !== SELF)
    .flatMap((file) => copiesIn(readFileSync(path.join(ROOT, file), 'utf8')).map((copy) => `${file}: ${copy}`));
  expect(copies).toEqual([]);
});
