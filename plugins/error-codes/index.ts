import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse} from 'yaml';
import {services} from '@energy-xrm/specs';
import {collectCodes} from './collect';
import {catalogueProblems, renderCatalogue, type CatalogueText} from './render';

export interface ErrorCodesOptions {
  /** The generated partial, imported by the catalogue page; git-ignored. */
  readonly out: string;
}

type Json = Record<string, unknown>;
const readYaml = (file: string) => parse(readFileSync(file, 'utf8')) as Json;

/** The catalogue's Markdown for the specs in `siteDir/api`; throws when a code and its entry disagree. */
export function errorCatalogue(siteDir: string): string {
  const api = path.join(siteDir, 'api');
  const facts = collectCodes(
    readYaml(path.join(api, '_shared', 'components.yaml')),
    services.map((service) => ({route: service.route, doc: readYaml(path.join(api, service.route, 'openapi.yaml'))})),
  );
  const text = readYaml(path.join(api, '_shared', 'error-codes.yaml')) as unknown as CatalogueText;
  const problems = catalogueProblems(facts, text);
  if (problems.length > 0) throw new Error(`The error-code catalogue is out of date:\n${problems.join('\n')}`);
  const titles = new Map(services.map((service) => [service.route, service.title]));
  return renderCatalogue(facts, text, (route) => titles.get(route) ?? route);
}

/**
 * The error-code catalogue, generated from the specs when the site loads (like the library
 * references; `docusaurus start` loads the site again when a spec changes), so that it cannot miss
 * a code a spec uses. It writes a git-ignored MDX partial that the hand-written page imports; the
 * page itself stays a normal doc in the sidebar. Reading the unbundled YAML is enough here: error
 * examples are literal in each file, and the shared responses are read from the shared file.
 */
export default function errorCodesPlugin(context: LoadContext, options: ErrorCodesOptions): Plugin {
  const out = path.join(context.siteDir, options.out);
  const markdown = errorCatalogue(context.siteDir);
  // An unchanged file is left alone: rewriting it would make the dev server reload the docs again.
  if (!existsSync(out) || readFileSync(out, 'utf8') !== markdown) writeFileSync(out, markdown);
  return {
    name: 'error-codes',
    getPathsToWatch: () => [path.join(context.siteDir, 'api', '**', '*.yaml')],
  };
}
