// Lints every service spec with Redocly's recommended ruleset and fails on any error or warning of
// the platform's own specs, naming the file, the JSON pointer and the rule (the Redocly CLI alone
// exits 0 on warnings). A spec written elsewhere (registry `imported`) is held to what its page
// needs, which the build checks: its problems are listed with counts and pointers, and do not fail.
import path from 'node:path';
import {lint, loadConfig} from '@redocly/openapi-core';
import {REPO_ROOT, serviceFiles, services} from '@energy-xrm/specs';

const root = REPO_ROOT;
const config = await loadConfig({configPath: path.join(root, 'redocly.yaml')});
let problems = 0;
const reported = [];
for (const service of services) {
  const file = serviceFiles(service).spec;
  const results = await lint({ref: file, config});
  for (const problem of results) {
    const where = problem.location?.[0];
    const source = where ? path.relative(root, where.source.absoluteRef) : path.relative(root, file);
    const line = `${source}${where?.pointer ? ` ${where.pointer}` : ''}: ${problem.severity} ${problem.ruleId}: ${problem.message}`;
    if (service.imported) continue;
    problems += 1;
    console.error(line);
  }
  if (service.imported && results.length > 0) {
    const errors = results.filter((p) => p.severity === 'error').length;
    reported.push(`${service.route}: ${errors} error(s), ${results.length - errors} warning(s)`);
    for (const problem of results.slice(0, 5)) {
      console.log(`  ${service.route} ${problem.location?.[0]?.pointer ?? ''}: ${problem.ruleId}: ${problem.message}`);
    }
  }
}
const own = services.filter((service) => !service.imported).length;
console.log(
  `Specs linted: ${own} platform, ${services.length - own} imported; problems in platform specs: ${problems}`,
);
if (reported.length > 0) console.log(`Imported specs (reported, not enforced):\n  ${reported.join('\n  ')}`);
process.exit(problems === 0 ? 0 : 1);
