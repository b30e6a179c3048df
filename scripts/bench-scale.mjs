// `npm run bench:scale [-- --n 1,3,10] [--keep]`: how the build grows with the number of REST
// services. For each n, copies the site into a temporary folder with every service copied n times
// (scripts/bench-scale/copy-site.mjs), builds it with `docusaurus build`, and prints wall time, CPU
// time and peak memory of the build's process tree, the size of build/ and of its search indexes.
// It asserts nothing: the figures are read. Several minutes per n on 2 cores; n = 10 is the slowest.
// The machine's load average while each build ran is printed too: compare times at similar load.
import {closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {availableParallelism, tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {addCorpus, copySite, REGISTRY} from './bench-scale/copy-site.mjs';
import {folderBytes, measure} from './bench-scale/measure.mjs';

const siteDir = path.join(import.meta.dirname, '..');
const {values} = parseArgs({
  options: {
    n: {type: 'string', default: '1,3,10'},
    keep: {type: 'boolean', default: false},
    // The platform's services once, plus every spec of ../shared/corpus/openapi as an imported service.
    corpus: {type: 'boolean', default: false},
  },
});
const counts = values.n.split(',').map(Number);
if (counts.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(`--n takes whole numbers from 1, separated by commas (got "${values.n}")`);
  process.exit(2);
}
// With --corpus: the plain site once, then with the corpus added, so the two read side by side.
const runs = values.corpus
  ? [
      {n: 1, corpus: false},
      {n: 1, corpus: true},
    ]
  : counts.map((n) => ({n, corpus: false}));

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const gb = (bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** The search files: one per tag, and a tag's folder of parts (plugins/search/README.md) as one entry. */
function searchIndexes(buildDir) {
  return readdirSync(buildDir)
    .filter((name) => /^search-index-/.test(name) && !/\.(gz|br)$/.test(name))
    .map((name) => {
      const file = path.join(buildDir, name);
      if (!statSync(file).isDirectory()) return {name, bytes: statSync(file).size};
      const parts = readdirSync(file).filter((part) => part.endsWith('.json'));
      const bytes = parts.reduce((sum, part) => sum + statSync(path.join(file, part)).size, 0);
      return {name: `${name}/ (${parts.length} parts)`, bytes};
    });
}

/** The largest REST page's first load: its HTML, raw and gzipped (what a phone downloads first). */
function largestPage(buildDir) {
  const dir = path.join(buildDir, 'api');
  const pages = readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({name: `/api/${name.replace(/\.html$/, '')}`, bytes: statSync(path.join(dir, name)).size}));
  const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return {...largest, gzip: gzipSync(readFileSync(path.join(dir, `${largest.name.slice(5)}.html`))).length};
}

const rows = [];
for (const {n, corpus} of runs) {
  const target = mkdtempSync(path.join(tmpdir(), `bench-scale-${n}x-`));
  console.log(`\n× ${n}: copying the site to ${target} (registry: ${REGISTRY}) …`);
  let services = copySite(siteDir, target, n);
  if (corpus) services += await addCorpus(target);
  const logPath = path.join(target, 'build.log');
  const log = openSync(logPath, 'w');
  console.log(`× ${n}: building ${services} REST services (log: ${logPath}) …`);
  const docusaurus = path.join(target, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const run = await measure(process.execPath, [docusaurus, 'build'], {cwd: target, logFile: log});
  closeSync(log);
  if (run.code !== 0) {
    console.error(`× ${n}: the build failed (exit ${run.code}); see ${logPath}`);
    process.exitCode = 1;
    break;
  }
  const buildDir = path.join(target, 'build');
  const indexes = searchIndexes(buildDir);
  rows.push({
    n: corpus ? `${n}× + corpus` : `${n}×`,
    services,
    ...run,
    buildBytes: folderBytes(buildDir),
    indexes,
    largest: largestPage(buildDir),
  });
  console.log(`× ${n}: ${clock(run.seconds)}, peak ${gb(run.peakBytes)}`);
  if (!values.keep) rmSync(target, {recursive: true, force: true});
}

const table = [
  [
    'n',
    'REST services',
    'wall time',
    'CPU time',
    'peak memory (tree)',
    'build/',
    'search indexes',
    'largest REST page (HTML, gzip)',
    'load average',
  ],
  ...rows.map((row) => [
    row.n,
    String(row.services),
    clock(row.seconds),
    row.cpuSeconds === null ? 'n/a' : clock(row.cpuSeconds),
    gb(row.peakBytes),
    mb(row.buildBytes),
    `${mb(row.indexes.reduce((sum, index) => sum + index.bytes, 0))} in ${row.indexes.length} files`,
    `${row.largest.name}: ${mb(row.largest.bytes)}, ${(row.largest.gzip / 1024).toFixed(0)} KB`,
    `${row.load.toFixed(1)} on ${availableParallelism()} cores`,
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
console.log('');
for (const [i, line] of table.entries()) {
  console.log(`| ${line.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`);
  if (i === 0) console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
}
for (const row of rows) {
  console.log(
    `\nsearch indexes at ${row.n}: ${row.indexes.map((index) => `${index.name} ${mb(index.bytes)}`).join(', ')}`,
  );
}
