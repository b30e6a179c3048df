/* global document, requestAnimationFrame, setTimeout, Event */
// Benchmark of the REST reference's operations-menu filter on a 700-operation menu: serves build/,
// opens /api/entity, grows its menu to 700 operations and 400 data models (copies of its entries,
// each with its own text), then types queries into the filter a key at a time, a frame apart, and
// measures the browser's main-thread work per keystroke: the input handler with the style and
// layout it causes, and the frame that paints it. The figure is the main thread's CPU time from the
// trace, which other processes on the machine do not inflate the way they do wall time. On desktop
// (1440×900) and on a phone (360×740, the menu open in the navbar's menu); `--throttle 4` slows the
// CPU of the phone run four times. Prints figures; asserts nothing.
//   npm run build && npm run bench:menu [-- --throttle 4]
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './chromium.mjs';
import {serveBuild} from './serve-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const PORT = Number(process.env.BENCH_PORT ?? 4310);
const OPERATIONS = 700;
const MODELS = 400;
/** Each query typed a key at a time, then cleared (the clearing keystroke shows every entry again). */
const QUERIES = ['delete entity', 'relation', 'get /v1/entity/{slug}/{id}', 'zzz'];
const {values} = parseArgs({options: {throttle: {type: 'string', default: '1'}}});

if (!existsSync(buildDir)) {
  console.error('No build/ folder: run `npm run build` first.');
  process.exit(1);
}

const {origin, close} = await serveBuild(buildDir, PORT);

/** Copies the menu's entries until it holds `operations` operations and `models` data models. */
function grow({operations, models}) {
  const groups = [...document.querySelectorAll('.apiref-menu details.apiref-group')];
  const modelsGroup = groups.pop();
  const copy = (list, count, rename) => {
    const originals = [...list.querySelectorAll(':scope > li')];
    for (let i = originals.length; i < count; i += 1) {
      const item = originals[i % originals.length].cloneNode(true);
      rename(item.querySelector('a'), i);
      list.append(item);
    }
  };
  const perGroup = Math.ceil(operations / groups.length);
  groups.forEach((group) =>
    copy(group.querySelector(':scope > ul'), perGroup, (link, i) => {
      const summary = link.lastElementChild;
      summary.textContent = `${summary.textContent} ${i}`;
      link.dataset.match = `${link.dataset.match}/${i} op${i}`;
    }),
  );
  copy(modelsGroup.querySelector(':scope > ul'), models, (link, i) => (link.textContent = `${link.textContent}${i}`));
  return document.querySelectorAll('.apiref-menu a.menu__link').length;
}

/** Types each query a key at a time, a frame apart, clearing the box after each. */
async function typeQueries(queries) {
  const input = document.querySelector('.apiref-menu-filter input');
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const type = async (value) => {
    await frame();
    input.value = value;
    input.dispatchEvent(new Event('input', {bubbles: true}));
  };
  for (const query of queries) {
    for (let i = 1; i <= query.length; i += 1) await type(query.slice(0, i));
    await type('');
  }
  await frame();
  await frame();
}

/**
 * The main thread's CPU time per keystroke, in ms: every task of the renderer's main thread from
 * the one that dispatches an input event to the one that dispatches the next (the handler with the
 * style and layout it forces, the frame that paints it, the test's own timers).
 */
function perKeystroke(traceFile) {
  const events = JSON.parse(readFileSync(traceFile, 'utf8')).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid);
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  // Each keystroke starts with the task its input event runs in (the test's timer).
  const starts = onMain
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'input')
    .map((e) => tasks.find((t) => t.ts <= e.ts && e.ts < t.ts + t.dur)?.ts ?? e.ts)
    .sort((a, b) => a - b);
  return starts.map((start, i) => {
    const end = starts[i + 1] ?? Infinity;
    return tasks.filter((t) => t.ts >= start && t.ts < end).reduce((sum, t) => sum + (t.tdur ?? t.dur), 0) / 1000;
  });
}

const report = (label, entries, times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1);
  console.log(
    `${label}: ${entries} entries, ${times.length} keystrokes; main-thread CPU per keystroke: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
  );
};

const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
const traceDir = mkdtempSync(path.join(tmpdir(), 'bench-menu-'));
const throttle = Number(values.throttle);
const url = `${origin}/api/entity`;

for (const [label, options, rate] of [
  ['desktop 1440×900', {viewport: {width: 1440, height: 900}}, 1],
  [
    `phone 360×740${throttle > 1 ? `, CPU ${throttle}× slower` : ''}`,
    {viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true},
    throttle,
  ],
]) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('.apiref-menu-filter input').waitFor({state: 'attached'});
  // The page's own idle work after load (laying out or fetching its sections) ends first.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  const entries = await page.evaluate(grow, {operations: OPERATIONS, models: MODELS});
  if (options.isMobile) {
    await page.locator('.apiref-menu-opener').waitFor({state: 'attached'});
    await page.evaluate(() => document.querySelector('.navbar__toggle').click());
    await page.locator('.apiref-menu-filter input').waitFor({state: 'visible'});
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
  const traceFile = path.join(traceDir, 'trace.json');
  await browser.startTracing(page, {path: traceFile, categories: ['devtools.timeline', 'toplevel']});
  await page.evaluate(typeQueries, QUERIES);
  await browser.stopTracing();
  const times = perKeystroke(traceFile);
  if (process.env.BENCH_VERBOSE) console.log(times.map((t) => t.toFixed(1)).join(' '));
  report(label, entries, times);
  await context.close();
}

rmSync(traceDir, {recursive: true, force: true});
await browser.close();
await close();
