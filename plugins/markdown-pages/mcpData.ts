import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {DataInput, JsonObject} from '@energy-xrm/docs-mcp/build-data';
import type {PageSummary} from '../api-reference';
import type {HeadingAnchor} from '../api-reference/render/markdown';
import {DOWNLOADS_DIR} from '../api-reference/urls';
import type {PageRecord} from './collect/types';
import {markdownPath} from './paths';

/** What the reference's Markdown renderer writes beside each service's `.md` (`markdown.json`). */
interface MarkdownParts {
  readonly operations: Record<string, string>;
  readonly schemas: Record<string, string>;
  readonly headings: HeadingAnchor[];
}

/**
 * What the docs MCP server needs: every page's Markdown, and for each REST service the files the
 * reference plugin wrote: the bundled spec (`openapi.json`) and its Markdown parts.
 */
export function mcpData(
  siteDir: string,
  site: {title: string; url: string},
  pages: readonly PageRecord[],
  reference: readonly PageSummary[],
): DataInput {
  const read = (url: string): string => readFileSync(path.join(siteDir, DOWNLOADS_DIR, url), 'utf8');
  const parts = new Map(
    reference.map((page) => [page.urls.page, JSON.parse(read(page.urls.markdownParts)) as MarkdownParts]),
  );
  return {
    site,
    pages: pages.map((page) => ({
      path: page.path,
      url: page.url,
      markdownUrl: `${site.url}${markdownPath(page.path)}`,
      title: page.title,
      summary: page.summary,
      section: page.section,
      ...(page.group ? {group: page.group} : {}),
      markdown: page.markdown,
      ...(parts.has(page.path) ? {anchors: parts.get(page.path)!.headings} : {}),
    })),
    services: reference.map(({service, urls}) => ({
      route: service.route,
      title: service.title,
      description: service.description,
      url: `${site.url}${urls.page}`,
      spec: JSON.parse(read(urls.json)) as JsonObject,
      operationMarkdown: parts.get(urls.page)?.operations ?? {},
      schemaMarkdown: parts.get(urls.page)?.schemas ?? {},
    })),
  };
}
