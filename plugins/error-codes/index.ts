import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse} from 'yaml';
import {bundleService, serviceFiles, services} from '@energy-xrm/specs';
import {buildReference, type OpenApiDocument} from '../api-reference/model/buildReference';
import {collectCodes, serviceCodes, type ServiceCodes} from './collect';
import {catalogueProblems, renderCatalogue, type CatalogueText} from './render';

export interface ErrorCodesOptions {
  /** The generated partial, imported by the catalogue page; git-ignored. */
  readonly out: string;
}

/**
 * The codes of every service, read from the REST reference model that the reference pages render
 * (the one spec loader, then buildReference), one service at a time so that only one model is in
 * memory. The catalogue never reads a spec itself: a fact it needs belongs in the model.
 */
async function codesOfAllServices(apiDir: string, imported: boolean): Promise<ServiceCodes[]> {
  const digests: ServiceCodes[] = [];
  for (const service of services.filter((entry) => Boolean(entry.imported) === imported)) {
    const document = (await bundleService(service, {apiDir})) as unknown as OpenApiDocument;
    digests.push(serviceCodes(buildReference(service, document, serviceFiles(service, apiDir).hasChangelog)));
  }
  return digests;
}

/** The catalogue's Markdown for the specs in `siteDir/api`; throws when a code and its entry disagree. */
export async function errorCatalogue(siteDir: string): Promise<string> {
  const api = path.join(siteDir, 'api');
  const digests = await codesOfAllServices(api, false);
  const facts = collectCodes(digests);
  // The meanings and actions are prose, not spec: they live in their own file beside the specs.
  const text = parse(readFileSync(path.join(api, '_shared', 'error-codes.yaml'), 'utf8')) as CatalogueText;
  const problems = catalogueProblems(facts, text);
  if (problems.length > 0) throw new Error(`The error-code catalogue is out of date:\n${problems.join('\n')}`);
  // Specs written elsewhere keep their own codes: listed per service, never held to the platform's list.
  const imported = (await codesOfAllServices(api, true)).filter((service) => service.uses.length > 0);
  return `${renderCatalogue(facts, text, digests)}${importedCodesMarkdown(imported)}`;
}

/** The codes of imported services, each service in its own list: their meaning is the service's own. */
function importedCodesMarkdown(imported: readonly ServiceCodes[]): string {
  if (imported.length === 0) return '';
  const sections = imported.map((service) => {
    const codes = collectCodes([service]).map(
      (facts) =>
        `- \`${facts.code}\`${facts.statuses.size > 0 ? ` (HTTP ${[...facts.statuses].join(', ')})` : ''}: ${[...facts.errors, ...facts.results].map((use) => `[${use.label}](/api/${use.route}#${use.anchor})`).join(', ')}`,
    );
    return `### ${service.title.replace(/[{}<>]/g, '')}\n\n${codes.join('\n')}`;
  });
  return `\n## Codes of services added from other specs\n\nThese services were added from specs written elsewhere; their codes mean what those specs say.\n\n${sections.join('\n\n')}\n`;
}

/**
 * The error-code catalogue, generated from the specs when the site loads (like the library
 * references; `docusaurus start` loads the site again when a spec changes), so that it cannot miss
 * a code a spec uses. It writes a git-ignored MDX partial that the hand-written page imports; the
 * page itself stays a normal doc in the sidebar. The partial is written before any plugin loads its
 * content, so the docs and the Markdown pages always find it.
 */
export default async function errorCodesPlugin(context: LoadContext, options: ErrorCodesOptions): Promise<Plugin> {
  const out = path.join(context.siteDir, options.out);
  const markdown = await errorCatalogue(context.siteDir);
  // An unchanged file is left alone: rewriting it would make the dev server reload the docs again.
  if (!existsSync(out) || readFileSync(out, 'utf8') !== markdown) writeFileSync(out, markdown);
  return {
    name: 'error-codes',
    getPathsToWatch: () => [path.join(context.siteDir, 'api', '**', '*.yaml')],
  };
}
