import type {
  BodyModel,
  CodeSample,
  ExampleModel,
  OperationModel,
  ResponseModel,
  ServiceReference,
  TagModel,
} from '../model/types';
import {escapeHtml} from './markdown';
import {listedElsewhereHtml, listedIn, schemaHtml} from './schemaHtml';

const method = (name: string): string =>
  `<span class="apiref-method apiref-method--${name}">${name.toUpperCase()}</span>`;

const heading = (level: 2 | 3, anchor: string, html: string, headingId = ''): string =>
  `<h${level} class="apiref-heading"${headingId ? ` id="${headingId}"` : ''}>${html}<a class="hash-link" href="#${anchor}" aria-label="Direct link to this section" title="Direct link">#</a></h${level}>`;

function codeBlock(code: string, label: string, language: string): string {
  return `<div class="apiref-code" data-language="${language}"><button type="button" class="apiref-copy" data-copy aria-label="Copy ${escapeHtml(label)}">Copy</button><pre tabindex="0"><code>${escapeHtml(code)}</code></pre></div>`;
}

function tabs(id: string, label: string, panels: readonly {key: string; label: string; html: string}[]): string {
  const buttons = panels
    .map(
      (p, i) =>
        `<button type="button" role="tab" id="${id}-tab-${p.key}" aria-controls="${id}-panel-${p.key}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" data-tab>${escapeHtml(p.label)}</button>`,
    )
    .join('');
  const bodies = panels
    .map(
      (p, i) =>
        `<div role="tabpanel" id="${id}-panel-${p.key}" aria-labelledby="${id}-tab-${p.key}"${i === 0 ? '' : ' hidden'}>${p.html}</div>`,
    )
    .join('');
  return `<div class="apiref-tabs"><div role="tablist" aria-label="${escapeHtml(label)}">${buttons}</div>${bodies}</div>`;
}

function samplesHtml(op: OperationModel): string {
  const panels = op.samples.map((s: CodeSample) => ({
    key: s.language,
    label: s.label,
    html: codeBlock(s.code, `${s.label} sample`, s.language),
  }));
  return `<h4>Request sample</h4>${tabs(`${op.id}-samples`, 'Request sample language', panels)}`;
}

function examplesHtml(title: string, examples: readonly ExampleModel[], id: string): string {
  if (examples.length === 0) return '';
  if (examples.length === 1) return `<h4>${escapeHtml(title)}</h4>${codeBlock(examples[0]!.json, title, 'json')}`;
  const panels = examples.map((e, i) => ({
    key: String(i),
    label: e.label,
    html: codeBlock(e.json, `${title}: ${e.label}`, 'json'),
  }));
  return `<h4>${escapeHtml(title)}</h4>${tabs(id, title, panels)}`;
}

const mediaHtml = (body: BodyModel): string => `<p class="apiref-media"><code>${escapeHtml(body.mediaType)}</code></p>`;

/** The response examples, one tab per status, several examples of one status one below the other. */
function responseSamplesHtml(op: OperationModel): string {
  const panels = op.responses.flatMap(({status, body}) => {
    if (!body || body.examples.length === 0) return [];
    const several = body.examples.length > 1;
    const html = body.examples
      .map(
        (e) =>
          `${several ? `<p class="apiref-example-label">${escapeHtml(e.label)}</p>` : ''}${codeBlock(e.json, `Response ${status}: ${e.label}`, 'json')}`,
      )
      .join('');
    return [{key: status, label: status, html}];
  });
  if (panels.length === 0) return '';
  return `<h4>Response samples</h4>${tabs(`${op.id}-responses`, 'Response status', panels)}`;
}

function bodyHtml(body: BodyModel): string {
  return `${mediaHtml(body)}${body.descriptionHtml}${schemaHtml(body.schema)}`;
}

/**
 * A response, collapsed unless it is a success. A collapsed response whose body is a component
 * schema (the shared error, mostly) links to that schema's entry and gets its fields when opened,
 * like any nested schema (render/schemaHtml.ts).
 */
function responseHtml(response: ResponseModel): string {
  const success = response.status.startsWith('2');
  const summary = `<summary><span class="apiref-status apiref-status--${response.status[0]}">${escapeHtml(response.status)}</span> ${response.descriptionHtml.replace(/<\/?p>/g, '')}</summary>`;
  const {body} = response;
  const listed = body && !success ? listedIn(body.schema) : undefined;
  if (body && listed) return listedElsewhereHtml('apiref-response', `${summary}${mediaHtml(body)}`, listed);
  const content = body ? `${mediaHtml(body)}${schemaHtml(body.schema)}` : '';
  return `<details class="apiref-response"${success ? ' open' : ''}>${summary}${content}</details>`;
}

