import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeDocsData} from '@energy-xrm/docs-mcp/build-data';
import {libraries} from '../../config/libraries';
import type {PageSummary} from '../api-reference';
import {redirects} from '../../config/redirects';
import {collectPages} from './collect';
import type {PageRecord} from './collect/types';
import type {LinkScope} from './mdx/links';
import {redirectNote} from './render/page';
import {renderPages} from './render/pages';
import {llmsFullFiles, llmsTxt, type SiteSummary} from './render/llms';
import {mcpData, mcpDataSize} from './mcpData';
import {MARKDOWN_DIR, markdownPath} from './paths';

/** The docs MCP server (packages/docs-mcp) reads its data from here by default. */
export const MCP_DATA_DIR = 'packages/docs-mcp/data';

const SUMMARY =
  'The developer portal of the Energy XRM platform, which energy suppliers, municipal utilities and installers use to sell power, gas and energy products, serve their customers and run their back office. It holds guides, a reference for each of the REST services, the partner-sharing GraphQL API, the deadlines and pricing libraries, and the documentation for building apps.';

/**
 * Every page as Markdown at its path plus `.md`, made from the pages' own sources (MDX with its
 * components turned into Markdown), plus `/llms.txt` and `/llms-full.txt` (with `/llms-full-rest.txt`
 * when the whole is too large for one file). See README.md.
 */
export default function markdownPagesPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const outDir = path.join(siteDir, MARKDOWN_DIR);
  return {
    name: 'markdown-pages',
    async allContentLoaded({allContent}) {
      const plans = collectPages(allContent, {
        siteDir,
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        libraries,
      });
      const scope: LinkScope = {
        siteUrl: siteConfig.url.replace(/\/$/, ''),
        siteDir,
        contentDirs: contentDirs(siteDir),
        sourceToPath: new Map(plans.flatMap((plan) => (plan.file ? [[plan.file, plan.path] as const] : []))),
        markdownPaths: new Set(plans.map((plan) => plan.path)),
      };
      const warnings = new Set<string>();
      const pages = renderPages(plans, scope, (message) => warnings.add(message));
      for (const warning of warnings) console.warn(`[markdown-pages] ${warning}`);
      const site: SiteSummary = {
        title: siteConfig.title,
        siteUrl: scope.siteUrl,
        summary: `${siteConfig.tagline} ${SUMMARY}`,
      };
      rmSync(outDir, {recursive: true, force: true});
      writePages(outDir, [...pages, ...redirectedPages(pages, scope.siteUrl)]);
      const fullFiles = llmsFullFiles(site, pages);
      writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(site, pages, fullFiles));
      for (const {file, text} of fullFiles) writeFileSync(path.join(outDir, file), text);
      const reference = (allContent['api-reference']?.default ?? []) as readonly PageSummary[];
      const data = mcpData(siteDir, {title: site.title, url: scope.siteUrl}, pages, reference);
      const written = writeDocsData(path.join(siteDir, MCP_DATA_DIR), data);
      console.log(`[markdown-pages] ${mcpDataSize(written)}`);
    },
  };
}

/** Folders `/`-rooted links to source files may be relative to (Docusaurus tries the same). */
const contentDirs = (siteDir: string): string[] => ['docs', 'apps', 'blog'].map((dir) => path.join(siteDir, dir));

/** An old path that redirects gets a note naming its target: a static file cannot redirect. */
function redirectedPages(pages: readonly PageRecord[], siteUrl: string): PageRecord[] {
  return redirects.flatMap(({from, to}) => {
    const target = pages.find((page) => page.path === to);
    const markdownUrl = `${siteUrl}${markdownPath(to)}`;
    return target ? [{...target, path: from, markdown: redirectNote(target, markdownUrl)}] : [];
  });
}

function writePages(outDir: string, pages: readonly PageRecord[]): void {
  for (const page of pages.filter((p) => !p.markdownFile)) {
    const file = path.join(outDir, markdownPath(page.path));
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, page.markdown);
  }
}
