// Performance benchmark: serves build/ as production does (scripts/serve-build.mjs) and runs Lighthouse
// (mobile) on every page type, the largest API reference page included. Prints figures; asserts
// nothing (performance is checked by reading these figures, not by timed tests).
//   npm run build && npm run bench            BENCH_RUNS=1 npm run bench   (default 3 runs, median)
//   npm run bench:api                          the REST reference only: /api, /api/entity and the largest service
//   BENCH_BUILD_DIR=build-corpus npm run bench:api   the same on the site with the OpenAPI corpus added
//   BENCH_CPU_SLOWDOWN=2 npm run bench         another CPU slowdown than Lighthouse's 4x
// Lighthouse's 4x turns a high-end desktop into a mid-tier phone; its throttling guide gives 2x for a
// low-end desktop (BenchmarkIndex 1000-1500). Each row prints the host's median BenchmarkIndex, so
// figures from a slower or busier machine can be told apart from a slower page.
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumFlags, chromiumPath} from './chromium.mjs';
import {serveBuild} from './serve-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.BENCH_BUILD_DIR ?? 'build');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4300);
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) {
  console.error(`BENCH_CPU_SLOWDOWN must be a number of at least 1, not "${process.env.BENCH_CPU_SLOWDOWN}".`);
  process.exit(1);
}
/** Lighthouse's own configuration, with only the CPU slowdown changed when asked. */
const config =
  CPU_SLOWDOWN === undefined
    ? undefined
    : {extends: 'lighthouse:default', settings: {throttling: {cpuSlowdownMultiplier: CPU_SLOWDOWN}}};

if (!existsSync(buildDir)) {
  console.error(`No ${buildDir} folder: run \`npm run build\` first.`);
  process.exit(1);
}

const largestApiPage = readdirSync(path.join(buildDir, 'api'))
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({
    route: `/api/${file.replace(/\.html$/, '')}`,
    size: statSync(path.join(buildDir, 'api', file)).size,
  }))
  .sort((a, b) => b.size - a.size)[0].route;

const allPages = [
  ['home', '/'],
  ['doc page', '/docs/intro'],
  ['guide with calculator', '/docs/deadlines/intro'],
  ['API index', '/api'],
  ['largest platform API page', '/api/entity'],
  [`largest API page`, largestApiPage],
  ['GraphQL index', '/graphql/sharing'],
  ['blog post', '/blog/one-error-format'],
];
const pages = process.argv.includes('--api') ? allPages.filter(([, route]) => route.startsWith('/api')) : allPages;

const {origin, server, close} = await serveBuild(buildDir, PORT);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless', ...chromiumFlags],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

try {
  console.log(`Lighthouse mobile, median of ${RUNS} run(s), served by ${server}, CPU slowdown ${CPU_SLOWDOWN ?? 4}x\n`);
  console.log(
    ['page', 'perf', 'a11y', 'TBT', 'LCP', 'JS (transferred)', 'HTML (transferred)', 'DOM elements', 'host index'].join(
      '\t',
    ),
  );
  for (const [name, route] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const {lhr} = await lighthouse(
        `${origin}${route}`,
        {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility']},
        config,
      );
      const requests = lhr.audits['network-requests'].details.items;
      const bytes = (type) =>
        requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + r.transferSize, 0);
      runs.push({
        perf: lhr.categories.performance.score * 100,
        a11y: lhr.categories.accessibility.score * 100,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        js: bytes('Script'),
        html: bytes('Document'),
        dom: (lhr.audits['dom-size'] ?? lhr.audits['dom-size-insight'])?.numericValue ?? NaN,
        host: lhr.environment.benchmarkIndex,
      });
    }
    const m = (key) => median(runs.map((run) => run[key]));
    console.log(
      [
        `${name} (${route})`,
        m('perf').toFixed(0),
        m('a11y').toFixed(0),
        `${m('tbt').toFixed(0)} ms`,
        `${(m('lcp') / 1000).toFixed(2)} s`,
        kb(m('js')),
        kb(m('html')),
        m('dom').toFixed(0),
        m('host').toFixed(0),
      ].join('\t'),
    );
  }
} finally {
  await chrome.kill();
  await close();
}
