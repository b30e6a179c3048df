// `npm run test:mutation [area ...]`: Stryker over each area of tests/mutation/areas.mjs in turn
// (all of them without arguments), then one line per area with its score and run time. Not a step
// of `npm test`: the first run of all areas takes longer than CI allows (see README.md, Testing).
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {AREAS} from '../tests/mutation/areas.mjs';

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in AREAS));
if (unknown.length > 0) {
  console.error(`Unknown area(s): ${unknown.join(', ')}. Areas: ${Object.keys(AREAS).join(', ')}`);
  process.exit(2);
}

/** Mutation score as Stryker computes it: killed and timed out over all mutants tests reach or not. */
function score(name) {
  const report = JSON.parse(readFileSync(`reports/mutation/${name}.json`, 'utf8'));
  const mutants = Object.values(report.files).flatMap((file) => file.mutants);
  const count = (...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
  const detected = count('Killed', 'Timeout');
  const valid = detected + count('Survived', 'NoCoverage');
  return {percent: valid === 0 ? 100 : (100 * detected) / valid, survived: count('Survived', 'NoCoverage')};
}

const results = [];
for (const name of requested.length > 0 ? requested : Object.keys(AREAS)) {
  console.log(`\n=== mutation testing: ${name}`);
  const started = Date.now();
  const {status} = spawnSync('npx stryker run tests/mutation/stryker.config.mjs', {
    stdio: 'inherit',
    shell: true,
    env: {...process.env, MUTATION_AREA: name},
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  let summary = 'no report';
  try {
    const {percent, survived} = score(name);
    summary = `${percent.toFixed(2)} %, ${survived} survived`;
  } catch {
    // Stryker failed before writing a report; its own output says why.
  }
  results.push({name, ok: status === 0, seconds, summary});
}

console.log('\n=== Mutation scores (at least 85 % each)');
for (const {name, ok, seconds, summary} of results) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${summary} (${seconds} s)`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
