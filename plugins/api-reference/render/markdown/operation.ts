import type {BodyModel, IncomingModel, OperationModel, ParameterModel, ResponseModel} from '../../model/types';
import {codeSamples} from '../samples';
import {securityMarkdown} from '../security';
import {markdownText} from '../text';
import {describe, fieldsTable, typeMarkdown, type ServiceLinks} from './fields';
import {cell, escapeText, externalDocsMarkdown, fenced, withAbsoluteLinks} from './links';

function parametersTable(parameters: readonly ParameterModel[], links: ServiceLinks): string {
  if (parameters.length === 0) return '';
  const rows = parameters.map((p) => {
    const example =
      p.example === undefined
        ? ''
        : ` Example: \`${cell(typeof p.example === 'string' ? p.example : JSON.stringify(p.example))}\`.`;
    const notes = `${p.deprecated ? '**Deprecated.** ' : ''}${p.style ? `Style \`${p.style}\`${p.explode === undefined ? '' : p.explode ? ', exploded' : ', not exploded'}. ` : ''}`;
    return `| ${cell(`\`${p.name}\``)} | ${p.location} | ${cell(typeMarkdown(p.schema.type, links))} | ${p.required ? 'yes' : 'no'} | ${cell(`${notes}${withAbsoluteLinks(p.description, links.site, links.pagePath)} ${describe({...p.schema, description: ''}, links)}${example}`)} |`;
  });
  return [
    '#### Parameters',
    '| Name | In | Type | Required | Description |\n| --- | --- | --- | --- | --- |\n' + rows.join('\n'),
  ].join('\n\n');
}

function bodyMarkdown(body: BodyModel, links: ServiceLinks): string {
  const table = fieldsTable(body.schema, links);
  return [
    '#### Request body',
    `\`${body.mediaType}\`: ${typeMarkdown(body.schema.type, links)}${body.encoding.length > 0 ? ` (parts: ${body.encoding.map((e) => `\`${e.name}\` as \`${e.value}\``).join(', ')})` : ''}`,
    withAbsoluteLinks(body.description, links.site, links.pagePath),
    table,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function responsesTable(responses: readonly ResponseModel[], links: ServiceLinks): string {
  const rows = responses.map(
    (r) =>
      `| \`${r.status}\` | ${cell(`${withAbsoluteLinks(r.description, links.site, links.pagePath)}${r.headers.length > 0 ? ` Headers: ${r.headers.map((h) => `\`${h.name}\` (${typeMarkdown(h.schema.type, links)})`).join(', ')}.` : ''}`)} | ${r.bodies.length > 0 ? cell(r.bodies.map((b) => `\`${b.mediaType}\`: ${typeMarkdown(b.schema.type, links)}`).join('<br>')) : 'no body'} |`,
  );
  return ['#### Responses', `| Status | Description | Body |\n| --- | --- | --- |\n${rows.join('\n')}`].join('\n\n');
}

/** The first example of the first response that has one, successes first. */
function exampleResponse(responses: readonly ResponseModel[]): string {
  const ordered = [
    ...responses.filter((r) => r.status.startsWith('2')),
    ...responses.filter((r) => !r.status.startsWith('2')),
  ];
  const response = ordered.find((r) => r.body && r.body.examples.length > 0);
  const example = response?.body?.examples[0];
  if (!response || !example) return '';
  const note = example.generated ? ' (generated from the schema: the spec gives no example)' : '';
  return [`#### Example response`, `Status \`${response.status}\`${note}:`, fenced(example.json, 'json')].join('\n\n');
}

/** A request the API sends to the caller (a callback or a webhook), at the given heading level. */
export function incomingMarkdown(request: IncomingModel, level: number, links: ServiceLinks): string {
  return [
    `${'#'.repeat(level)} ${escapeText(markdownText(request.summary) || request.name)}`,
    `\`${request.method.toUpperCase()}${request.path ? ` ${request.path}` : ''}\`${request.deprecated ? ' · **Deprecated**' : ''}`,
    withAbsoluteLinks(request.description, links.site, links.pagePath),
    parametersTable(request.parameters, links),
    request.requestBody ? bodyMarkdown(request.requestBody, links) : '',
    responsesTable(request.responses, links),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The heading text of an operation, as plain text (the search cuts the page at it). */
export const operationHeading = (op: OperationModel): string => markdownText(op.summary) || op.id;

/**
 * One operation as Markdown: method and path, description, parameters, request body fields,
 * responses, the example request in curl and the example response.
 */
export function operationMarkdown(service: string, op: OperationModel, links: ServiceLinks): string {
  const curl = codeSamples(service, op.request).find((sample) => sample.language === 'curl');
  const facts = [
    `\`${op.method.toUpperCase()} ${op.path}\``,
    `operationId: \`${op.operationId ?? op.id}\``,
    ...(op.deprecated ? ['**Deprecated**'] : []),
  ];
  return [
    `### ${escapeText(operationHeading(op))}`,
    facts.join(' · '),
    securityMarkdown(op),
    withAbsoluteLinks(op.description, links.site, links.pagePath),
    externalDocsMarkdown(op.externalDocs),
    parametersTable(op.parameters, links),
    op.requestBody ? bodyMarkdown(op.requestBody, links) : '',
    responsesTable(op.responses, links),
    curl ? `#### Example request\n\n${fenced(curl.code, 'bash')}` : '',
    exampleResponse(op.responses),
    ...op.callbacks.flatMap((callback) => [
      `#### Callback \`${escapeText(callback.name)}\``,
      ...callback.requests.map((request) => incomingMarkdown(request, 5, links)),
    ]),
  ]
    .filter(Boolean)
    .join('\n\n');
}
