import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from './files.js';
import {SPEC_FILE, SPEC_ROOT} from './specRoot.js';

/**
 * The corpus of OpenAPI specs written elsewhere (`../shared/corpus/openapi/`, see its README): test
 * data the REST reference must render as it renders the platform's own. `OPENAPI_CORPUS` names
 * another folder. The files are never edited.
 */
export const CORPUS_DIR = process.env.OPENAPI_CORPUS ?? path.resolve(REPO_ROOT, '..', 'shared', 'corpus', 'openapi');

export interface CorpusSpec {
  /** The route the spec gets as a service: its path in the corpus, slugged. */
  readonly route: string;
  /** The spec's root file. */
  readonly file: string;
}

const routeOf = (relative: string): string =>
  relative
    .replace(SPEC_FILE, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : SPEC_FILE.test(name) ? [file] : [];
    });
}

/** Every root spec of the corpus, in path order, each with its route. */
export function corpusSpecs(dir: string = CORPUS_DIR): CorpusSpec[] {
  return walk(dir)
    .filter((file) => SPEC_ROOT.test(readFileSync(file, 'utf8')))
    .map((file) => ({route: routeOf(path.relative(dir, file)), file}));
}
