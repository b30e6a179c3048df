import type {SchemaNode} from '../model/types';
import {schemaAnchor} from '../model/buildReference';
import {escapeHtml} from './markdown';

const typeHtml = (node: SchemaNode): string =>
  node.refName && node.typeLabel === node.refName
    ? `<a class="apiref-type" href="#${schemaAnchor(node.refName)}">${escapeHtml(node.typeLabel)}</a>`
    : `<span class="apiref-type">${escapeHtml(node.typeLabel)}</span>`;

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

function fieldsHtml(node: SchemaNode, depth: number): string {
  let html = '';
  if (node.children.length > 0) {
    const items = node.children.map((child) => `<li>${propertyHtml(child, depth + 1)}</li>`).join('');
    html += `<ul class="apiref-fields">${items}</ul>`;
  }
  if (node.variants) {
    const {keyword, discriminator, options} = node.variants;
    const intro = `${keyword === 'oneOf' ? 'Exactly one of' : 'Any of'} these shapes${discriminator ? `, chosen by <code>${escapeHtml(discriminator)}</code>` : ''}:`;
    const variants = options
      .map(
        (option) =>
          `<details class="apiref-variant"><summary>${escapeHtml(option.name)}</summary>${option.descriptionHtml}${fieldsHtml(option, depth + 1)}</details>`,
      )
      .join('');
    html += `<div class="apiref-variants"><p>${intro}</p>${variants}</div>`;
  }
  return html;
}

/** One property: its line, description, and nested fields (collapsed unless there is only one). */
function propertyHtml(node: SchemaNode, depth: number): string {
  const nested = fieldsHtml(node, depth);
  if (!nested) {
    return `${propertyLine(node)}${node.descriptionHtml}`;
  }
  const count = node.children.length;
  const label = count > 0 ? `${count} field${count === 1 ? '' : 's'}` : 'shapes';
  const open = count === 1 ? ' open' : '';
  return `${propertyLine(node)}${node.descriptionHtml}<details class="apiref-nested"${open}><summary>${label}</summary>${nested}</details>`;
}

/** A whole schema, shown from its root: its fields are listed directly. */
export function schemaHtml(node: SchemaNode): string {
  const fields = fieldsHtml(node, 0);
  const head = `<p class="apiref-schema-type">${typeHtml(node)}${node.constraints.map((c) => ` <span class="apiref-constraint">${escapeHtml(c)}</span>`).join('')}</p>`;
  return `<div class="apiref-schema">${head}${fields}</div>`;
}
