import {renderPage} from '../../../markdown-pages/render/page';
import type {SchemaEntry, ServiceReference} from '../../model/types';
import {markdownText} from '../text';
import {describe, fieldsTable, typeMarkdown, type ServiceLinks} from './fields';
import {
  absoluteUrl,
  escapeText,
  externalDocsMarkdown,
  linkMarkdown,
  type MarkdownSite,
  withAbsoluteLinks,
} from './links';
import {incomingMarkdown, operationHeading, operationMarkdown} from './operation';

/** A heading of the service's Markdown and the anchor the web page gives the same part. */
export interface HeadingAnchor {
  readonly heading: string;
  readonly anchor: string;
}

/** The service's Markdown, and the parts of it that stand alone (one operation, one schema). */
export interface ServiceMarkdown {
  readonly page: string;
  readonly operations: Readonly<Record<string, string>>;
  readonly schemas: Readonly<Record<string, string>>;
  /** Every heading of the parts, in page order, with its anchor on the web page. */
  readonly headings: readonly HeadingAnchor[];
}

export function serviceLinks(ref: ServiceReference, site: MarkdownSite): ServiceLinks {
  return {site, pagePath: ref.urls.page, schemaUrl: (schema) => absoluteUrl(`#${schema.anchor}`, site, ref.urls.page)};
}

function schemaMarkdown(entry: SchemaEntry, links: ServiceLinks): string {
  const {node} = entry;
  const facts = describe({...node, description: ''}, links);
  // An object schema's type is the schema itself: only its facts are worth a line.
  const itself = node.type.kind === 'ref' && node.type.name === entry.name;
  const typeLine = itself ? facts : `Type: ${typeMarkdown(node.type, links)}${facts ? `. ${facts}` : ''}`;
  return [
    `### ${escapeText(entry.name)}`,
    withAbsoluteLinks(node.description, links.site, links.pagePath),
    typeLine,
    fieldsTable(node, links),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** A spec written elsewhere names who publishes it and on what terms (see aboutHtml in render/html/introHtml.ts). */
function aboutMarkdown(ref: ServiceReference): string {
  if (!ref.imported) return '';
  const {contact, license, termsOfService} = ref.about;
  return [
    contact ? `Contact: ${linkMarkdown(contact.name, contact.url)}.` : '',
    license ? `License: ${linkMarkdown(license.name, license.url)}.` : '',
    termsOfService ? `${linkMarkdown('Terms of service', termsOfService)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The reference of one service as Markdown, from the model: the header every page's Markdown has,
 * the service's description, its operations by tag, then its schemas.
 */
export function serviceMarkdown(ref: ServiceReference, site: MarkdownSite): ServiceMarkdown {
  const links = serviceLinks(ref, site);
  const operations: Record<string, string> = {};
  const schemas: Record<string, string> = {};
  const headings: HeadingAnchor[] = [];
  const body: string[] = [
    withAbsoluteLinks(ref.description, site, ref.urls.page, 2),
    externalDocsMarkdown(ref.about.externalDocs),
    [
      `Version ${escapeText(ref.version)}.`,
      ref.servers[0] ? `Base URL: \`${ref.servers[0]}\`.` : '',
      `OpenAPI document: [YAML](${site.siteUrl}${ref.urls.yaml}), [JSON](${site.siteUrl}${ref.urls.json}).`,
      ref.urls.changelog ? `[Changelog](${absoluteUrl(ref.urls.changelog, site, ref.urls.page)}).` : '',
      aboutMarkdown(ref),
    ]
      .filter(Boolean)
      .join(' '),
  ];
  for (const tag of ref.tags) {
    const name = markdownText(tag.name) || tag.name;
    headings.push({heading: name, anchor: tag.anchor});
    body.push(
      `## ${escapeText(name)}`,
      withAbsoluteLinks(tag.description, site, ref.urls.page, 3),
      externalDocsMarkdown(tag.externalDocs),
    );
    for (const op of tag.operations) {
      operations[op.id] = operationMarkdown(ref.route, op, links);
      headings.push({heading: operationHeading(op), anchor: op.id});
      body.push(operations[op.id]!);
    }
  }
  if (ref.webhooks.length > 0) {
    headings.push({heading: 'Webhooks', anchor: 'webhooks'});
    body.push('## Webhooks', 'Requests the API sends to a URL you register, as the spec describes them.');
    for (const webhook of ref.webhooks) {
      headings.push({heading: markdownText(webhook.summary) || webhook.name, anchor: webhook.anchor});
      body.push(incomingMarkdown(webhook, 3, links));
    }
  }
  if (ref.schemas.length > 0) {
    headings.push({heading: 'Schemas', anchor: 'schemas'});
    body.push('## Schemas');
    for (const entry of ref.schemas) {
      schemas[entry.name] = schemaMarkdown(entry, links);
      headings.push({heading: entry.name, anchor: entry.anchor});
      body.push(schemas[entry.name]!);
    }
  }
  const header = {title: ref.title, url: `${site.siteUrl}${ref.urls.page}`};
  return {page: renderPage(header, body.filter(Boolean).join('\n\n')), operations, schemas, headings};
}
