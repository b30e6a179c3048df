import {describe, expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {serviceMarkdown} from '../../plugins/api-reference/render/markdown';
import {mcpReference} from '../../plugins/api-reference/render/mcp';

// The docs MCP server's view of a service is a renderer of the reference model: every operation,
// those without an operationId too, under the anchor the page gives it.

const SITE = {siteUrl: 'https://devcenter.energy-xrm.example'};

const doc = {
  openapi: '3.0.3',
  info: {title: 'Agent API', version: '0.9'},
  tags: [{name: 'Agents'}],
  paths: {
    '/v1/agents/{agent_id}': {
      get: {summary: 'Get an agent', tags: ['Agents'], responses: {'200': {description: 'The agent.'}}},
      delete: {
        operationId: '$removeAgent',
        summary: 'Remove an agent',
        deprecated: true,
        tags: ['Agents'],
        responses: {'204': {description: 'Gone.'}},
      },
    },
    '/v1/agents': {
      post: {operationId: 'createAgent', responses: {'201': {description: 'Created.'}}},
    },
  },
  components: {schemas: {'Agent Status': {type: 'string'}, Agent: {type: 'object'}}},
} as unknown as OpenApiDocument;

const reference = buildReference({route: 'agents', title: 'Agent API'}, doc, false);
const markdown = serviceMarkdown(reference, SITE);
const data = mcpReference(reference, markdown, SITE);
const page = `${SITE.siteUrl}/api/agents`;

describe('the MCP data of a service', () => {
  it('lists every operation by its anchor, with the operationId only where the spec has one', () => {
    expect(
      data.operations.map(({anchor, operationId, method, path, summary, tag, deprecated, url}) => ({
        anchor,
        ...(operationId && {operationId}),
        method,
        path,
        summary,
        tag,
        deprecated,
        url,
      })),
    ).toEqual([
      {
        anchor: 'get-v1-agents-agent-id',
        method: 'GET',
        path: '/v1/agents/{agent_id}',
        summary: 'Get an agent',
        tag: 'Agents',
        deprecated: false,
        url: `${page}#get-v1-agents-agent-id`,
      },
      {
        anchor: 'removeagent',
        operationId: '$removeAgent',
        method: 'DELETE',
        path: '/v1/agents/{agent_id}',
        summary: 'Remove an agent',
        tag: 'Agents',
        deprecated: true,
        url: `${page}#removeagent`,
      },
      {
        anchor: 'createAgent',
        operationId: 'createAgent',
        method: 'POST',
        path: '/v1/agents',
        summary: 'createAgent',
        tag: 'Other',
        deprecated: false,
        url: `${page}#createAgent`,
      },
    ]);
    expect(Object.keys(data.operations[0]!)).not.toContain('operationId');
    expect(data.operations.map((op) => op.anchor)).toEqual(
      reference.tags.flatMap((tag) => tag.operations.map((op) => op.id)),
    );
  });

  it("gives each operation and schema its part of the service's Markdown", () => {
    expect(data.operations[0]!.markdown).toBe(markdown.operations['get-v1-agents-agent-id']);
    expect(data.operations[0]!.markdown.startsWith('### Get an agent\n\n`GET /v1/agents/{agent_id}`')).toBe(true);
    expect(data.schemas.map(({name, anchor, url}) => ({name, anchor, url}))).toEqual([
      {name: 'Agent Status', anchor: reference.schemas[0]!.anchor, url: `${page}#${reference.schemas[0]!.anchor}`},
      {name: 'Agent', anchor: 'schema-Agent', url: `${page}#schema-Agent`},
    ]);
    expect(data.schemas[1]!.markdown).toBe(markdown.schemas.Agent);
  });

  it('carries the anchors of the headings, so search sections link where the page does', () => {
    expect(data.headings).toBe(markdown.headings);
  });
});
