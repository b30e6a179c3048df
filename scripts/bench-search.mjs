// Search benchmark: drives the real search box in Chromium against the build, served by the shipped
// nginx configuration as production serves it (scripts/serve-build.mjs), and prints relevance,
// download and latency figures. Asserts nothing.
//   npm run build && npm run bench:search
//   BENCH_SEARCH_BUILD=<dir>  test another build     BENCH_SEARCH_RUNS=<n>  first-search runs (default 5)
//   BENCH_SEARCH_FIRST_ONLY=1  the first-search figures only (to compare builds side by side)
// Relevance: every question set in tests/search (relevance.json, relevance-readers.json,
// relevance-heldout.json, kept from all tuning until session 7, and relevance-unseen.json, written
// in session 9 and not read by anyone tuning; BENCH_SEARCH_SETS=<file,file> picks), asked of the site's box and of the MCP server's
// `search_docs` (packages/docs-mcp over its build data; BENCH_MCP_DIR=<a copy of docs-mcp> measures
// another version of it). A result is a hit when its URL equals an expected target; a target
// without '#' accepts any section of its page. Top-1, top-3 and MRR (over the 8 results) per category.
/* global window, setTimeout, performance, document, MutationObserver, HTMLInputElement, InputEvent */
import {existsSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './chromium.mjs';
import {installProbe, runQuery} from './search-probe.mjs';
import {serveBuild} from './serve-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.BENCH_SEARCH_BUILD ?? 'build');
const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 4301);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 5);
/** The guide page every first search starts from. */
const GUIDE_PAGE = '/docs/webhooks/monitoring';
/** Queries that once blocked the tab, plus long and many-term input: the longest main-thread task is printed. */
const HOSTILE = [
  '*e*e*e*',
  '*e*e*e*e*',
  'a*b*c*d*e*f*g*',
  `${'abc '.repeat(128)}`,
  'x'.repeat(512),
  'e* '.repeat(60),
  // Twelve two-letter prefixes of common words: each expands to many terms and spans REST term files.
  'co de re pa st in ma se pr ac tr ch',
];
const HOSTILE_TIMEOUT_MS = 20_000;

const SETS = (
  process.env.BENCH_SEARCH_SETS ?? 'relevance.json,relevance-readers.json,relevance-heldout.json,relevance-unseen.json'
)
  .split(',')
  .map((file) => path.join(root, 'tests/search', file))
  .filter((file) => existsSync(file));
const sets = SETS.map((file) => ({
  name: path.basename(file),
  questions: JSON.parse(readFileSync(file, 'utf8')).questions,
}));
for (const {questions} of sets) checkTargets(questions);

const {origin, server, close} = await serveBuild(buildDir, PORT);
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});

