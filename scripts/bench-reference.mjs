/* global document, performance, CSS, MouseEvent, PointerEvent, requestAnimationFrame, setTimeout */
// `npm run bench:reference [-- --build build-corpus]`: what a reader of a long REST page waits for,
// in Chromium against the build (served by the shipped nginx configuration: scripts/serve-build.mjs): the first-load HTML (gzip), the DOM
// elements once the page has loaded, and the time from a click on an operation far down the menu
// to its samples on screen (a bare click, and a click after pointing at the entry), on a
// 700-operation page and on /api/entity. Prints figures; asserts
// nothing (the budgets of the REST reference are read here, not timed in tests).
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright';
import {chromiumFlags, chromiumPath} from './chromium.mjs';
import {serveBuild} from './serve-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const {values} = parseArgs({options: {build: {type: 'string', default: 'build'}}});
const buildDir = path.resolve(root, values.build);
if (!existsSync(buildDir)) {
  console.error(`No ${buildDir} folder: build the site first.`);
  process.exit(1);
}
const PORT = Number(process.env.BENCH_PORT ?? 4310);

const apiDir = path.join(buildDir, 'api');
const largest = readdirSync(apiDir)
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({route: `/api/${file.replace(/\.html$/, '')}`, size: statSync(path.join(apiDir, file)).size}))
  .sort((a, b) => b.size - a.size)[0].route;
const routes = [...new Set(['/api/entity', largest])];

const {origin, server, close} = await serveBuild(buildDir, PORT);
console.log(`${path.relative(root, buildDir) || '.'} served by ${server}`);
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const milliseconds = (list) => (list.length ? `${median(list).toFixed(0)} ms` : 'n/a');

try {
  console.log(
    [
      'page',
      'operations',
      'HTML (gzip)',
      'DOM after load',
      'click → samples (median of 5)',
      'pointed at, then clicked',
    ].join('\t'),
  );
  for (const route of routes) {
    const html = readFileSync(path.join(buildDir, `${route}.html`));
    const page = await browser.newPage({viewport: {width: 1440, height: 900}});
    await page.goto(`${origin}${route}`, {waitUntil: 'load'});
    await page.waitForTimeout(3000);
    const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
    const ids = await page.locator('section.apiref-operation').evaluateAll((sections) => sections.map((s) => s.id));
    // Operations near the end, each opened from the menu: with a bare click (nothing fetched
    // before it), and as a mouse reader opens one, pointing at the entry 150 ms before clicking
    // (the menu fetches a part when its entry is pointed at: menuIntent.ts).
    const openFromMenu = (id, pointedAt) =>
      page.evaluate(
        ([target, hover]) =>
          new Promise((resolve) => {
            const link = document.querySelector(`nav a[href="#${CSS.escape(target)}"]`);
            if (hover) link?.dispatchEvent(new PointerEvent('pointerover', {bubbles: true}));
            setTimeout(
              () => {
                const started = performance.now();
                link?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
                const check = () => {
                  const tab = document.getElementById(`${target}-samples-tab-curl`);
                  if (tab && tab.getBoundingClientRect().height > 0) resolve(performance.now() - started);
                  else requestAnimationFrame(check);
                };
                check();
              },
              hover ? 150 : 0,
            );
          }),
        [id, pointedAt],
      );
    // Two sets of five, apart, short of the last operations (the page's end cannot scroll them to the
    // top). A page with fewer operations takes what it has; one without them says n/a.
    const far = ids.slice(2);
    const nearEnd = far.slice(-12, -7);
    const further = far.slice(-18, -13);
    const bare = nearEnd.length ? nearEnd : far.slice(-5);
    const pointed = further.length ? further : far.slice(0, -5).slice(-5);
    const times = [];
    for (const id of bare) times.push(await openFromMenu(id, false));
    const pointedTimes = [];
    for (const id of pointed) pointedTimes.push(await openFromMenu(id, true));
    console.log(
      [
        route,
        ids.length,
        `${(gzipSync(html).length / 1024).toFixed(0)} KB`,
        dom,
        milliseconds(times),
        milliseconds(pointedTimes),
      ].join('\t'),
    );
    await page.close();
  }
} finally {
  await browser.close();
  await close();
}
