import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {DataInput, JsonObject} from '@energy-xrm/docs-mcp/build-data';
import {services} from '@energy-xrm/specs';
import {DOWNLOADS_DIR, serviceUrls} from '../api-reference/urls';
import type {PageRecord} from './collect/types';
import {markdownPath} from './paths';

/**
 * What the docs MCP server needs: every page's Markdown, and for each REST service the bundled
 * spec that the reference plugin wrote for download (`/api/<route>/openapi.json`).
 */
export function mcpData(siteDir: string, siteUrl: string, title: string, pages: readonly PageRecord[]): DataInput {
  return {
    site: {title, url: siteUrl},
    pages: pages.map((page) => ({
      path: page.path,
      url: page.url,
      markdownUrl: `${siteUrl}${markdownPath(page.path)}`,
      title: page.title,
      summary: page.summary,
      section: page.section,
      ...(page.group ? {group: page.group} : {}),
      markdown: page.markdown,
    })),
    services: services.map((service) => ({
      route: service.route,
      title: service.title,
      description: service.description,
      url: `${siteUrl}/api/${service.route}`,
      spec: JSON.parse(
        readFileSync(path.join(siteDir, DOWNLOADS_DIR, serviceUrls(service.route, false).json), 'utf8'),
      ) as JsonObject,
    })),
  };
}
