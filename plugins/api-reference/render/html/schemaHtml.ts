import {attr, cls} from '../../hooks';
import type {SchemaNode, SchemaRef} from '../../model/types';
import {typeText} from '../text';
import {attrs, element, escapeHtml} from './escape';
import {markdownToHtml} from './markdown';

const schemaLink = (ref: SchemaRef, className?: string): string =>
  element('a', {class: className, href: `#${ref.anchor}`}, escapeHtml(ref.name));

/** The type, linked to the schema's entry when it is a component or an array of one. */
function typeHtml(node: SchemaNode): string {
  const {type} = node;
  if (type.kind === 'ref') return schemaLink(type, cls.type);
  if (type.kind === 'array' && type.items.kind === 'ref' && node.fieldsOf?.name === type.items.name) {
    return `<span class="${cls.type}">array of ${schemaLink(type.items)}</span>`;
  }
  if (type.kind === 'map' && type.values.kind === 'ref') {
    return `<span class="${cls.type}">map of ${schemaLink(type.values)}</span>`;
  }
  return `<span class="${cls.type}">${escapeHtml(typeText(type))}</span>`;
}

export const badge = (text: string, modifier?: string): string =>
  `<span class="${modifier ? `${cls.badge} ${modifier}` : cls.badge}">${escapeHtml(text)}</span>`;

export const constraintsHtml = (facts: readonly string[], separator = ''): string =>
  facts.map((fact) => `${separator}<span class="${cls.constraint}">${escapeHtml(fact)}</span>`).join('');

function propertyLine(node: SchemaNode): string {
  const badges = [
    node.required ? badge('required', cls.badgeRequired) : '',
    node.deprecated ? badge('deprecated', cls.badgeDeprecated) : '',
    node.circular ? badge('recursive') : '',
  ].join('');
  return `<div class="${cls.prop}"><code class="${cls.name}">${escapeHtml(node.name)}</code>${typeHtml(node)}${badges}${constraintsHtml(node.constraints)}</div>`;
}

/*
 * A component schema's fields are listed once, in its own entry under "Schemas". Everywhere else a
 * collapsed group (`head`: its summary and what comes before the fields) links to that entry, and
 * the page script copies the entry's fields into the group when it first opens. Listing them in
 * full at every use made the largest page 1.2 MB of HTML and 30,000 elements, most of them never
 * opened, and the browser's work on them showed as blocking time.
 */
export function listedElsewhereHtml(className: string, head: string, ref: SchemaRef): string {
  return `<details${attrs({class: className, [attr.fields]: ref.anchor})}>${head}<p class="${cls.fieldsOf}">Schema: ${schemaLink(ref)}</p></details>`;
}

/** The component whose entry lists this node's fields, when it has any to list. */
export const listedIn = (node: SchemaNode): SchemaRef | undefined =>
  node.children.length > 0 || node.variants || node.mapValues || node.circular ? node.fieldsOf : undefined;

function fieldsHtml(node: SchemaNode, depth: number): string {
  let html = '';
  if (node.children.length > 0) {
    const items = node.children.map((child) => `<li>${propertyHtml(child, depth + 1)}</li>`).join('');
    html += `<ul class="${cls.fields}">${items}</ul>`;
  }
  if (node.mapValues) {
    const items = node.mapValues.map((value) => `<li>${propertyHtml(value, depth + 1)}</li>`).join('');
    html += `<ul class="${cls.fields}">${items}</ul>`;
  }
  if (node.variants) {
    const {keyword, discriminator, options} = node.variants;
    const intro = `${keyword === 'oneOf' ? 'Exactly one of' : 'Any of'} these shapes${discriminator ? `, chosen by <code>${escapeHtml(discriminator)}</code>` : ''}:`;
    const variants = options.map((option) => variantHtml(option, depth, discriminator)).join('');
    html += `<div class="${cls.variants}"><p>${intro}</p>${variants}</div>`;
  }
  return html;
}

const fieldCountLabel = (node: SchemaNode): string => {
  const count = node.children.length;
  if (count > 0) return `${count} field${count === 1 ? '' : 's'}`;
  return node.variants ? 'shapes' : 'fields';
};

/**
 * One alternative of a choice: its name where it has one, its type always (an `integer` with its
 * range, a `string` with its pattern), and the discriminator values that pick it.
 */
function variantHtml(option: SchemaNode, depth: number, discriminator?: string): string {
  const named = option.name ? `<strong>${escapeHtml(option.name)}</strong>` : '';
  const type = option.type.kind === 'ref' && option.type.name === option.name ? '' : typeHtml(option);
  const picks = (option.discriminatorValues ?? []).map(
    (value) => `<span class="${cls.constraint}">${escapeHtml(`${discriminator ?? ''} = ${value}`)}</span>`,
  );
  const line = [named, type, ...picks, constraintsHtml(option.constraints)].filter(Boolean).join(' ');
  const summary = `<summary>${line}</summary>${markdownToHtml(option.description)}`;
  const listed = listedIn(option);
  if (listed) return listedElsewhereHtml(cls.variant, summary, listed);
  const fields = fieldsHtml(option, depth + 1);
  // A scalar alternative has nothing to unfold: its line says all there is.
  if (!fields) return `<div class="${cls.variant}"><p>${line}</p>${markdownToHtml(option.description)}</div>`;
  return `<details class="${cls.variant}">${summary}${fields}</details>`;
}

/** One property: its line, description, and nested fields (collapsed unless there is only one). */
function propertyHtml(node: SchemaNode, depth: number): string {
  const line = `${propertyLine(node)}${markdownToHtml(node.description)}`;
  const single = node.children.length === 1 && !node.variants && !node.mapValues && !node.circular;
  const listed = listedIn(node);
  if (listed && !single) {
    return `${line}${listedElsewhereHtml(cls.nested, `<summary>${fieldCountLabel(node)}</summary>`, listed)}`;
  }
  const nested = fieldsHtml(node, depth);
  if (!nested) {
    return line;
  }
  return `${line}<details class="${cls.nested}"${single ? ' open' : ''}><summary>${fieldCountLabel(node)}</summary>${nested}</details>`;
}

/** A whole schema, shown from its root: its fields are listed directly. */
export function schemaHtml(node: SchemaNode): string {
  const head = `<p class="${cls.schemaType}">${typeHtml(node)}${constraintsHtml(node.constraints, ' ')}</p>`;
  return `<div class="${cls.schema}">${head}${fieldsHtml(node, 0)}</div>`;
}
