// `npm test`: every check the project has, in the order a failure is cheapest to find.
// Prints one line per step and a closing "N passed, N failed" line.
import {spawn} from 'node:child_process';
import {Buffer} from 'node:buffer';
import {readFileSync} from 'node:fs';

/** The corpus specs the corpus site's browser tests read (tests/e2e-corpus/pages.json). */
const corpusPages = Object.values(JSON.parse(readFileSync('tests/e2e-corpus/pages.json', 'utf8')));

/**
 * Stages run one after another; the steps of a stage run at the same time. Only steps that each keep
 * one core busy share a stage (ESLint, tsc, Redocly, the Prism mocks of the SDK test, the deadlines):
 * on the two-core machine they took 304 s in a row and take about half of it side by side. The unit
 * tests, the builds, the samples and the browser tests use both cores and have a stage of their own.
 */
const stages = [
  [['build the libraries', 'npm run build:packages']],
  [
    ['lint (ESLint, Prettier, import cycles)', 'npm run lint'],
    ['type-check', 'npm run typecheck'],
    ['lint the API specs (Redocly, recommended rules)', 'node scripts/lint-specs.mjs'],
    ['deadlines under America/Los_Angeles', 'npx vitest run --project deadlines', {TZ: 'America/Los_Angeles'}],
    ['deadlines under Pacific/Kiritimati', 'npx vitest run --project deadlines', {TZ: 'Pacific/Kiritimati'}],
    ['SDK against Prism mocks of every service', 'npm run test:sdk-integration'],
  ],
  [['unit tests with coverage', 'npx vitest run --coverage']],
  // One build serves the samples and the browser tests: with the docs server's events and feedback
  // on, as deployed beside packages/docs-server (a second, plain build would double the time).
  [['production build (DOCS_SERVER=on)', 'npm run build', {DOCS_SERVER: 'on'}]],
  // With the samples of the OpenAPI corpus's feature files and museum API, rendered from the model.
  [
    [
      'REST samples (curl, JavaScript, Python, TypeScript SDK) against Prism mocks, the OpenAPI corpus included',
      'npm run test:samples',
    ],
  ],
  [['end-to-end tests in Chromium', 'npx playwright test']],
  // Real specs written elsewhere at their real sizes (../shared/corpus/openapi), built into a site
  // of their own, as a platform team adding them would: the largest REST page's budgets and links,
  // uploads, the museum API, as a reader meets them. Only the specs those tests read are built (the
  // unit tests render every spec of the corpus), which keeps the step to a few minutes.
  [
    [
      'production build with the OpenAPI corpus specs the browser tests read',
      `node scripts/build-corpus-site.mjs --out build-corpus --only ${corpusPages.join(',')}`,
    ],
  ],
  [['end-to-end tests on the corpus site', 'npx playwright test -c playwright.corpus.config.ts']],
];

/**
 * Runs one step. Alone in its stage, its output streams as it comes; beside others, it is kept and
 * printed in one piece when the step ends, so the log reads step by step either way.
 */
function run([name, command, env], alone) {
  const started = Date.now();
  if (alone) console.log(`\n=== ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, {stdio: alone ? 'inherit' : 'pipe', shell: true, env: {...process.env, ...env}});
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (ok, reason = '') => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (!alone) {
        console.log(`\n=== ${name}: ${command} (beside other steps)`);
        process.stdout.write(Buffer.concat(output));
      }
      if (!ok) console.log(`=== FAILED: ${name} (${seconds} s)${reason}`);
      resolve({name, ok, seconds});
    };
    child.on('error', (error) => finish(false, `: ${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}

const results = [];
for (const stage of stages) {
  results.push(...(await Promise.all(stage.map((step) => run(step, stage.length === 1)))));
  if (results.some((result) => !result.ok)) break;
}

const total = stages.flat().length;
console.log('\n=== Summary');
for (const {name, ok, seconds} of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} (${seconds} s)`);
const skipped = total - results.length;
if (skipped > 0) console.log(`SKIP  ${skipped} later step(s) after the failure`);
const passed = results.filter((r) => r.ok).length;
console.log(`Steps: ${passed} passed, ${total - passed} failed`);
process.exit(passed === total ? 0 : 1);
