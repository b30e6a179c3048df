import {LANGUAGE_TAB_GROUP} from '../../../../config/languages';
import {attr, cls, operationIds} from '../../hooks';
import type {BodyModel, ExampleModel, OperationModel, ResponseModel} from '../../model/types';
import {codeSamples} from '../samples';
import {markdownText, typeText} from '../text';
import {codeBlock, heading, methodHtml, rightPanel, statusHtml, tabs} from './blocks';
import {attrs, element, escapeHtml} from './escape';
import {breakAfterSlashes} from './highlight';
import {inlineMarkdownToHtml, markdownToHtml} from './markdown';
import {badge, constraintsHtml, listedElsewhereHtml, listedIn, schemaHtml} from './schemaHtml';

function samplesHtml(service: string, op: OperationModel): string {
  const panels = codeSamples(service, op.request).map((s) => ({
    key: s.language,
    labelHtml: escapeHtml(s.label),
    html: codeBlock(s.code, `${s.label} sample`, s.language),
  }));
  return `<h4>Request sample</h4>${tabs(operationIds(op.id).samples, 'Request sample language', panels, LANGUAGE_TAB_GROUP)}`;
}

function examplesHtml(title: string, examples: readonly ExampleModel[], id: string): string {
  if (examples.length === 0) return '';
  if (examples.length === 1) return `<h4>${escapeHtml(title)}</h4>${codeBlock(examples[0]!.json, title, 'json')}`;
  const panels = examples.map((e, i) => ({
    key: String(i),
    labelHtml: escapeHtml(e.label),
    html: codeBlock(e.json, `${title}: ${e.label}`, 'json'),
  }));
  return `<h4>${escapeHtml(title)}</h4>${tabs(id, title, panels)}`;
}

const mediaHtml = (body: BodyModel): string => `<p class="${cls.media}"><code>${escapeHtml(body.mediaType)}</code></p>`;

/** Where a status stands among the responses: successes first, then redirects, client and server errors. */
const statusRank = (status: string): number => {
  const rank = {'2': 0, '1': 1, '3': 1, '4': 2, '5': 3}[status.charAt(0)];
  return rank ?? 4;
};

/** The responses in the order a reader looks for them: the success first, `default` last. */
export const orderedResponses = (responses: readonly ResponseModel[]): ResponseModel[] =>
  [...responses].sort((a, b) => statusRank(a.status) - statusRank(b.status) || a.status.localeCompare(b.status));

/**
 * The response examples, one tab per status, several examples of one status one below the other.
 * A success without a body (204) has a tab that says so, so the first tab is never an error.
 */
function responseSamplesHtml(op: OperationModel): string {
  const panels = orderedResponses(op.responses).flatMap(({status, body}) => {
    if (!body || body.examples.length === 0) {
      return status.startsWith('2')
        ? [{key: status, labelHtml: statusHtml(status), html: `<p class="${cls.noContent}">No content</p>`}]
        : [];
    }
    const several = body.examples.length > 1;
    const html = body.examples
      .map(
        (e) =>
          `${several ? `<p class="${cls.exampleLabel}">${escapeHtml(e.label)}</p>` : ''}${codeBlock(e.json, `Response ${status}: ${e.label}`, 'json')}`,
      )
      .join('');
    return [{key: status, labelHtml: statusHtml(status), html}];
  });
  if (panels.length === 0) return '';
  return `<h4>Response samples</h4>${tabs(operationIds(op.id).responses, 'Response status', panels)}`;
}

/**
 * A response, collapsed unless it is a success. A collapsed response whose body is a component
 * schema (the shared error, mostly) links to that schema's entry and gets its fields when opened,
 * like any nested schema (schemaHtml.ts).
 */
function responseHtml(response: ResponseModel): string {
  const success = response.status.startsWith('2');
  const summary = `<summary>${statusHtml(response.status)} ${inlineMarkdownToHtml(response.description)}</summary>`;
  const {body} = response;
  const listed = body && !success ? listedIn(body.schema) : undefined;
  if (body && listed) return listedElsewhereHtml(cls.response, `${summary}${mediaHtml(body)}`, listed);
  const content = body ? `${mediaHtml(body)}${schemaHtml(body.schema)}` : '';
  return `<details${attrs({class: cls.response, open: success})}>${summary}${content}</details>`;
}

/** A table cell that names its column, for the phone layout where the table reflows into a list. */
const cell = (column: string, html: string): string => element('td', {[attr.label]: column}, html);

function parametersHtml(op: OperationModel): string {
  if (op.parameters.length === 0) return '';
  const rows = op.parameters
    .map(
      (p) =>
        `<tr><th scope="row"><code>${escapeHtml(p.name)}</code>${p.required ? ` ${badge('required', cls.badgeRequired)}` : ''}</th>${cell('In', escapeHtml(p.location))}${cell('Type', `<span class="${cls.type}">${escapeHtml(typeText(p.schema.type))}</span>${constraintsHtml(p.schema.constraints, ' ')}`)}${cell('Description', markdownToHtml(p.description))}</tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><div class="${cls.table}" tabindex="0"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** One operation: the middle column (what it does and takes) and the right one (samples, Try it). */
export function operationHtml(service: string, op: OperationModel): string {
  const ids = operationIds(op.id);
  const badges = `${op.deprecated ? badge('deprecated', cls.badgeDeprecated) : ''}${op.auth.kind === 'bearer' ? '' : badge('no token needed')}`;
  const middle = [
    heading(3, op.id, `${inlineMarkdownToHtml(op.summary)}${badges}`, ids.title),
    `<p class="${cls.endpoint}">${methodHtml(op.method)}<code>${breakAfterSlashes(escapeHtml(op.path))}</code>${element('button', {type: 'button', class: cls.copyOperation, [attr.copyOperation]: op.id}, 'Copy operation as Markdown')}</p>`,
    markdownToHtml(op.description),
    parametersHtml(op),
    op.requestBody
      ? `<h4>Request body</h4>${mediaHtml(op.requestBody)}${markdownToHtml(op.requestBody.description)}${schemaHtml(op.requestBody.schema)}`
      : '',
    `<h4>Responses</h4>${orderedResponses(op.responses).map(responseHtml).join('')}`,
  ].join('');
  const right = [
    element(
      'button',
      {
        type: 'button',
        class: `${cls.tryIt} button button--primary button--sm`,
        [attr.tryIt]: op.id,
        'aria-expanded': 'false',
        'aria-controls': ids.tryIt,
      },
      'Try it',
    ),
    element('div', {id: ids.tryIt, [attr.tryItRoot]: true}, ''),
    samplesHtml(service, op),
    op.requestBody ? examplesHtml('Request body example', op.requestBody.examples, ids.request) : '',
    responseSamplesHtml(op),
  ].join('');
  return `<section${attrs({class: cls.operation, id: op.id, 'aria-labelledby': ids.title})}><div class="${cls.middle}">${middle}</div>${rightPanel(`Examples: ${markdownText(op.summary)}`, right)}</section>`;
}
