// `npm run add-service -- <route> <spec file or folder> [--domain "<domain>"]`: adds a REST service
// from a spec written elsewhere. Copies the spec into api/<route>/ (a file whose $refs point at
// other files, or a folder, is copied with its folder), adds one line to the registry
// (packages/specs/src/registry.ts) with the spec's own title and summary, marked imported, rebuilds
// the registry package and prints what it did and what to check. Refuses a route that exists.
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {execFileSync} from 'node:child_process';
import {isHttpMethod} from '@energy-xrm/specs/methods';
import {copySpec} from './add-service/copy.mjs';
import {addImportedService} from './add-service/registry.mjs';

const repo = path.join(import.meta.dirname, '..');
const {positionals, values} = parseArgs({
  allowPositionals: true,
  options: {domain: {type: 'string', default: 'Other APIs'}, 'api-dir': {type: 'string'}},
});
const [route, source] = positionals;
const apiDir = values['api-dir'] ?? path.join(repo, 'api');

function fail(message) {
  console.error(`add-service: ${message}`);
  process.exit(1);
}

if (!route || !source) fail('usage: npm run add-service -- <route> <spec file or folder> [--domain "<domain>"]');
if (!/^[a-z0-9][a-z0-9-]*$/.test(route)) fail(`the route "${route}" must be lower-case letters, digits and hyphens`);
if (existsSync(path.join(apiDir, route))) fail(`api/${route}/ exists: choose another route (/api/${route} is taken)`);
if (!existsSync(source)) fail(`${source}: no such file or folder`);

const {
  document,
  root: specRoot,
  copied,
} = await copySpec({apiDir, route, source}).catch((error) => fail(error.message));
const line = addImportedService(path.join(repo, 'packages/specs/src/registry.ts'), {
  route,
  document,
  domain: values.domain,
  specFile: specRoot === 'openapi.yaml' ? undefined : specRoot,
});
execFileSync('npx', ['prettier', '--write', 'packages/specs/src/registry.ts'], {cwd: repo, stdio: 'ignore'});
execFileSync('npm', ['run', 'build', '-w', 'packages/specs'], {cwd: repo, stdio: 'ignore'});
const operations = Object.values(document.paths ?? {}).reduce(
  (sum, item) => sum + Object.keys(item ?? {}).filter(isHttpMethod).length,
  0,
);
console.log(`Added /api/${route}: ${operations} operations from ${source}
  copied   ${copied} -> api/${route}/ (root: ${specRoot})
  registry ${line.trim()}
Check:
  npm run lint:specs       problems of imported specs are listed with their pointers; only what leaves the page undefined fails
  npm start                then open http://localhost:3000/api/${route}
  the title and description in the registry line (edit them there; the spec stays as written)`);
