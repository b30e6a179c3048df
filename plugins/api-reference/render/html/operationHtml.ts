import {LANGUAGE_TAB_GROUP} from '../../../../config/languages';
import {attr, cls, operationIds} from '../../hooks';
import type {
  BodyModel,
  ExampleModel,
  HeaderModel,
  IncomingModel,
  LinkModel,
  OperationModel,
  ParameterModel,
  ResponseModel,
} from '../../model/types';
import {codeSamples, type CodeSample} from '../samples';
import {needsCredentials, securityMarkdown} from '../security';
import {markdownText, typeText} from '../text';
import {codeBlock, heading, methodHtml, rightPanel, statusHtml, tabs} from './blocks';
import {attrs, element, escapeHtml} from './escape';
import {breakAfterSlashes} from './highlight';
import {inlineMarkdownToHtml, markdownToHtml} from './markdown';
import {badge, constraintsHtml, listedElsewhereHtml, listedIn, schemaHtml} from './schemaHtml';

/** The service an operation belongs to, as its samples need it. */
export interface SampleService {
  readonly route: string;
  /** Whether the project's TypeScript SDK covers the service (it does not cover imported specs). */
  readonly sdk: boolean;
}

/** The samples of an operation; a failure names the operation, as every renderer's does. */
export function operationSamples(service: SampleService, op: OperationModel): CodeSample[] {
  try {
    return codeSamples(service.route, op.request, service.sdk);
  } catch (error) {
    throw new Error(
      `${op.method.toUpperCase()} ${op.path} (#${op.id}) of /api/${service.route}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
}

function samplesHtml(service: SampleService, op: OperationModel): string {
  const generated = operationSamples(service, op).map((s) => ({
    key: s.language,
    labelHtml: escapeHtml(s.label),
    html: codeBlock(s.code, `${s.label} sample`, s.language),
  }));
  // The spec's own samples (x-codeSamples) sit beside the generated ones, under their own labels.
  const vendor = op.vendorSamples.map((s, i) => ({
    key: `spec-${i + 1}`,
    labelHtml: escapeHtml(s.label),
    html: codeBlock(s.code, `${s.label} sample from the spec`, s.language),
  }));
  const panels = [...generated, ...vendor];
  return `<h4>Request sample</h4>${tabs(operationIds(op.id).samples, 'Request sample language', panels, LANGUAGE_TAB_GROUP)}`;
}

function examplesHtml(title: string, examples: readonly ExampleModel[], id: string): string {
  if (examples.length === 0) return '';
  const language = (e: ExampleModel) => (e.format === 'text' ? 'text' : 'json');
  if (examples.length === 1)
    return `<h4>${escapeHtml(title)}</h4>${codeBlock(examples[0]!.json, title, language(examples[0]!))}`;
  const panels = examples.map((e, i) => ({
    key: String(i),
    labelHtml: escapeHtml(e.label),
    html: codeBlock(e.json, `${title}: ${e.label}`, language(e)),
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
  const panels = orderedResponses(op.responses).flatMap(({status, bodies}) => {
    const examples = bodies.flatMap((body) =>
      body.examples.map((e) => ({...e, label: bodies.length > 1 ? `${body.mediaType}: ${e.label}` : e.label})),
    );
    if (examples.length === 0) {
      const binary = bodies.find((body) => body.kind === 'binary');
      const note = binary ? `A <code>${escapeHtml(binary.mediaType)}</code> file` : 'No content';
      return status.startsWith('2') || binary
        ? [{key: status, labelHtml: statusHtml(status), html: `<p class="${cls.noContent}">${note}</p>`}]
        : [];
    }
    const several = examples.length > 1;
    const html = examples
      .map(
        (e) =>
          `${several ? `<p class="${cls.exampleLabel}">${escapeHtml(e.label)}</p>` : ''}${codeBlock(e.json, `Response ${status}: ${e.label}`, e.format === 'text' ? 'text' : 'json')}`,
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
  const {body, bodies} = response;
  const extras = `${headersHtml(response.headers)}${linksHtml(response.links)}`;
  const listed = body && bodies.length === 1 && !success && !extras ? listedIn(body.schema) : undefined;
  if (body && listed) return listedElsewhereHtml(cls.response, `${summary}${mediaHtml(body)}`, listed);
  const content = bodies.map((b) => `${mediaHtml(b)}${b.kind === 'binary' ? '' : schemaHtml(b.schema)}`).join('');
  return `<details${attrs({class: cls.response, open: success})}>${summary}${extras}${content}</details>`;
}

function headersHtml(headers: readonly HeaderModel[]): string {
  if (headers.length === 0) return '';
  const rows = headers
    .map(
      (h) =>
        `<tr><th scope="row"><code>${escapeHtml(h.name)}</code>${h.deprecated ? ` ${badge('deprecated', cls.badgeDeprecated)}` : ''}</th>${cell('Type', `<span class="${cls.type}">${escapeHtml(typeText(h.schema.type))}</span>${constraintsHtml(h.schema.constraints, ' ')}`)}${cell('Description', markdownToHtml(h.description))}</tr>`,
    )
    .join('');
  return `<p class="${cls.exampleLabel}">Response headers</p><div class="${cls.table}" tabindex="0"><table><thead><tr><th scope="col">Header</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function linksHtml(links: readonly LinkModel[]): string {
  if (links.length === 0) return '';
  const items = links
    .map((link) => {
      const target = link.target
        ? element('a', {href: `#${link.target}`}, `<code>${escapeHtml(link.operation)}</code>`)
        : `<code>${escapeHtml(link.operation)}</code>`;
      const values = link.parameters
        .map((p) => `<code>${escapeHtml(p.name)}</code> = <code>${escapeHtml(p.value)}</code>`)
        .join(', ');
      return `<li><strong>${escapeHtml(link.name)}</strong>: ${target}${values ? ` with ${values}` : ''}${inlineMarkdownToHtml(link.description) ? ` — ${inlineMarkdownToHtml(link.description)}` : ''}</li>`;
    })
    .join('');
  return `<p class="${cls.exampleLabel}">Links</p><ul>${items}</ul>`;
}

/** A table cell that names its column, for the phone layout where the table reflows into a list. */
const cell = (column: string, html: string): string => element('td', {[attr.label]: column}, html);

/** How an array or object parameter is written, where the spec says (`style`, `explode`). */
const styleFacts = (p: ParameterModel): string[] =>
  p.style ? [`style: ${p.style}${p.explode === undefined ? '' : p.explode ? ', exploded' : ', not exploded'}`] : [];

function parametersHtml(parameters: readonly ParameterModel[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><th scope="row"><code>${escapeHtml(p.name)}</code>${p.required ? ` ${badge('required', cls.badgeRequired)}` : ''}${p.deprecated ? ` ${badge('deprecated', cls.badgeDeprecated)}` : ''}</th>${cell('In', escapeHtml(p.location))}${cell('Type', `<span class="${cls.type}">${escapeHtml(typeText(p.schema.type))}</span>${constraintsHtml([...p.schema.constraints, ...styleFacts(p)], ' ')}`)}${cell('Description', markdownToHtml(p.description))}</tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><div class="${cls.table}" tabindex="0"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** A request body: one panel per media type (tabs where there are several), its parts' encodings. */
function requestBodyHtml(bodies: readonly BodyModel[], id: string): string {
  const [first] = bodies;
  if (!first) return '';
  const one = (body: BodyModel) =>
    `${mediaHtml(body)}${markdownToHtml(body.description)}${body.encoding.length > 0 ? `<p>Parts: ${body.encoding.map((e) => `<code>${escapeHtml(e.name)}</code> as <code>${escapeHtml(e.value)}</code>`).join(', ')}</p>` : ''}${body.kind === 'binary' ? '<p>The file itself, as the body.</p>' : schemaHtml(body.schema)}`;
  if (bodies.length === 1) return `<h4>Request body</h4>${one(first)}`;
  const panels = bodies.map((body, i) => ({key: String(i), labelHtml: escapeHtml(body.mediaType), html: one(body)}));
  return `<h4>Request body</h4>${tabs(`${id}-media`, 'Request body media type', panels)}`;
}

/** What a request the API sends holds: description, parameters, body, the answers it expects. */
export function incomingBodyHtml(request: IncomingModel): string {
  return `${markdownToHtml(request.description)}${parametersHtml(request.parameters)}${request.requestBody ? requestBodyHtml([request.requestBody], request.anchor) : ''}<h4>Responses the API expects</h4>${orderedResponses(request.responses).map(responseHtml).join('')}`;
}

/** A request the API sends to the caller: a callback of this operation. */
function incomingHtml(request: IncomingModel): string {
  return `<div${attrs({class: cls.callback, id: request.anchor})}><p class="${cls.endpoint}">${methodHtml(request.method)}<code>${escapeHtml(request.path)}</code></p><p><strong>${inlineMarkdownToHtml(request.summary)}</strong></p>${incomingBodyHtml(request)}</div>`;
}

export function callbacksHtml(op: Pick<OperationModel, 'callbacks'>): string {
  if (op.callbacks.length === 0) return '';
  const parts = op.callbacks
    .map(
      (c) =>
        `<p>Callback <code>${escapeHtml(c.name)}</code>: the API calls your URL after this operation.</p>${c.requests.map(incomingHtml).join('')}`,
    )
    .join('');
  return `<h4>Callbacks</h4>${parts}`;
}

/** One operation: the middle column (what it does and takes) and the right one (samples, Try it). */
export function operationHtml(service: SampleService, op: OperationModel): string {
  const ids = operationIds(op.id);
  const badges = `${op.deprecated ? badge('deprecated', cls.badgeDeprecated) : ''}${needsCredentials(op) ? '' : badge('no token needed')}`;
  // The usual case (one bearer token) is said once in the page's facts; anything else at the operation.
  const plainBearer =
    op.security.alternatives.length <= 1 &&
    op.auth.kind === 'bearer' &&
    (op.security.alternatives[0]?.length ?? 0) <= 1;
  const middle = [
    heading(3, op.id, `${inlineMarkdownToHtml(op.summary)}${badges}`, ids.title),
    `<p class="${cls.endpoint}">${methodHtml(op.method)}<code>${breakAfterSlashes(escapeHtml(op.path))}</code>${element('button', {type: 'button', class: cls.copyOperation, [attr.copyOperation]: op.id}, 'Copy operation as Markdown')}</p>`,
    op.operationId && op.operationId !== op.id
      ? `<p class="${cls.operationId}">operationId: <code>${escapeHtml(op.operationId)}</code></p>`
      : '',
    plainBearer || op.auth.kind === 'none'
      ? ''
      : `<p class="${cls.auth}">${inlineMarkdownToHtml(securityMarkdown(op))}</p>`,
    markdownToHtml(op.description),
    parametersHtml(op.parameters),
    requestBodyHtml(op.requestBodies, ids.request),
    `<h4>Responses</h4>${orderedResponses(op.responses).map(responseHtml).join('')}`,
    callbacksHtml(op),
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
    op.requestBody && op.requestBody.kind !== 'binary'
      ? examplesHtml('Request body example', op.requestBody.examples, ids.request)
      : '',
    responseSamplesHtml(op),
  ].join('');
  return `<section${attrs({class: cls.operation, id: op.id, 'aria-labelledby': ids.title})}><div class="${cls.middle}">${middle}</div>${rightPanel(`Examples: ${markdownText(op.summary)}`, right)}</section>`;
}
