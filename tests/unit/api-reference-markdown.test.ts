import {describe, expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {apiIndexMarkdown, serviceMarkdown} from '../../plugins/api-reference/render/markdown';
import {absoluteUrl} from '../../plugins/api-reference/render/markdown/links';

const SITE = {siteUrl: 'https://devcenter.energy-xrm.example'};

const doc = {
  openapi: '3.1.0',
  info: {
    title: 'Meter API',
    version: '1.2.0',
    description: 'Meters and their readings. See [webhooks](/docs/webhooks#events).',
  },
  servers: [{url: 'https://meter.api.energy-xrm.example'}],
  security: [{bearerAuth: []}],
  tags: [{name: 'Meters', description: 'Read and change meters.'}],
  paths: {
    '/v1/meters/{meter_id}': {
      get: {
        operationId: 'getMeter',
        summary: 'Get a meter',
        description: 'Returns one meter. Use [listReadings](#listReadings) for its readings.',
        tags: ['Meters'],
        parameters: [
          {
            name: 'meter_id',
            in: 'path',
            required: true,
            description: 'The meter.',
            schema: {type: 'string', format: 'uuid'},
            example: 'm-1',
          },
          {
            name: 'expand',
            in: 'query',
            description: 'Either `a|b` or `c`.',
            schema: {type: 'string', enum: ['readings', 'site']},
          },
        ],
        responses: {
          '200': {
            description: 'The meter.',
            content: {
              'application/json': {
                schema: {$ref: '#/components/schemas/Meter'},
                example: {id: 'm-1', number: '1ESY1160123456'},
              },
            },
          },
          '404': {
            description: 'No such meter.',
            content: {'application/json': {schema: {$ref: '#/components/schemas/Error'}}},
          },
        },
      },
      patch: {
        operationId: 'updateMeter',
        summary: 'Update a meter',
        deprecated: true,
        tags: ['Meters'],
        parameters: [{name: 'meter_id', in: 'path', required: true, schema: {type: 'string'}}],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['number'],
                properties: {
                  number: {type: 'string', description: 'The meter number.'},
                  location: {
                    type: 'object',
                    properties: {city: {type: 'string'}, floor: {type: 'integer', minimum: 0}},
                  },
                  registers: {type: 'array', items: {type: 'object', properties: {obis: {type: 'string'}}}},
                  owner: {$ref: '#/components/schemas/Owner'},
                },
              },
            },
          },
        },
        responses: {'204': {description: 'Updated.'}},
      },
    },
  },
  components: {
    securitySchemes: {bearerAuth: {type: 'http', scheme: 'bearer'}},
    schemas: {
      Meter: {
        type: 'object',
        required: ['id'],
        properties: {
          id: {type: 'string'},
          number: {type: 'string'},
          owner: {$ref: '#/components/schemas/Owner'},
          register: {type: ['integer', 'string']},
        },
      },
      Owner: {type: 'object', description: 'Who owns the meter.', properties: {name: {type: 'string'}}},
      Error: {type: 'object', required: ['code'], properties: {code: {type: 'string'}}},
    },
  },
} as unknown as OpenApiDocument;

const service = {
  route: 'meter',
  specName: 'meter',
  title: 'Meter API',
  description: 'Meters.',
  domain: 'Data and entities' as const,
};
const reference = buildReference(service, doc, false);
const markdown = serviceMarkdown(reference, SITE);
const page = markdown.page;
const md = `${SITE.siteUrl}/api/meter.md`;

