// Lints every service spec with Redocly's recommended ruleset and fails on any error or warning,
// naming the file, the JSON pointer and the rule (the Redocly CLI alone exits 0 on warnings).
import {readdirSync, existsSync} from 'node:fs';
import path from 'node:path';
import {lint, loadConfig} from '@redocly/openapi-core';

const root = path.resolve(import.meta.dirname, '..');
const apiDir = path.join(root, 'api');
const specs = readdirSync(apiDir, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => path.join(apiDir, entry.name, 'openapi.yaml'))
  .filter((file) => existsSync(file));

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