const timed = (values) => values.filter((value) => Number.isFinite(value));
const median = (values) => [...timed(values)].sort((a, b) => a - b)[Math.floor(timed(values).length / 2)];
const percentile = (values, p) =>
  [...timed(values)].sort((a, b) => a - b)[Math.min(timed(values).length - 1, Math.floor(timed(values).length * p))];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(0)} ms`;

try {
  // Timings on a shared machine mean little without its load.
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `Search benchmark on ${path.relative(root, buildDir) || '.'}, served by ${server}; load average ${load}\n`,
  );
  if (!process.env.BENCH_SKIP_FIRST) await firstSearch();
  if (!process.env.BENCH_SEARCH_FIRST_ONLY) {
    const mcp = await mcpSearch();
    for (const set of sets) await relevance(set, mcp);
    await hostile();
  }
} finally {
  await browser.close();
  await close();
}

/** Every expected page and anchor must exist in the build, or the figures would be meaningless. */
function checkTargets(list) {
  const missing = [];
  for (const {expected} of list) {
    for (const target of expected) {
      const [page, hash] = target.split('#');
      const file = path.join(buildDir, page === '/' ? 'index.html' : `${page}.html`);
      if (!existsSync(file)) {
        missing.push(target);
        continue;
      }
      const escaped = hash?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const html = hash ? readFileSync(file, 'utf8') : '';
      // An anchor is an id in the page, or one its parts bring (a data model: data-part-anchors).
      const inPage = new RegExp(`id=["']?${escaped}["'\\s>]`);
      const inPart = new RegExp(`data-part-anchors=["']?(?:[^"'>]*\\s)?${escaped}(?=["'\\s>])`);
      if (hash && !inPage.test(html) && !inPart.test(html)) missing.push(target);
    }
  }
  if (missing.length > 0) {
    console.error(`Targets missing from ${buildDir}:\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }
}

/** Opens a page in a fresh context (empty cache) and records what the search downloads. */
async function openPage(route) {
  const context = await browser.newContext({viewport: {width: 1440, height: 900}});
  const page = await context.newPage();
  const transfers = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  cdp.on('Network.responseReceived', ({requestId, response}) => urls.set(requestId, response.url));
  cdp.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
    const url = urls.get(requestId);
    if (url) transfers.push({url, bytes: encodedDataLength, at: Date.now()});
  });
  await page.goto(`${origin}${route}`, {waitUntil: 'load'});
  // The router prefetches the chunks of the links in view once the page is idle: wait until the
  // network has been quiet for a second (at most 15 s), so those chunks are not counted as the
  // search's code when the dialog opens.
  for (let seen = -1, waited = 0; seen !== transfers.length && waited < 15_000; waited += 1000) {
    seen = transfers.length;
    await page.waitForTimeout(1000);
  }
  await installProbe(page);
  return {context, page, transfers};
}

async function firstSearch() {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const {context, page, transfers} = await openPage(GUIDE_PAGE);
    const before = transfers.length;
    await page.locator('.navbar').getByRole('button', {name: 'Search'}).first().click();
    await page.locator('.aa-DetachedContainer input.aa-Input').waitFor();
    const afterOpen = transfers.length;
    const first = await runQuery(page, 'webhook signature');
    await page.waitForTimeout(200);
    const indexes = transfers.filter((t) => /\/search-(index-|synonyms)/.test(t.url));
    const code = transfers.slice(before, afterOpen).filter((t) => /\.js(\?|$)/.test(t.url));
    const later = [];
    for (const query of ['design tokens', 'add a line item to an order', 'partner status enum']) {
      later.push((await runQuery(page, query)).latency);
    }
    runs.push({
      latency: first.latency,
      indexBytes: indexes.reduce((sum, t) => sum + t.bytes, 0),
      indexFiles: indexes.map((t) => `${new URL(t.url).pathname.slice(1)} ${kb(t.bytes)}`),
      fromShortcut: await shortcutThenType(),
      codeBytes: code.reduce((sum, t) => sum + t.bytes, 0),
      later: median(later),
    });
    await context.close();
  }
  const m = (key) => median(runs.map((run) => run[key]));
  console.log(`First search on a guide page (${GUIDE_PAGE}), median of ${RUNS} fresh visits`);
  console.log(`  indexes downloaded:   ${kb(m('indexBytes'))} compressed (${runs[0].indexFiles.join(', ')})`);
  console.log(`  search code on open:  ${kb(m('codeBytes'))} compressed JavaScript`);
  console.log(`  keystroke to results: ${ms(m('latency'))} (first query, typed after the dialog opened)`);
  console.log(
    `  shortcut to results:  ${ms(m('fromShortcut'))} (Ctrl+K on a fresh page, the query typed as soon as the box shows: code, index download and search)`,
  );
  console.log(`  later queries:        ${ms(m('later'))} (median)\n`);
}

/** A fresh visit: Ctrl+K, the query typed the moment the box appears; from the shortcut to the results. */
async function shortcutThenType() {
  const {context, page} = await openPage(GUIDE_PAGE);
  // The query is typed in the page the moment the box shows (a round trip from here to see the box
  // and type took the benchmark 50-100 ms that no reader waits), and the time runs from the key press
  // as the page saw it to the results.
  await page.evaluate(
    ([input, query]) => {
      window.__shortcut = new Promise((resolve) => {
        let pressedAt = Number.NaN;
        document.addEventListener(
          'keydown',
          (event) => {
            if (event.key === 'k' && Number.isNaN(pressedAt)) pressedAt = performance.now();
          },
          true,
        );
        const observer = new MutationObserver(() => {
          const box = document.querySelector(input);
          if (!box) return;
          observer.disconnect();
          window.__searchProbe.arm();
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(box, query);
          box.dispatchEvent(new InputEvent('input', {bubbles: true, inputType: 'insertText', data: query}));
          window.__searchAnswer.then(({answeredAt}) => resolve(answeredAt - pressedAt));
        });
        observer.observe(document.body, {childList: true, subtree: true});
      });
    },
    ['.aa-DetachedContainer input.aa-Input', 'webhook signature'],
  );
  await page.keyboard.press('Control+k');
  const elapsed = await page.evaluate(() => window.__shortcut);
  await context.close();
  return elapsed;
}

function isHit(href, expected) {
  const url = new URL(href, origin);
  const got = decodeURIComponent(url.pathname + url.hash);
  return expected.some((target) => (target.includes('#') ? got === target : url.pathname === target));
}

/** The MCP server's search_docs over the data the build wrote, as its tool calls it (8 results). */
async function mcpSearch() {
  const dir = path.resolve(root, process.env.BENCH_MCP_DIR ?? 'packages/docs-mcp');
  const {loadData} = await import(path.join(dir, 'dist/data.js'));
  const {DocsSearch} = await import(path.join(dir, 'dist/search.js'));
  const search = new DocsSearch(loadData(path.join(dir, 'data')));
  // Today's server answers {hits, suggestion}; the version before the shared engine, a list.
  return async (query) => {
    const answer = await search.search(query, 8);
    return (Array.isArray(answer) ? answer : answer.hits).map((hit) => hit.url);
  };
}

/** Per category: questions, top-1 and top-3 hits, and the sum of reciprocal ranks. */
function tally(results) {
  const byCategory = new Map();
  for (const {category, rank} of results) {
    for (const key of [category, 'all']) {
      const stats = byCategory.get(key) ?? {n: 0, top1: 0, top3: 0, rr: 0};
      stats.n += 1;
      if (rank === 0) stats.top1 += 1;
      if (rank >= 0 && rank < 3) stats.top3 += 1;
      if (rank >= 0) stats.rr += 1 / (rank + 1);
      byCategory.set(key, stats);
    }
  }
  const all = byCategory.get('all');
  byCategory.delete('all');
  if (all) byCategory.set('all', all);
  return byCategory;
}

function missLine(question, rank, hrefs) {
  const shown = hrefs
    .slice(0, 3)
    .map((href) => decodeURIComponent(new URL(href, origin).pathname + new URL(href, origin).hash));
  return `  ${JSON.stringify(question.q)} (${question.category}) expected ${question.expected.join(' or ')}${rank >= 0 ? `, found at ${rank + 1}` : ''}\n      top 3: ${shown.join(', ') || '(none)'}`;
}

async function relevance({name, questions}, mcp) {
  const {context, page} = await openPage(GUIDE_PAGE);
  await page.locator('.navbar').getByRole('button', {name: 'Search'}).first().click();
  await page.locator('.aa-DetachedContainer input.aa-Input').waitFor();
  await runQuery(page, 'warm up');
  const site = [];
  const server = [];
  const misses = {site: [], mcp: []};
  const latencies = [];
  for (const question of questions) {
    if (process.env.BENCH_DEBUG) console.error(question.q);
    const {hrefs, latency} = await runQuery(page, question.q);
    latencies.push(latency);
    const mcpUrls = await mcp(question.q);
    for (const [list, urls, missList] of [
      [site, hrefs, misses.site],
      [server, mcpUrls, misses.mcp],
    ]) {
      const rank = urls.findIndex((href) => isHit(href, question.expected));
      list.push({category: question.category, rank});
      if (rank < 0 || rank >= 3) missList.push(missLine(question, rank, urls));
    }
  }
  await context.close();
  const pct = (part, whole) => `${((100 * part) / whole).toFixed(0)} %`;
  const siteStats = tally(site);
  const mcpStats = tally(server);
  console.log(`Relevance: ${name}, ${questions.length} questions; site | MCP search_docs`);
  console.log(['category'.padEnd(18), 'n', 'top-1', 'top-3', 'MRR', '|', 'top-1', 'top-3', 'MRR'].join('\t'));
  for (const [category, stats] of siteStats) {
    const other = mcpStats.get(category);
    const cells = (s) => [pct(s.top1, s.n), pct(s.top3, s.n), (s.rr / s.n).toFixed(2)];
    console.log([category.padEnd(18), stats.n, ...cells(stats), '|', ...cells(other)].join('\t'));
  }
  console.log(
    `\nLater queries (indexes loaded): median ${ms(median(latencies))}, p95 ${ms(percentile(latencies, 0.95))}, max ${ms(Math.max(...timed(latencies)))}` +
      ` (${latencies.length - timed(latencies).length} without an answer within 8 s)`,
  );
  console.log(`\nSite misses (not in the top 3): ${misses.site.length}\n${misses.site.join('\n')}\n`);
  console.log(`MCP misses (not in the top 3): ${misses.mcp.length}\n${misses.mcp.join('\n')}\n`);
}

/** The longest main-thread task while a hostile query runs; a page that stays blocked is reported as such. */
async function hostile() {
  console.log('Hostile queries: longest main-thread task');
  for (const query of HOSTILE) {
    const {context, page} = await openPage(GUIDE_PAGE);
    await page.locator('.navbar').getByRole('button', {name: 'Search'}).first().click();
    await page.locator('.aa-DetachedContainer input.aa-Input').waitFor();
    await runQuery(page, 'warm up');
    const label =
      query.length > 24 ? `${JSON.stringify(query.slice(0, 20))}… (${query.length} chars)` : JSON.stringify(query);
    const measured = runQuery(page, query).then(() => page.evaluate(() => window.__searchProbe.longestTask()));
    // A blocked page is closed below; its pending evaluation then fails, which is expected.
    measured.catch(() => undefined);
    const outcome = await Promise.race([
      measured,
      new Promise((resolve) => setTimeout(() => resolve(null), HOSTILE_TIMEOUT_MS)),
    ]);
    const longest =
      outcome === null ? `blocked > ${HOSTILE_TIMEOUT_MS / 1000} s` : outcome === 0 ? 'none over 50 ms' : ms(outcome);
    console.log(`  ${label.padEnd(36)} ${longest}`);
    await context.close().catch(() => undefined);
  }
}
