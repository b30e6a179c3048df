#!/usr/bin/env node
// The last step of `npm run build`, after Docusaurus: makes the build ready to host.
//   1. moves every inline script into a file (inlineScripts.mjs), so the CSP needs no 'unsafe-inline';
//   2. writes _headers and _redirects for static hosts (staticHost.mjs);
//   3. writes .gz and .br copies of every text file (precompress.mjs).
// Usage: node deploy/finish-build.mjs [build directory]
import {readdir, readFile, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {hasInlineCode, INLINE_SCRIPT_DIR, moveInlineScripts} from './inlineScripts.mjs';
import {COMPRESSIBLE, precompress} from './precompress.mjs';
import {headersFile, redirectOf, redirectsFile} from './staticHost.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const started = Date.now();

async function filesUnder(dir) {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Runs `work` over `items` with a few at a time, enough to keep both zlib threads busy. */
async function eachLimited(items, work, limit = availableParallelism() * 2) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({length: limit}, worker));
}

const files = await filesUnder(buildDir);
const pages = files.filter((file) => file.endsWith('.html'));

const scripts = new Map();
const redirects = [];
let rewritten = 0;
for (const page of pages) {
  const html = await readFile(page, 'utf8');
  const redirect = redirectOf(path.relative(buildDir, page), html);
  if (redirect) redirects.push(redirect);
  const moved = moveInlineScripts(html);
  if (moved.scripts.size === 0) continue;
  if (hasInlineCode(moved.html)) throw new Error(`${page}: an inline script could not be moved into a file`);
  for (const [name, body] of moved.scripts) scripts.set(name, body);
  await writeFile(page, moved.html);
  rewritten += 1;
}
const scriptFiles = [...scripts].map(([name]) => path.join(buildDir, INLINE_SCRIPT_DIR, name));
await Promise.all([...scripts].map(([name, body]) => writeFile(path.join(buildDir, INLINE_SCRIPT_DIR, name), body)));

await writeFile(path.join(buildDir, '_headers'), headersFile());
redirects.sort((a, b) => a.from.localeCompare(b.from));
await writeFile(path.join(buildDir, '_redirects'), redirectsFile(redirects));

const compressible = [...files, ...scriptFiles].filter((file) => COMPRESSIBLE.test(file));
const totals = {original: 0, gzip: 0, brotli: 0};
await eachLimited(compressible, async (file) => {
  const sizes = await precompress(file);
  for (const key of Object.keys(totals)) totals[key] += sizes[key];
});

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
console.log(
  `[finish-build] ${scripts.size} inline script(s) moved into ${INLINE_SCRIPT_DIR}/ from ${rewritten} page(s); ` +
    `${redirects.length} redirect(s) in _redirects; _headers written; ` +
    `${compressible.length} text files precompressed: ${mb(totals.original)} -> gzip ${mb(totals.gzip)}, brotli ${mb(totals.brotli)} ` +
    `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
