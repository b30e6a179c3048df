import type {SchemaNode} from '../model/types';
import {schemaAnchor} from '../model/buildReference';
import {escapeHtml} from './markdown';

const schemaLink = (name: string, className = ''): string =>
  `<a${className ? ` class="${className}"` : ''} href="#${escapeHtml(schemaAnchor(name))}">${escapeHtml(name)}</a>`;

/** The type, linked to the schema's entry when it is a component or an array of one. */
function typeHtml(node: SchemaNode): string {
  if (node.refName && node.typeLabel === node.refName) return schemaLink(node.refName, 'apiref-type');
  if (node.fieldsOf && node.typeLabel === `array of ${node.fieldsOf}`) {
    return `<span class="apiref-type">array of ${schemaLink(node.fieldsOf)}</span>`;
  }
  return `<span class="apiref-type">${escapeHtml(node.typeLabel)}</span>`;
}

function propertyLine(node: SchemaNode): string {
  const badges = [
    node.required ? '<span class="apiref-badge apiref-badge--required">required</span>' : '',
    node.deprecated ? '<span class="apiref-badge apiref-badge--deprecated">deprecated</span>' : '',
    node.circular ? '<span class="apiref-badge">recursive</span>' : '',
  ].join('');
  const constraints = node.constraints
    .map((fact) => `<span class="apiref-constraint">${escapeHtml(fact)}</span>`)
    .join('');
  return `<div class="apiref-prop"><code class="apiref-name">${escapeHtml(node.name)}</code>${typeHtml(node)}${badges}${constraints}</div>`;
}

/*
 * A component schema's fields are listed once, in its own entry under "Schemas". Everywhere else a
 * collapsed group (`head`: its summary and what comes before the fields) links to that entry, and
 * the page script copies the entry's fields into the group when it first opens. Listing them in
 * full at every use made the largest page 1.2 MB of HTML and 30,000 elements, most of them never
 * opened, and the browser's work on them showed as blocking time.
 */
export function listedElsewhereHtml(className: string, head: string, name: string): string {
  return `<details class="${className}" data-fields="${escapeHtml(schemaAnchor(name))}">${head}<p class="apiref-fields-of">Schema: ${schemaLink(name)}</p></details>`;
}

/** The component whose entry lists this node's fields, when it has any to list. */
export const listedIn = (node: SchemaNode): string | undefined =>
  node.children.length > 0 || node.variants || node.circular ? node.fieldsOf : undefined;

function fieldsHtml(node: SchemaNode, depth: number): string {
  let html = '';
  if (node.children.length > 0) {
    const items = node.children.map((child) => `<li>${propertyHtml(child, depth + 1)}</li>`).join('');
    html += `<ul class="apiref-fields">${items}</ul>`;
  }
  if (node.variants) {
    const {keyword, discriminator, options} = node.variants;
    const intro = `${keyword === 'oneOf' ? 'Exactly one of' : 'Any of'} these shapes${discriminator ? `, chosen by <code>${escapeHtml(discriminator)}</code>` : ''}:`;
    const variants = options.map((option) => variantHtml(option, depth)).join('');
    html += `<div class="apiref-variants"><p>${intro}</p>${variants}</div>`;
  }
  return html;
}

const fieldCountLabel = (node: SchemaNode): string => {
  const count = node.children.length;
  if (count > 0) return `${count} field${count === 1 ? '' : 's'}`;
  return node.variants ? 'shapes' : 'fields';
};

function variantHtml(option: SchemaNode, depth: number): string {
  const summary = `<summary>${escapeHtml(option.name)}</summary>${option.descriptionHtml}`;
  const listed = listedIn(option);
  return listed
    ? listedElsewhereHtml('apiref-variant', summary, listed)
    : `<details class="apiref-variant">${summary}${fieldsHtml(option, depth + 1)}</details>`;
}

/** One property: its line, description, and nested fields (collapsed unless there is only one). */
function propertyHtml(node: SchemaNode, depth: number): string {
  const line = `${propertyLine(node)}${node.descriptionHtml}`;
  const single = node.children.length === 1 && !node.variants && !node.circular;
  const listed = listedIn(node);
  if (listed && !single) {
    return `${line}${listedElsewhereHtml('apiref-nested', `<summary>${fieldCountLabel(node)}</summary>`, listed)}`;
  }
  const nested = fieldsHtml(node, depth);
  if (!nested) {
    return line;
  }
  return `${line}<details class="apiref-nested"${single ? ' open' : ''}><summary>${fieldCountLabel(node)}</summary>${nested}</details>`;
}

/** A whole schema, shown from its root: its fields are listed directly. */
export function schemaHtml(node: SchemaNode): string {
  const fields = fieldsHtml(node, 0);
  const head = `<p class="apiref-schema-type">${typeHtml(node)}${node.constraints.map((c) => ` <span class="apiref-constraint">${escapeHtml(c)}</span>`).join('')}</p>`;
  return `<div class="apiref-schema">${head}${fields}</div>`;
}
