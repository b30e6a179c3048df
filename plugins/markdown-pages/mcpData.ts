import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {
  DataInput,
  JsonObject,
  ServiceInput,
  ServiceReferenceData,
  WrittenData,
} from '@energy-xrm/docs-mcp/build-data';
import type {PageSummary} from '../api-reference';
import {DOWNLOADS_DIR} from '../api-reference/urls';
import type {PageRecord} from './collect/types';
import {markdownPath} from './paths';

/**
 * What the docs MCP server needs: every page's Markdown, and for each REST service what the
 * reference plugin wrote: the model's operations and schemas (`mcp.json`, render/mcp.ts there)
 * and the bundled spec (`openapi.json`), whose schemas the server gives as JSON Schemas.
 */
export function mcpData(
  siteDir: string,
  site: {title: string; url: string},
  pages: readonly PageRecord[],
  reference: readonly PageSummary[],
): DataInput {
  const read = (url: string): string => readFileSync(path.join(siteDir, DOWNLOADS_DIR, url), 'utf8');
  const services = reference.map(({service, urls, version}) => {
    const {operations, schemas, headings} = JSON.parse(read(urls.mcp)) as ServiceReferenceData;
    const input: ServiceInput = {
      route: service.route,
      title: service.title,
      description: service.description,
      version,
      url: `${site.url}${urls.page}`,
      spec: JSON.parse(read(urls.json)) as JsonObject,
      operations,
      schemas,
    };
    return {page: urls.page, headings, input};
  });
  return {
    site,
    pages: pages.map((page) => {
      const service = services.find((entry) => entry.page === page.path);
      return {
        path: page.path,
        url: page.url,
        markdownUrl: `${site.url}${markdownPath(page.path)}`,
        title: page.title,
        summary: page.summary,
        section: page.section,
        ...(page.group ? {group: page.group} : {}),
        markdown: page.markdown,
        ...(service ? {anchors: service.headings, service: service.input.route} : {}),
      };
    }),
    services: services.map((service) => service.input),
  };
}

const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(2)} MB`;

/**
 * The MCP data's size for the build log: the server reads docs.json at start and a service's file
 * on the first question about it, so those are the figures that must stay small as services grow.
 */
export function mcpDataSize({docsBytes, serviceBytes}: WrittenData): string {
  const sizes = [...serviceBytes.values()];
  const total = sizes.reduce((sum, bytes) => sum + bytes, 0);
  const [route, largest] = [...serviceBytes].reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
  return `MCP data: docs.json ${mb(docsBytes)}, ${sizes.length} service files ${mb(total)} (largest: ${route} ${mb(largest)})`;
}
