// Lints every service spec with Redocly's recommended ruleset and fails on any error or warning,
// naming the file, the JSON pointer and the rule (the Redocly CLI alone exits 0 on warnings).
import path from 'node:path';
import {lint, loadConfig} from '@redocly/openapi-core';
import {REPO_ROOT, serviceFiles, services} from '@energy-xrm/specs';

const root = REPO_ROOT;
const specs = services.map((service) => serviceFiles(service).spec);

const config = await loadConfig({configPath: path.join(root, 'redocly.yaml')});
let problems = 0;
for (const file of specs) {
  const results = await lint({ref: file, config});
  for (const problem of results) {
    problems += 1;
    const where = problem.location?.[0];
    const source = where ? path.relative(root, where.source.absoluteRef) : path.relative(root, file);
    console.error(
      `${source}${where?.pointer ? ` ${where.pointer}` : ''}: ${problem.severity} ${problem.ruleId}: ${problem.message}`,
    );
  }
}
console.log(`Specs linted: ${specs.length}, problems: ${problems}`);
process.exit(problems === 0 ? 0 : 1);
