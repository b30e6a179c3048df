import type {ServiceReferenceData} from '@energy-xrm/docs-mcp/build-data';
import type {ServiceReference} from '../model/types';
import {sectionUrl} from '../urls';
import type {MarkdownSite, ServiceMarkdown} from './markdown';

/**
 * `/api/<route>/mcp.json`: what the docs MCP server (packages/docs-mcp, in the format its
 * build-data.ts defines) knows of a service's operations and schemas. Every operation is listed,
 * with or without an operationId, by the anchor the page gives it, with its URL on the page and its
 * part of the service's Markdown; plugins/markdown-pages hands the file on with the bundled spec.
 */
export function mcpReference(
  ref: ServiceReference,
  markdown: ServiceMarkdown,
  site: MarkdownSite,
): ServiceReferenceData {
  const url = (anchor: string): string => `${site.siteUrl}${sectionUrl(ref.urls, anchor)}`;
  return {
    operations: ref.tags.flatMap((tag) =>
      tag.operations.map((op) => ({
        anchor: op.id,
        ...(op.operationId === undefined ? {} : {operationId: op.operationId}),
        method: op.method.toUpperCase(),
        path: op.path,
        summary: op.summary,
        tag: tag.name,
        deprecated: op.deprecated,
        markdown: markdown.operations[op.id] ?? '',
        url: url(op.id),
      })),
    ),
    schemas: ref.schemas.map((entry) => ({
      name: entry.name,
      anchor: entry.anchor,
      markdown: markdown.schemas[entry.name] ?? '',
      url: url(entry.anchor),
    })),
    headings: markdown.headings,
  };
}
