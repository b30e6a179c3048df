import {readFileSync} from 'node:fs';
import type {PagePlan, PageRecord} from '../collect/types';
import {type LinkScope, absoluteLink} from '../mdx/links';
import {sourceToMarkdown} from '../mdx';
import {renderPage} from './page';

/** Each planned page's Markdown file: header, then the converted source or the generated content. */
export function renderPages(
  plans: readonly PagePlan[],
  scope: LinkScope,
  warn: (message: string) => void,
): PageRecord[] {
  return plans.map(({body, file, ...plan}) => {
    if (plan.markdownFile) {
      const url = `${scope.siteUrl}${plan.path}`;
      return {...plan, url, markdown: readFileSync(plan.markdownFile, 'utf8'), summary: plan.description};
    }
    const pageUrl = `${scope.siteUrl}${plan.path === '/' ? '/' : plan.path}`;
    const origin = {file: file ?? scope.siteDir, pagePath: plan.path};
    const converted = file ? sourceToMarkdown({file, pagePath: plan.path, pageUrl}, scope, warn) : undefined;
    const tools = {
      linkTo: (target: string) => absoluteLink(target, scope, origin),
      include: (source: string, headingShift: number) =>
        sourceToMarkdown({file: source, pagePath: plan.path, pageUrl, headingShift}, scope, warn).body.trim(),
    };
    const content = converted?.body ?? body?.(tools) ?? '';
    const url = converted?.canonical ?? pageUrl;
    const trail = plan.trail?.map(({label, path}) => (path ? {label, url: tools.linkTo(path)} : {label}));
    const markdown = renderPage(
      {title: plan.title, url, trail, description: plan.description, facts: plan.facts},
      content,
    );
    return {...plan, url, markdown, summary: plan.description || converted?.firstSentence || ''};
  });
}
