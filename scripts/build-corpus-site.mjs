// `node scripts/build-corpus-site.mjs [--out build-corpus] [--only route,route]`: the site with every
// spec of the OpenAPI corpus (../shared/corpus/openapi), or the routes `--only` names, added as an
// imported service, built as for production
// (`docusaurus build`, then deploy/finish-build.mjs) into `--out`. The browser tests of
// tests/e2e-corpus run against it (playwright.corpus.config.ts): real specs written elsewhere, at
// their real sizes, behind the shipped nginx configuration. The site is built in a temporary copy
// (scripts/bench-scale/copy-site.mjs), so the working tree's registry is never touched.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, renameSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {addCorpus, copySite} from './bench-scale/copy-site.mjs';

const siteDir = path.join(import.meta.dirname, '..');
const {values} = parseArgs({options: {out: {type: 'string', default: 'build-corpus'}, only: {type: 'string'}}});
const out = path.resolve(siteDir, values.out);

const target = mkdtempSync(path.join(tmpdir(), 'corpus-site-'));
try {
  const platform = copySite(siteDir, target, 1);
  const corpus = await addCorpus(target, values.only?.split(','));
  console.log(`building ${platform} platform and ${corpus} corpus services in ${target} …`);
  const run = (command, args) => execFileSync(command, args, {cwd: target, stdio: 'inherit'});
  run(process.execPath, [path.join(target, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build']);
  run(process.execPath, [path.join(target, 'deploy', 'finish-build.mjs')]);
  rmSync(out, {recursive: true, force: true});
  renameSync(path.join(target, 'build'), out);
  console.log(`the corpus site is in ${path.relative(siteDir, out)}/`);
} finally {
  rmSync(target, {recursive: true, force: true});
}
