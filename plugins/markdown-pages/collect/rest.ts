import path from 'node:path';
import type {PageSummary} from '../../api-reference';
import {
  API_INDEX_DESCRIPTION,
  API_INDEX_MARKDOWN_URL,
  API_INDEX_TITLE,
  API_INDEX_URL,
  DOWNLOADS_DIR,
} from '../../api-reference/urls';
import type {PagePlan} from './types';

/**
 * The REST index and each service's reference. Their Markdown is a renderer of the reference model
 * (plugins/api-reference/render/markdown), written by that plugin; here they are only listed.
 */
export function restPages(summaries: readonly PageSummary[], siteDir: string): PagePlan[] {
  const fileOf = (url: string) => path.join(siteDir, DOWNLOADS_DIR, url);
  return [
    {
      path: API_INDEX_URL,
      title: API_INDEX_TITLE,
      description: API_INDEX_DESCRIPTION,
      section: 'rest',
      markdownFile: fileOf(API_INDEX_MARKDOWN_URL),
    },
    ...summaries.map(({service, urls}): PagePlan => ({
      path: urls.page,
      title: service.title,
      description: service.description,
      section: 'rest',
      markdownFile: fileOf(urls.markdown),
    })),
  ];
}
