// The temporary site that `npm run bench:scale` builds: the working tree (what git tracks or would
// track, so no build output, caches or node_modules), its REST services copied n times, and
// node_modules linked entry by entry to the real ones.
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync} from 'node:fs';
import {appendFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseDocument} from 'yaml';

/**
 * The service registry. It exports `services` (an array of entries with `route` and `title`) and
 * the `ServiceEntry` type; the copies are appended to it in the temporary site. If the registry
 * moves, change this line (a registry inside `packages/<name>/` is rebuilt in the copy).
 */
export const REGISTRY = 'packages/specs/src/registry.ts';

/** Folder of the REST specs: `api/<route>/openapi.yaml`. */
const API_DIR = 'api';

function copyWorkingTree(siteDir, target) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listed.split('\0').filter(Boolean)) {
    const from = path.join(siteDir, file);
    // A tracked file deleted in the working tree is not part of the site being measured.
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(target, file)), {recursive: true});
    cpSync(from, path.join(target, file), {verbatimSymlinks: true});
  }
}

/**
 * node_modules of the copy: every package is a link to the installed one, except the workspace
 * links (`@energy-xrm/*` → `../../packages/*`), which are copied as they are and so point at the
 * copy's own packages. Rspack's cache folder is left out: every build starts cold.
 */
function linkNodeModules(siteDir, target) {
  const holdsLinks = (folder) =>
    readdirSync(folder).some((child) => lstatSync(path.join(folder, child)).isSymbolicLink());
  const linkFolder = (from, to) => {
    mkdirSync(to, {recursive: true});
    for (const name of readdirSync(from)) {
      const entry = path.join(from, name);
      if (name === '.cache') continue;
      if (lstatSync(entry).isSymbolicLink()) symlinkSync(readlinkSync(entry), path.join(to, name));
      else if (name.startsWith('@') && holdsLinks(entry)) linkFolder(entry, path.join(to, name));
      else symlinkSync(entry, path.join(to, name));
    }
  };
  linkFolder(path.join(siteDir, 'node_modules'), path.join(target, 'node_modules'));
  for (const pkg of readdirSync(path.join(siteDir, 'packages'))) {
    const folder = path.join(siteDir, 'packages', pkg);
    // Packages' own installs (a second version of a dependency) and their built output.
    if (existsSync(path.join(folder, 'node_modules')))
      symlinkSync(path.join(folder, 'node_modules'), path.join(target, 'packages', pkg, 'node_modules'));
    if (existsSync(path.join(folder, 'dist')))
      cpSync(path.join(folder, 'dist'), path.join(target, 'packages', pkg, 'dist'), {recursive: true});
  }
}

/** Routes of the registered services, read from `api/`: the registry and the folders agree (a unit test checks it). */
function serviceRoutes(target) {
  return readdirSync(path.join(target, API_DIR)).filter((name) =>
    existsSync(path.join(target, API_DIR, name, 'openapi.yaml')),
  );
}

/**
 * Copy k of every service as `<route>-k` with the title `<title> k`, in the spec's `info.title`
 * and in the registry alike (the loader checks that they match). Changelogs are not copied: the
 * copies measure the REST reference, and 3 of the 38 services have one.
 */
function copyServices(target, copies) {
  const routes = serviceRoutes(target);
  for (const route of routes) {
    const source = readFileSync(path.join(target, API_DIR, route, 'openapi.yaml'), 'utf8');
    for (let k = 2; k <= copies; k += 1) {
      const spec = parseDocument(source);
      spec.setIn(['info', 'title'], `${String(spec.getIn(['info', 'title']))} ${k}`);
      mkdirSync(path.join(target, API_DIR, `${route}-${k}`));
      writeFileSync(path.join(target, API_DIR, `${route}-${k}`, 'openapi.yaml'), spec.toString());
    }
  }
  if (copies > 1) {
    appendFileSync(
      path.join(target, REGISTRY),
      `
// Added by scripts/bench-scale.mjs in its temporary copy: each service again as <route>-2 … <route>-${copies}.
(services as ServiceEntry[]).push(
  ...services.flatMap((entry) =>
    Array.from({length: ${copies - 1}}, (_, i) => ({...entry, route: \`\${entry.route}-\${i + 2}\`, title: \`\${entry.title} \${i + 2}\`})),
  ),
);
`,
    );
  }
  return routes.length * copies;
}

/** Builds the temporary site's copy in `target` and returns how many REST services it has. */
export function copySite(siteDir, target, copies) {
  copyWorkingTree(siteDir, target);
  linkNodeModules(siteDir, target);
  const serviceCount = copyServices(target, copies);
  const registryPackage = /^packages\/[^/]+/.exec(REGISTRY)?.[0];
  const run = (command) => execFileSync('sh', ['-c', command], {cwd: target, stdio: ['ignore', 'ignore', 'inherit']});
  if (registryPackage) run(`npm run build -w ${registryPackage}`);
  run('npm run generate:graphql');
  return serviceCount;
}

/**
 * Adds the specs of the OpenAPI corpus (../shared/corpus/openapi) to the temporary site as imported
 * services, as `npm run add-service` would, and rebuilds its registry: every spec, or those whose
 * routes `only` names (a route it names that the corpus lacks is an error). Returns how many.
 */
export async function addCorpus(target, only) {
  const {corpusSpecs} = await import('@energy-xrm/specs');
  const {copySpec} = await import('../add-service/copy.mjs');
  const {addImportedService} = await import('../add-service/registry.mjs');
  const all = corpusSpecs();
  const unknown = (only ?? []).filter((route) => !all.some((spec) => spec.route === route));
  if (unknown.length > 0) throw new Error(`No corpus spec has the route ${unknown.join(', ')}`);
  const specs = only ? all.filter((spec) => only.includes(spec.route)) : all;
  for (const spec of specs) {
    const {document, root} = await copySpec({apiDir: path.join(target, API_DIR), route: spec.route, source: spec.file});
    addImportedService(path.join(target, REGISTRY), {
      route: spec.route,
      document,
      domain: 'Other APIs',
      specFile: root === 'openapi.yaml' ? undefined : root,
    });
  }
  const registryPackage = /^packages\/[^/]+/.exec(REGISTRY)?.[0];
  if (registryPackage) execFileSync('npm', ['run', 'build', '-w', registryPackage], {cwd: target, stdio: 'ignore'});
  return specs.length;
}
