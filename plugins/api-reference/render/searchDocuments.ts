import type {IndexableDocument} from '../../search/types';
import type {OperationModel, SchemaNode, ServiceReference} from '../model/types';
import {sectionUrl} from '../urls';
import {markdownText} from './text';

/**
 * The REST reference as search documents, rendered from the reference model (never from the page's
 * HTML): one per operation (`#<operationId>`), component schema (`#schema-<Name>`) and tag section
 * (`#tag-...`), plus one for the service itself. Each stays small, so a page is never one giant
 * document and an operation is found by its own words.
 */

/** Descriptions as plain words, on one line. */
const words = (markdown: string): string => markdownText(markdown).replace(/\s+/g, ' ');

/** Top-level field names of a schema (and of its variants): what a reader may search an operation by. */
function fieldNames(node: SchemaNode | undefined, depth = 0): string[] {
  if (!node || depth > 0) return [];
  const variants = node.variants?.options ?? [];
  return [...node.children, ...variants].flatMap((child) => [
    ...(child.name ? [child.name] : []),
    ...fieldNames(child, depth + 1),
  ]);
}

function operationDocument(service: ServiceReference, operation: OperationModel): IndexableDocument {
  const names = [
    operation.id,
    ...operation.parameters.map((parameter) => parameter.name),
    ...fieldNames(operation.requestBody?.schema),
  ];
  return {
    title: markdownText(operation.summary) || operation.id,
    content: [words(operation.description), operation.path, ...new Set(names)].join(' '),
    // The service only: with the tag's name too, every operation of a tag outranked the tag's own section.
    parentCategories: service.title,
    pageTitle: service.title,
    sectionTitle: markdownText(operation.summary) || operation.id,
    sectionRoute: sectionUrl(service.urls, operation.id),
    type: 'other',
    kind: operation.method.toLowerCase(),
    path: operation.path,
    service: service.title,
  };
}

export function searchDocuments(service: ServiceReference): IndexableDocument[] {
  const page = service.urls.page;
  const common = {pageTitle: service.title, type: 'other', service: service.title} as const;
  return [
    {
      ...common,
      title: service.title,
      content: words(service.description),
      parentCategories: '',
      sectionTitle: service.title,
      sectionRoute: page,
      kind: 'api',
    },
    ...service.tags.flatMap((tag) => [
      {
        ...common,
        title: tag.name,
        content: [words(tag.description), ...tag.operations.map((operation) => markdownText(operation.summary))].join(
          ' ',
        ),
        parentCategories: service.title,
        sectionTitle: tag.name,
        sectionRoute: sectionUrl(service.urls, tag.anchor),
        kind: 'tag',
      },
      ...tag.operations.map((operation) => operationDocument(service, operation)),
    ]),
    ...service.schemas.map((schema) => ({
      ...common,
      title: schema.name,
      content: [words(schema.node.description), ...schema.node.constraints, ...new Set(fieldNames(schema.node))].join(
        ' ',
      ),
      // Schemas are listed under the page's "Schemas" heading: their category (`contract status schema`).
      parentCategories: `${service.title} schema`,
      sectionTitle: schema.name,
      sectionRoute: sectionUrl(service.urls, schema.anchor),
      kind: 'schema',
    })),
  ];
}