describe('a service reference as Markdown', () => {
  it('starts with the title and the canonical URL', () => {
    expect(page.startsWith('# Meter API\n\nCanonical URL: https://devcenter.energy-xrm.example/api/meter\n\n')).toBe(
      true,
    );
  });

  it('gives each operation its method and path, operationId and authentication', () => {
    expect(markdown.operations.getMeter).toMatch(
      /^### Get a meter\n\n`GET \/v1\/meters\/\{meter_id\}` · operationId: `getMeter`\n\nAuthentication: a bearer token/,
    );
    expect(markdown.operations.updateMeter).toContain(
      '`PATCH /v1/meters/{meter_id}` · operationId: `updateMeter` · **Deprecated**',
    );
  });

  it('makes links absolute, to the Markdown of a page and to the entry of an operation', () => {
    expect(page).toContain('[webhooks](https://devcenter.energy-xrm.example/docs/webhooks.md#events)');
    expect(markdown.operations.getMeter).toContain(`[listReadings](${md}#listReadings)`);
    expect(page).toContain('[YAML](https://devcenter.energy-xrm.example/api/meter/openapi.yaml)');
  });

  it('lists parameters in a table, with pipes in a cell escaped', () => {
    expect(markdown.operations.getMeter).toContain(
      '| `meter_id` | path | `string <uuid>` | yes | The meter. Example: `m-1`. |',
    );
    expect(markdown.operations.getMeter).toContain('Either `a\\|b` or `c`.');
  });

  it('lists request body fields, nested ones by dotted name, components as links', () => {
    const op = markdown.operations.updateMeter!;
    expect(op).toContain('| `number` | `string` | yes | The meter number. |');
    expect(op).toContain('| `location.city` | `string` | no |');
    expect(op).toContain('| `location.floor` | `integer` | no | >= 0. |');
    expect(op).toContain('| `registers[].obis` | `string` | no |');
    expect(op).toContain(`| \`owner\` | [Owner](${md}#schema-Owner) | no | Who owns the meter. |`);
  });

  it('lists responses with status and body, and shows the curl request and the example response', () => {
    const op = markdown.operations.getMeter!;
    expect(op).toContain(`| \`200\` | The meter. | \`application/json\`: [Meter](${md}#schema-Meter) |`);
    expect(op).toContain('| `404` | No such meter. |');
    expect(op).toContain(
      '#### Example request\n\n```bash\ncurl --request GET \\\n  --url https://meter.api.energy-xrm.example/v1/meters/m-1',
    );
    expect(op).toContain('#### Example response\n\nStatus `200`:\n\n```json\n{\n  "id": "m-1",');
    expect(markdown.operations.updateMeter).toContain('| `204` | Updated. | no body |');
  });

  it('keeps a union type in its cell: the `|` of `integer | string` is escaped, the row has four cells', () => {
    const row = page.split('\n').find((line) => line.startsWith('| `register`'))!;
    expect(row).toBe('| `register` | `integer \\| string` | no |  |');
  });

  it('lists every schema with its fields, under the anchors of the web page', () => {
    expect(markdown.schemas.Owner).toBe(
      '### Owner\n\nWho owns the meter.\n\n| Field | Type | Required | Description |\n| --- | --- | --- | --- |\n| `name` | `string` | no |  |',
    );
    expect(markdown.headings.map((h) => h.anchor)).toEqual([
      'tag-meters',
      'getMeter',
      'updateMeter',
      'schemas',
      ...reference.schemas.map((s) => s.anchor),
    ]);
  });

  it('is the concatenation of its parts, so a copied operation reads as on the page', () => {
    for (const part of [...Object.values(markdown.operations), ...Object.values(markdown.schemas)]) {
      expect(page).toContain(part);
    }
  });
});

describe('links of the reference', () => {
  it.each([
    ['/docs/webhooks', `${SITE.siteUrl}/docs/webhooks.md`],
    ['/api/order#addLineItem', `${SITE.siteUrl}/api/order.md#addLineItem`],
    ['#schema-Meter', `${SITE.siteUrl}/api/meter.md#schema-Meter`],
    ['/api/meter/openapi.yaml', `${SITE.siteUrl}/api/meter/openapi.yaml`],
    ['https://example.com/x', 'https://example.com/x'],
    ['mailto:dev@example.com', 'mailto:dev@example.com'],
  ])('%s → %s', (href, expected) => {
    expect(absoluteUrl(href, SITE, '/api/meter')).toBe(expected);
  });
});

it('the REST index lists each service by domain with its version and operation count', () => {
  const index = apiIndexMarkdown([{...service, page: '/api/meter', version: '1.2.0', operationCount: 2}], SITE, '/api');
  expect(index).toContain('# REST API reference\n\nCanonical URL: https://devcenter.energy-xrm.example/api\n');
  expect(index).toContain(`## Data and entities\n\n- [Meter API](${md}): Meters. (2 operations, version 1.2.0)`);
});
