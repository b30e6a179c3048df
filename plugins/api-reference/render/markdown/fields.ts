import type {SchemaNode, SchemaRef, TypeExpr} from '../../model/types';
import {typeText} from '../text';
import {cell, escapeText, type MarkdownSite, withAbsoluteLinks} from './links';

/** How a renderer of one service links to its schema entries and resolves relative links. */
export interface ServiceLinks {
  readonly site: MarkdownSite;
  /** The service page's path (`/api/entity`). */
  readonly pagePath: string;
  /** The absolute URL of a schema's entry in the service's Markdown. */
  readonly schemaUrl: (ref: SchemaRef) => string;
}

/** Nested objects are listed to this depth; deeper ones say where their fields are. */
const MAX_DEPTH = 4;

/** A type in words, with component schemas linked to their entries: `array of [Order](…)`, `` `string <uuid>` ``. */
export function typeMarkdown(type: TypeExpr, links: ServiceLinks): string {
  if (type.kind === 'ref') return `[${escapeText(type.name)}](${links.schemaUrl(type)})`;
  if (type.kind === 'array') return `array of ${typeMarkdown(type.items, links)}`;
  if (type.kind === 'map') return `map of ${typeMarkdown(type.values, links)}`;
  return `\`${typeText(type)}\``;
}

/** The node's description, its facts and its variants, on one line for a table cell. */
export function describe(node: SchemaNode, links: ServiceLinks): string {
  const parts = [withAbsoluteLinks(node.description, links.site, links.pagePath)];
  if (node.deprecated) parts.unshift('**Deprecated.**');
  if (node.constraints.length > 0) parts.push(`${node.constraints.map((c) => escapeText(c)).join('; ')}.`);
  if (node.variants) {
    const {keyword, discriminator, options} = node.variants;
    const names = options.map((o) => {
      const label = o.fieldsOf
        ? `[${escapeText(o.fieldsOf.name)}](${links.schemaUrl(o.fieldsOf)})`
        : o.name
          ? escapeText(o.name)
          : typeMarkdown(o.type, links);
      const facts = [
        ...(o.discriminatorValues ?? []).map((v) => `\`${discriminator ?? ''}\` = \`${v}\``),
        ...o.constraints.map(escapeText),
      ];
      return facts.length > 0 ? `${label} (${facts.join('; ')})` : label;
    });
    parts.push(
      `${keyword === 'oneOf' ? 'Exactly one of' : 'Any of'}: ${names.join(', ')}${discriminator ? `, chosen by \`${discriminator}\`` : ''}.`,
    );
  }
  for (const value of node.mapValues ?? []) {
    parts.push(
      `${value.pattern ? `Keys matching \`${value.pattern}\`` : 'Any other key'}: ${typeMarkdown(value.type, links)}${value.constraints.length > 0 ? ` (${value.constraints.map(escapeText).join('; ')})` : ''}.`,
    );
  }
  if (node.circular) parts.push('Recursive: refers back to a schema that contains it.');
  return cell(parts.filter(Boolean).join(' '));
}

/** The component whose own entry lists this node's fields, when the node has fields to list. */
const listedIn = (node: SchemaNode): SchemaRef | undefined =>
  node.children.length > 0 || node.variants || node.circular ? node.fieldsOf : undefined;

function rows(node: SchemaNode, prefix: string, depth: number, links: ServiceLinks): string[] {
  return node.children.flatMap((child) => {
    const name = `${prefix}${child.name}`;
    // A union's `|` (`integer | string`) would end the cell: cell() escapes it.
    const row = `| ${cell(`\`${name}\``)} | ${cell(typeMarkdown(child.type, links))} | ${child.required ? 'yes' : 'no'} | ${describe(child, links)} |`;
    if (listedIn(child) || child.children.length === 0) return [row];
    if (depth >= MAX_DEPTH) return [row];
    const nested = child.type.kind === 'array' ? `${name}[].` : `${name}.`;
    return [row, ...rows(child, nested, depth + 1, links)];
  });
}

/**
 * A schema's fields as a table, nested fields with dotted names (`address.city`, `items[].sku`).
 * A field whose type is a component schema links to that schema's entry, where its fields are.
 */
export function fieldsTable(node: SchemaNode, links: ServiceLinks): string {
  const lines = rows(node, node.type.kind === 'array' ? '[].' : '', 0, links);
  if (lines.length === 0) return '';
  return ['| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...lines].join('\n');
}
