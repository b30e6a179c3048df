import type {ServiceDomain} from '@energy-xrm/specs';
import {renderPage} from '../../../markdown-pages/render/page';
import type {ServiceReference} from '../../model/types';
import {API_INDEX_DESCRIPTION, API_INDEX_TITLE} from '../../urls';
import {absoluteUrl, escapeText, type MarkdownSite} from './links';
import {serviceMarkdown} from './service';

export type {MarkdownSite} from './links';
export type {HeadingAnchor, ServiceMarkdown} from './service';
export {serviceMarkdown} from './service';

/** `/api/<route>.md`: the service's reference as Markdown. */
export const referenceMarkdown = (ref: ServiceReference, site: MarkdownSite): string => serviceMarkdown(ref, site).page;

/** What the REST index lists of a service. */
export interface ServiceSummary {
  readonly route: string;
  readonly title: string;
  readonly description: string;
  readonly domain: ServiceDomain;
  readonly version: string;
  readonly operationCount: number;
  readonly page: string;
}

/** `/api.md`: the services by domain, each with its version, operation count and Markdown link. */
export function apiIndexMarkdown(services: readonly ServiceSummary[], site: MarkdownSite, indexPath: string): string {
  const domains = [...new Set(services.map((s) => s.domain))];
  const body = [
    `${services.length} services share one set of conventions: bearer tokens, JSON, one error format and cursor pagination. Each reference lists every operation with its parameters, request and response schemas, examples and a curl sample.`,
    ...domains.map((domain) =>
      [
        `## ${escapeText(domain)}`,
        services
          .filter((s) => s.domain === domain)
          .map(
            (s) =>
              `- [${escapeText(s.title)}](${absoluteUrl(s.page, site, indexPath)}): ${s.description} (${s.operationCount} operation${s.operationCount === 1 ? '' : 's'}, version ${s.version})`,
          )
          .join('\n'),
      ].join('\n\n'),
    ),
  ];
  const header = {
    title: API_INDEX_TITLE,
    url: `${site.siteUrl}${indexPath}`,
    description: API_INDEX_DESCRIPTION,
  };
  return renderPage(header, body.join('\n\n'));
}
