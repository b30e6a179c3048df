import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse} from 'yaml';
import {referenceCodes} from '../api-reference/codesHandover';
import {collectCodes, type ServiceCodes} from './collect';
import {catalogueProblems, renderCatalogue, type CatalogueText} from './render';

export interface ErrorCodesOptions {
  /** The generated partial, imported by the catalogue page; git-ignored. */
  readonly out: string;
}

/**
 * The catalogue's Markdown for the services' codes (as the REST reference model gives them, see
 * plugins/api-reference/render/codes.ts) and the prose in `siteDir/api/_shared/error-codes.yaml`;
 * throws when a code of the platform's services and its entry disagree.
 */
export function errorCatalogue(siteDir: string, services: readonly ServiceCodes[]): string {
  const digests = services.filter((service) => !service.imported);
  const facts = collectCodes(digests);
  // The meanings and actions are prose, not spec: they live in their own file beside the specs.
  const file = path.join(siteDir, 'api', '_shared', 'error-codes.yaml');
  const text = parse(readFileSync(file, 'utf8')) as CatalogueText;
  const problems = catalogueProblems(facts, text);
  if (problems.length > 0) throw new Error(`The error-code catalogue is out of date:\n${problems.join('\n')}`);
  // Specs written elsewhere keep their own codes: listed per service, never held to the platform's list.
  const imported = services.filter((service) => service.imported && service.uses.length > 0);
  return `${renderCatalogue(facts, text, digests)}${importedCodesMarkdown(imported)}`;
}

/** The codes of imported services, each service in its own list: their meaning is the service's own. */
function importedCodesMarkdown(imported: readonly ServiceCodes[]): string {
  if (imported.length === 0) return '';
  const sections = imported.map((service) => {
    const codes = collectCodes([service]).map(
      (facts) =>
        `- \`${facts.code}\`${facts.statuses.size > 0 ? ` (HTTP ${[...facts.statuses].join(', ')})` : ''}: ${[...facts.errors, ...facts.results].map((use) => `[${use.label}](${use.url})`).join(', ')}`,
    );
    return `### ${service.title.replace(/[{}<>]/g, '')}\n\n${codes.join('\n')}`;
  });
  return `\n## Codes of services added from other specs\n\nThese services were added from specs written elsewhere; their codes mean what those specs say.\n\n${sections.join('\n\n')}\n`;
}

/**
 * The error-code catalogue, generated when the site loads so that it cannot miss a code a spec
 * uses. The codes come from the REST reference plugin, which builds every service's model anyway
 * (api-reference/codesHandover.ts); this plugin awaits them in its loadContent and writes a
 * git-ignored MDX partial that the hand-written page imports, so the page stays a normal doc in the
 * sidebar. Content loading ends before any plugin reads pages, so the docs and the Markdown pages
 * always find the partial.
 */
export default function errorCodesPlugin(context: LoadContext, options: ErrorCodesOptions): Plugin {
  const out = path.join(context.siteDir, options.out);
  return {
    name: 'error-codes',
    async loadContent() {
      const markdown = errorCatalogue(context.siteDir, await referenceCodes());
      // An unchanged file is left alone: rewriting it would make the dev server reload the docs again.
      if (!existsSync(out) || readFileSync(out, 'utf8') !== markdown) writeFileSync(out, markdown);
    },
    // A spec reloads the reference too; the catalogue then takes the codes of its load in progress.
    getPathsToWatch: () => [path.join(context.siteDir, 'api', '**', '*.yaml')],
  };
}
