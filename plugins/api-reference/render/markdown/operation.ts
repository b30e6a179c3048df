import type {AuthModel, BodyModel, OperationModel, ParameterModel, ResponseModel} from '../../model/types';
import {codeSamples} from '../samples';
import {markdownText} from '../text';
import {describe, fieldsTable, typeMarkdown, type ServiceLinks} from './fields';
import {cell, escapeText, fenced, withAbsoluteLinks} from './links';

const AUTH: Readonly<Record<AuthModel['kind'], (auth: AuthModel) => string>> = {
  bearer: () => 'Authentication: a bearer token in `Authorization: Bearer <token>`.',
  apiKey: (auth) =>
    `Authentication: an API key in the \`${auth.kind === 'apiKey' ? auth.header : ''}\` header; no token needed.`,
  none: () => 'Authentication: none; no token needed.',
};

function parametersTable(parameters: readonly ParameterModel[], links: ServiceLinks): string {
  if (parameters.length === 0) return '';
  const rows = parameters.map((p) => {
    const example =
      p.example === undefined
        ? ''
        : ` Example: \`${cell(typeof p.example === 'string' ? p.example : JSON.stringify(p.example))}\`.`;
    return `| \`${p.name}\` | ${p.location} | ${typeMarkdown(p.schema.type, links)} | ${p.required ? 'yes' : 'no'} | ${cell(`${withAbsoluteLinks(p.description, links.site, links.pagePath)} ${describe({...p.schema, description: ''}, links)}${example}`)} |`;
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
    `\`${body.mediaType}\`: ${typeMarkdown(body.schema.type, links)}`,
    withAbsoluteLinks(body.description, links.site, links.pagePath),
    table,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function responsesTable(responses: readonly ResponseModel[], links: ServiceLinks): string {
  const rows = responses.map(
    (r) =>
      `| \`${r.status}\` | ${cell(withAbsoluteLinks(r.description, links.site, links.pagePath))} | ${r.body ? `\`${r.body.mediaType}\`: ${typeMarkdown(r.body.schema.type, links)}` : 'no body'} |`,
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
    `operationId: \`${op.id}\``,
    ...(op.deprecated ? ['**Deprecated**'] : []),
  ];
  return [
    `### ${escapeText(operationHeading(op))}`,
    facts.join(' · '),
    AUTH[op.auth.kind](op.auth),
    withAbsoluteLinks(op.description, links.site, links.pagePath),
    parametersTable(op.parameters, links),
    op.requestBody ? bodyMarkdown(op.requestBody, links) : '',
    responsesTable(op.responses, links),
    curl ? `#### Example request\n\n${fenced(curl.code, 'bash')}` : '',
    exampleResponse(op.responses),
  ]
    .filter(Boolean)
    .join('\n\n');
}
