// `npm test`: every check the project has, in the order a failure is cheapest to find.
// Prints one line per step and a closing "N passed, N failed" line.
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

/** The corpus specs the corpus site's browser tests read (tests/e2e-corpus/pages.json). */
const corpusPages = Object.values(JSON.parse(readFileSync('tests/e2e-corpus/pages.json', 'utf8')));

const steps = [
  ['build the libraries', 'npm run build:packages'],
  ['lint (ESLint, Prettier, import cycles)', 'npm run lint'],
  ['type-check', 'npm run typecheck'],
  ['lint the API specs (Redocly, recommended rules)', 'node scripts/lint-specs.mjs'],
  ['unit tests with coverage', 'npx vitest run --coverage'],
  ['deadlines under America/Los_Angeles', 'npx vitest run --project deadlines', {TZ: 'America/Los_Angeles'}],
  ['deadlines under Pacific/Kiritimati', 'npx vitest run --project deadlines', {TZ: 'Pacific/Kiritimati'}],
  ['SDK against Prism mocks of every service', 'npm run test:sdk-integration'],
  // One build serves the samples and the browser tests: with the docs server's events and feedback
  // on, as deployed beside packages/docs-server (a second, plain build would double the time).
  ['production build (DOCS_SERVER=on)', 'npm run build', {DOCS_SERVER: 'on'}],
  // With the samples of the OpenAPI corpus's feature files and museum API, rendered from the model.
  [
    'REST samples (curl, JavaScript, Python, TypeScript SDK) against Prism mocks, the OpenAPI corpus included',
    'npm run test:samples',
  ],
  ['end-to-end tests in Chromium', 'npx playwright test'],
  // Real specs written elsewhere at their real sizes (../shared/corpus/openapi), built into a site
  // of their own, as a platform team adding them would: the largest REST page's budgets and links,
  // uploads, the museum API, as a reader meets them. Only the specs those tests read are built (the
  // unit tests render every spec of the corpus), which keeps the step to a few minutes.
  [
    'production build with the OpenAPI corpus specs the browser tests read',
    `node scripts/build-corpus-site.mjs --out build-corpus --only ${corpusPages.join(',')}`,
  ],
  ['end-to-end tests on the corpus site', 'npx playwright test -c playwright.corpus.config.ts'],
];

const results = [];
for (const [name, command, env] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const {status} = spawnSync(command, {stdio: 'inherit', shell: true, env: {...process.env, ...env}});
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push({name, ok: status === 0, seconds});
  if (status !== 0) {
    console.log(`=== FAILED: ${name} (${seconds} s)`);
    break;
  }
}

console.log('\n=== Summary');
for (const {name, ok, seconds} of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} (${seconds} s)`);
const skipped = steps.length - results.length;
if (skipped > 0) console.log(`SKIP  ${skipped} later step(s) after the failure`);
const passed = results.filter((r) => r.ok).length;
console.log(`Steps: ${passed} passed, ${results.length - passed + skipped} failed`);
process.exit(passed === steps.length ? 0 : 1);
