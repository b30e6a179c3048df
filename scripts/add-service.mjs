// `npm run add-service -- <route> <spec file or folder> [--domain "<domain>"]`: adds a REST service
// from a spec written elsewhere. Copies the spec into api/<route>/ (a file whose $refs point at
// other files, or a folder, is copied with its folder), adds one line to the registry
// (packages/specs/src/registry.ts) with the spec's own title and summary, marked imported, rebuilds
// the registry package and prints what it did and what to check. Refuses a route that exists.
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {execFileSync} from 'node:child_process';
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

const ROOT = /^(openapi\s*:|\{\s*"openapi"\s*:)/m;
const isSpec = (file) => /\.(ya?ml|json)$/i.test(file) && ROOT.test(readFileSync(file, 'utf8'));

/** The root file and the folder to copy: a folder's one root spec, or a file (with its folder when its $refs leave it). */
function locate(input) {
  if (statSync(input).isDirectory()) {
    const roots = readdirSync(input).filter((name) => isSpec(path.join(input, name)));
    if (roots.length !== 1) {
      fail(`${input} holds ${roots.length} root specs (${roots.join(', ') || 'none'}): name the file instead`);
    }
    return {folder: input, root: roots[0]};
  }
  if (!isSpec(input)) fail(`${input} is not an OpenAPI document (no top-level "openapi" key)`);
  const text = readFileSync(input, 'utf8');
  const external = /\$ref\s*:\s*['"]?(?!#)[^'"\s]+/.test(text);
  return external
    ? {folder: path.dirname(input), root: path.basename(input)}
    : {file: input, root: path.basename(input)};
}

const found = locate(source);
const target = path.join(apiDir, route);
mkdirSync(target, {recursive: true});
if (found.folder) cpSync(found.folder, target, {recursive: true});
else cpSync(found.file, path.join(target, found.root));

const {bundleSpecFile} = await import('@energy-xrm/specs');
let document;
try {
  document = await bundleSpecFile(path.join(target, found.root));
} catch (error) {
  fail(`${error.message}\nThe copy stays in api/${route}/ for you to look at; remove it before trying again.`);
}

const line = addImportedService(path.join(repo, 'packages/specs/src/registry.ts'), {
  route,
  document,
  domain: values.domain,
  specFile: found.root === 'openapi.yaml' ? undefined : found.root,
});
execFileSync('npx', ['prettier', '--write', 'packages/specs/src/registry.ts'], {cwd: repo, stdio: 'ignore'});
execFileSync('npm', ['run', 'build', '-w', 'packages/specs'], {cwd: repo, stdio: 'ignore'});
const operations = Object.values(document.paths ?? {}).reduce(
  (sum, item) =>
    sum + Object.keys(item ?? {}).filter((key) => /^(get|put|post|patch|delete|head|options|trace)$/.test(key)).length,
  0,
);
console.log(`Added /api/${route}: ${operations} operations from ${source}
  copied   ${found.folder ? `the folder ${found.folder}` : found.file} -> api/${route}/ (root: ${found.root})
  registry ${line.trim()}
Check:
  npm run lint:specs       problems of imported specs are listed with their pointers; only what leaves the page undefined fails
  npm start                then open http://localhost:3000/api/${route}
  the title and description in the registry line (edit them there; the spec stays as written)`);
