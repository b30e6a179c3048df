import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {AllContent} from '@docusaurus/types';
import type {PageSummary} from '../../api-reference';
import {blogPages} from './blog';
import {docsPages, type LibraryFolder} from './docs';
import {homePage} from './home';
import {restPages} from './rest';
import type {PagePlan, SectionKey} from './types';

/** Which llms.txt section each docs instance fills; other instances are guides. */
const DOCS_SECTIONS: Readonly<Record<string, SectionKey>> = {apps: 'apps', graphql: 'graphql'};

export interface CollectOptions {
  readonly siteDir: string;
  readonly title: string;
  readonly tagline: string;
  readonly libraries: readonly LibraryFolder[];
}

/** Every page of the docs, blog and REST reference plugins, and the home page; the first of a path wins. */
export function collectPages(allContent: AllContent, options: CollectOptions): PagePlan[] {
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  const blogs = allContent['docusaurus-plugin-content-blog'] ?? {};
  const reference = allContent['api-reference']?.default as readonly PageSummary[] | undefined;
  const plans: PagePlan[] = [homePage(options.title, options.tagline), ...restPages(reference ?? [], options.siteDir)];
  for (const [id, content] of Object.entries(docs)) {
    plans.push(
      ...docsPages(content as LoadedContent, {
        siteDir: options.siteDir,
        section: DOCS_SECTIONS[id] ?? 'guides',
        libraries: options.libraries,
      }),
    );
  }
  for (const [id, content] of Object.entries(blogs)) {
    const section: SectionKey = id.startsWith('changelog-') ? 'changelogs' : 'blog';
    plans.push(...blogPages(content as BlogContent, {siteDir: options.siteDir, section}));
  }
  return plans.filter((plan, index) => plans.findIndex((other) => other.path === plan.path) === index);
}