function parametersHtml(op: OperationModel): string {
  if (op.parameters.length === 0) return '';
  const rows = op.parameters
    .map(
      (p) =>
        `<tr><th scope="row"><code>${escapeHtml(p.name)}</code>${p.required ? ' <span class="apiref-badge apiref-badge--required">required</span>' : ''}</th><td>${escapeHtml(p.location)}</td><td><span class="apiref-type">${escapeHtml(p.schema.typeLabel)}</span>${p.schema.constraints.map((c) => ` <span class="apiref-constraint">${escapeHtml(c)}</span>`).join('')}</td><td>${p.descriptionHtml}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><div class="apiref-table" tabindex="0"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function operationHtml(op: OperationModel): string {
  const badges = `${op.deprecated ? '<span class="apiref-badge apiref-badge--deprecated">deprecated</span>' : ''}${op.isPublic ? '<span class="apiref-badge">no token needed</span>' : ''}`;
  const responses = op.responses.map(responseHtml).join('');
  const middle = [
    heading(3, op.id, `${op.summary}${badges}`, `${op.id}-title`),
    `<p class="apiref-endpoint">${method(op.method)}<code>${escapeHtml(op.path)}</code></p>`,
    op.descriptionHtml,
    parametersHtml(op),
    op.requestBody ? `<h4>Request body</h4>${bodyHtml(op.requestBody)}` : '',
    `<h4>Responses</h4>${responses}`,
  ].join('');
  const right = [
    `<button type="button" class="apiref-tryit button button--primary button--sm" data-tryit="${op.id}" aria-expanded="false" aria-controls="${op.id}-try-it">Try it</button><div id="${op.id}-try-it" data-tryit-root></div>`,
    samplesHtml(op),
    op.requestBody ? examplesHtml('Request body example', op.requestBody.examples, `${op.id}-request`) : '',
    responseSamplesHtml(op),
  ].join('');
  return `<section class="apiref-operation" id="${op.id}" aria-labelledby="${op.id}-title"><div class="apiref-middle">${middle}</div><aside class="apiref-right" aria-label="Examples: ${escapeHtml(op.summary.replace(/<[^>]+>/g, ''))}">${right}</aside></section>`;
}

function tagHtml(tag: TagModel): string {
  return `<section class="apiref-tag" id="${tag.anchor}"><div class="apiref-middle">${heading(2, tag.anchor, escapeHtml(tag.name))}${tag.descriptionHtml}</div>${tag.operations.map(operationHtml).join('')}</section>`;
}

function menuHtml(ref: ServiceReference): string {
  const groups = ref.tags
    .map((tag) => {
      const links = tag.operations
        .map(
          (op) =>
            `<li><a href="#${op.id}">${method(op.method)}<span>${op.summary.replace(/<[^>]+>/g, '')}</span></a></li>`,
        )
        .join('');
      return `<details class="apiref-group" open><summary>${escapeHtml(tag.name)}</summary><ul>${links}</ul></details>`;
    })
    .join('');
  const schemas = ref.schemas.map((s) => `<li><a href="#${s.anchor}">${escapeHtml(s.name)}</a></li>`).join('');
  return `<nav class="apiref-menu" aria-label="${escapeHtml(ref.title)} operations"><details class="apiref-menu-toggle" open><summary>Operations and schemas</summary>${groups}<details class="apiref-group"><summary>Schemas</summary><ul>${schemas}</ul></details></details></nav>`;
}

function introHtml(ref: ServiceReference): string {
  const downloads = `<a class="button button--primary button--sm" href="/api/${ref.route}/openapi.yaml" download>Download YAML</a> <a class="button button--secondary button--sm" href="/api/${ref.route}/openapi.json" download>Download JSON</a>`;
  const changelog = ref.hasChangelog
    ? ` <a class="button button--secondary button--sm" href="/api/${ref.route}/changelog">Changelog</a>`
    : '';
  return `<header class="apiref-intro apiref-middle"><h1>${escapeHtml(ref.title)}</h1><p class="apiref-meta"><span class="apiref-badge">v${escapeHtml(ref.version)}</span> <code>${escapeHtml(ref.server)}</code></p><p>${downloads}${changelog}</p>${ref.descriptionHtml}</header>`;
}

/** The reference body of one service, rendered once at build time. */
export function referenceHtml(ref: ServiceReference): string {
  const schemas = ref.schemas
    .map(
      (s) =>
        `<section class="apiref-schema-entry" id="${s.anchor}">${heading(3, s.anchor, escapeHtml(s.name))}${s.node.descriptionHtml}${schemaHtml(s.node)}</section>`,
    )
    .join('');
  return `<div class="apiref">${menuHtml(ref)}<div class="apiref-content">${introHtml(ref)}${ref.tags.map(tagHtml).join('')}<section class="apiref-tag apiref-schemas" id="schemas"><div class="apiref-middle">${heading(2, 'schemas', 'Schemas')}${schemas}</div></section></div></div>`;
}
