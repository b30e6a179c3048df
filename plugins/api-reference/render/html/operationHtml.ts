import {attr, cls, operationIds} from '../../hooks';
import type {
  BodyModel,
  HeaderModel,
  IncomingModel,
  LinkModel,
  OperationModel,
  ParameterModel,
  ResponseModel,
} from '../../model/types';
import {needsCredentials, securityMarkdown} from '../security';
import {markdownText, typeText} from '../text';
import {externalDocsHtml, heading, methodHtml, rightPanel, statusHtml, tabs} from './blocks';
import {attrs, element, escapeHtml} from './escape';
import {breakAfterSlashes} from './highlight';
import {inlineMarkdownToHtml, markdownToHtml} from './markdown';
import type {DetailsPlacement, SectionDetails} from './slots';
import {examplesHtml, orderedResponses, responseSamplesHtml, samplesHtml, type SampleService} from './samplesHtml';
import {badge, constraintsHtml, listedElsewhereHtml, listedIn, schemaHtml} from './schemaHtml';

const mediaHtml = (body: BodyModel): string => `<p class="${cls.media}"><code>${escapeHtml(body.mediaType)}</code></p>`;

/**
 * A response, collapsed unless it is a success. A collapsed response whose body is a component
 * schema (the shared error, mostly) links to that schema's entry and gets its fields when opened,
 * like any nested schema (schemaHtml.ts).
 */
function responseHtml(response: ResponseModel): string {
  const success = response.status.startsWith('2');
  const described = inlineMarkdownToHtml(response.description);
  // A link inside <summary> is a control inside a control (axe: nested-interactive): there the
  // description is text, and its links follow first thing inside.
  const links = described.match(/<a\b[^>]*>.*?<\/a>/gs) ?? [];
  const summary = `<summary>${statusHtml(response.status)} ${links.length > 0 ? escapeHtml(markdownText(response.description)) : described}</summary>`;
  const see = links.length > 0 ? `<p class="${cls.responseSee}">See ${links.join(', ')}.</p>` : '';
  const {body, bodies} = response;
  const extras = `${see}${headersHtml(response.headers)}${linksHtml(response.links)}`;
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

/**
 * The details of an operation: `inside` under its heading (how it authenticates, what it does),
 * then the dark panel (Try it, samples, examples) and the middle column's second half (parameters,
 * bodies, responses, callbacks). On one column the panel comes between the two, so a phone reader
 * finds the samples right after the description.
 */
export function operationDetails(service: SampleService, op: OperationModel): SectionDetails {
  const ids = operationIds(op.id);
  // The usual case (one bearer token) is said once in the page's facts; anything else at the operation.
  const plainBearer =
    op.security.alternatives.length <= 1 &&
    op.auth.kind === 'bearer' &&
    (op.security.alternatives[0]?.length ?? 0) <= 1;
  const inside = [
    plainBearer || op.auth.kind === 'none'
      ? ''
      : `<p class="${cls.auth}">${inlineMarkdownToHtml(securityMarkdown(op))}</p>`,
    markdownToHtml(op.description),
    externalDocsHtml(op.externalDocs),
  ].join('');
  const rest = [
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
  const after = `${rightPanel(`Examples: ${markdownText(op.summary)}`, right)}<div class="${cls.middle} ${cls.middleRest}">${rest}</div>`;
  // The Copy button ends the method-and-path line, but it is one of the details: it needs the
  // script and the part's Markdown, so an operation whose details are in a part file gets it with
  // them (render/html/slots.ts). 659 buttons were 70 KB of DigitalOcean's first load.
  const endpoint = element(
    'button',
    {type: 'button', class: cls.copyOperation, [attr.copyOperation]: op.id},
    'Copy operation as Markdown',
  );
  return {inside, after, endpoint};
}

/**
 * A path longer than this may not fit beside its method on a phone: it gets a line break
 * opportunity after each slash. Shorter ones go without (each `<wbr>` is an element, and a
 * 700-operation page has thousands of paths).
 */
const LONG_PATH = 28;

const pathHtml = (path: string): string =>
  path.length > LONG_PATH ? breakAfterSlashes(escapeHtml(path)) : escapeHtml(path);

/**
 * One operation's section. Its heading, method, path and summary are always in the page (find in
 * page, search highlighting and deep links need them); its details are where `details` says: in
 * the page, or in its part file with a link to the part's Markdown (render/html/parts.ts).
 * `sharedSummary`: another operation of the page has the same summary.
 */
export function operationHtml(op: OperationModel, details: DetailsPlacement, sharedSummary = false): string {
  const ids = operationIds(op.id);
  // Each section is a region named by its heading; where two operations share a summary (specs
  // written elsewhere do), the method and path tell the regions apart (axe: landmark-unique).
  const own = sharedSummary ? {method: ids.method, path: ids.path} : {};
  const badges = `${op.deprecated ? badge('deprecated', cls.badgeDeprecated) : ''}${needsCredentials(op) ? '' : badge('no token needed')}`;
  const head = [
    heading(3, op.id, `${inlineMarkdownToHtml(op.summary)}${badges}`, ids.title),
    `<p class="${cls.endpoint}">${methodHtml(op.method, own.method)}<code${attrs({id: own.path})}>${pathHtml(op.path)}</code>${details.endpoint ?? ''}</p>`,
    op.operationId && op.operationId !== op.id
      ? `<p class="${cls.operationId}">operationId: <code>${escapeHtml(op.operationId)}</code></p>`
      : '',
  ].join('');
  const callbackAnchors = op.callbacks.flatMap((c) => c.requests.map((r) => r.anchor)).join(' ');
  const section = {
    class: cls.operation,
    id: op.id,
    'aria-labelledby': [ids.title, own.method, own.path].filter(Boolean).join(' '),
    [attr.part]: details.partUrl,
    [attr.partAnchors]: details.partUrl && callbackAnchors ? callbackAnchors : undefined,
  };
  return `<section${attrs(section)}><div class="${cls.middle}">${head}${details.inside}</div>${details.after}</section>`;
}
