import {describe, expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {buildSchemaNode} from '../../plugins/api-reference/model/schemaTree';
import type {Schema} from '../../plugins/api-reference/model/types';
import {referenceHtml} from '../../plugins/api-reference/render/html/referenceHtml';
import {schemaHtml} from '../../plugins/api-reference/render/html/schemaHtml';
import {codeSamples} from '../../plugins/api-reference/render/samples';
import {typeText} from '../../plugins/api-reference/render/text';

const components: Record<string, Schema> = {
  Folder: {
    type: 'object',
    required: ['name'],
    properties: {name: {type: 'string'}, children: {type: 'array', items: {$ref: '#/components/schemas/Folder'}}},
  },
  Base: {type: 'object', required: ['id'], properties: {id: {type: 'string', format: 'uuid', readOnly: true}}},
  Contact: {
    allOf: [
      {$ref: '#/components/schemas/Base'},
      {type: 'object', properties: {email: {type: ['string', 'null'], default: null}}},
    ],
  },
  Trigger: {
    oneOf: [{$ref: '#/components/schemas/Manual'}, {$ref: '#/components/schemas/Scheduled'}],
    discriminator: {propertyName: 'type'},
  },
  Manual: {type: 'object', properties: {type: {const: 'manual'}}},
  Wrapper: {type: 'object', properties: {contact: {$ref: '#/components/schemas/Contact'}}},
  Status: {type: 'string', enum: ['open', 'closed']},
  Error: {
    type: 'object',
    required: ['code'],
    properties: {code: {type: 'string'}, request_id: {type: 'string'}},
  },
  Scheduled: {type: 'object', properties: {type: {const: 'scheduled'}, cron: {type: 'string', deprecated: true}}},
};

describe('schema trees', () => {
  it('stops at a reference cycle instead of recursing forever', () => {
    const node = buildSchemaNode({$ref: '#/components/schemas/Folder'}, {components});
    const children = node.children.find((child) => child.name === 'children')!;
    expect(typeText(children.type)).toBe('array of Folder');
    expect(children.circular).toBe(true);
    expect(children.children).toEqual([]);
  });

  it('merges allOf parts and keeps required, read-only, nullable and defaults visible', () => {
    const node = buildSchemaNode({$ref: '#/components/schemas/Contact'}, {components});
    const id = node.children.find((child) => child.name === 'id')!;
    const email = node.children.find((child) => child.name === 'email')!;
    expect(id.required).toBe(true);
    expect(typeText(id.type)).toBe('string <uuid>');
    expect(id.constraints).toContain('read-only');
    expect(email.constraints).toEqual(expect.arrayContaining(['nullable', 'default: null']));
  });

  it('lists oneOf variants with their discriminator and marks deprecated fields', () => {
    const node = buildSchemaNode({$ref: '#/components/schemas/Trigger'}, {components});
    expect(node.variants?.discriminator).toBe('type');
    expect(node.variants?.options.map((option) => option.name)).toEqual(['Manual', 'Scheduled']);
    expect(node.variants?.options[1]?.children.find((child) => child.name === 'cron')?.deprecated).toBe(true);
  });

  it('follows a pointer into a component (3.1 `$defs`) as a part of it, not as a component of that name', () => {
    const withDefs: Record<string, Schema> = {
      Pet: {type: 'object', $defs: {Tag: {type: 'string', format: 'slug'}}} as Schema,
    };
    const node = buildSchemaNode(
      {type: 'object', properties: {tag: {$ref: '#/components/schemas/Pet/$defs/Tag'}}},
      {components: withDefs, document: {components: {schemas: withDefs}}},
    );
    expect(typeText(node.children.find((child) => child.name === 'tag')!.type)).toBe('string <slug>');
  });

  it('reads an optional field as pydantic and FastAPI write it (anyOf with null) as its type, nullable', () => {
    const node = buildSchemaNode(
      {
        type: 'object',
        properties: {
          note: {anyOf: [{type: 'string'}, {type: 'null'}], title: 'Note', description: 'A note.'},
          folder: {anyOf: [{$ref: '#/components/schemas/Folder'}, {type: 'null'}]},
          amount: {anyOf: [{type: 'number'}, {type: 'integer'}]},
          code: {
            anyOf: [
              {type: 'string', enum: ['a', 'b']},
              {type: 'integer', minimum: 1},
            ],
          },
          either: {
            oneOf: [{$ref: '#/components/schemas/Manual'}, {$ref: '#/components/schemas/Scheduled'}, {type: 'null'}],
          },
        },
      },
      {components},
    );
    const field = (name: string) => node.children.find((child) => child.name === name)!;
    expect(typeText(field('note').type)).toBe('string');
    expect(field('note').description).toBe('A note.');
    expect(field('note').constraints).toContain('nullable');
    expect(field('note').variants).toBeUndefined();
    expect(field('folder').type).toEqual({kind: 'ref', name: 'Folder', anchor: 'schema-Folder'});
    expect(field('folder').constraints).toContain('nullable');
    expect(typeText(field('amount').type)).toBe('number | integer');
    // Alternatives that say more than their type keep their list, where the enum and range show.
    expect(field('code').variants?.options.map((option) => option.constraints)).toEqual([
      ['one of: "a", "b"'],
      ['>= 1'],
    ]);
    expect(field('either').variants?.options.map((option) => option.name)).toEqual(['Manual', 'Scheduled']);
    expect(field('either').constraints).toContain('nullable');
  });

  it('names the broken reference', () => {
    expect(() => buildSchemaNode({$ref: '#/components/schemas/Missing'}, {components})).toThrow(
      /Broken \$ref.*Missing/,
    );
  });
});

describe('rendered schemas', () => {
  const render = (schema: Schema) => schemaHtml(buildSchemaNode(schema, {components}));

  it("lists a nested component's fields in its own entry and links there", () => {
    const html = render({type: 'object', properties: {owner: {$ref: '#/components/schemas/Contact'}}});
    expect(html).toContain('<code class="apiref-name">owner</code>');
    expect(html).toContain('data-fields="schema-Contact"');
    expect(html).toContain('<a href="#schema-Contact">Contact</a>');
    expect(html).not.toContain('email');
    const list = render({
      type: 'object',
      properties: {owners: {type: 'array', items: {$ref: '#/components/schemas/Contact'}}},
    });
    expect(list).toContain('<span class="apiref-type">array of <a href="#schema-Contact">Contact</a></span>');
  });

  it('shows a component with a single field expanded in place', () => {
    const html = render({$ref: '#/components/schemas/Wrapper'});
    expect(html).toContain('<code class="apiref-name">contact</code>');
    const wrapperOfWrapper = render({type: 'object', properties: {wrapped: {$ref: '#/components/schemas/Wrapper'}}});
    expect(wrapperOfWrapper).toMatch(/<details class="apiref-nested" open><summary>1 field<\/summary>.*contact/);
  });

  it('links oneOf variants and recursive fields to their entries, and keeps scalar components inline', () => {
    const trigger = render({$ref: '#/components/schemas/Trigger'});
    expect(trigger).toContain('Exactly one of these shapes, chosen by <code>type</code>');
    expect(trigger).toContain(
      '<details class="apiref-variant" data-fields="schema-Scheduled"><summary><strong>Scheduled</strong> <span class="apiref-constraint">type = Scheduled</span></summary>',
    );
    const folder = render({$ref: '#/components/schemas/Folder'});
    expect(folder).toContain('recursive');
    expect(folder).toContain('data-fields="schema-Folder"');
    const status = render({type: 'object', properties: {status: {$ref: '#/components/schemas/Status'}}});
    expect(status).toContain('one of: &#34;open&#34;, &#34;closed&#34;');
    expect(status).not.toContain('data-fields');
  });
});

const doc: OpenApiDocument = {
  info: {title: 'Folder API', version: '1.0.0'},
  servers: [{url: 'https://folder.api.energy-xrm.example'}],
  security: [{BearerAuth: []}],
  tags: [{name: 'Folders', description: 'Folders of files.'}],
  paths: {
    '/v1/folders/{id}': {
      get: {
        operationId: 'getFolder',
        summary: 'Get a folder',
        description: 'Returns a folder <script>alert(1)</script> with its children.',
        tags: ['Folders'],
        parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string'}, example: 'f-1'}],
        responses: {
          '200': {
            description: 'The folder.',
            content: {'application/json': {schema: {$ref: '#/components/schemas/Folder'}}},
          },
          '404': {
            description: 'No folder has this id.',
            content: {'application/json': {schema: {$ref: '#/components/schemas/Error'}}},
          },
        },
      },
    },
  },
  components: {schemas: components, securitySchemes: {BearerAuth: {type: 'http', scheme: 'bearer'}}},
};

describe('service reference', () => {
  const service = {
    route: 'folder',
    specName: 'folder',
    title: 'Folder API',
    description: '',
    domain: 'Data and entities' as const,
  };
  const reference = buildReference(service, doc, false);

  it('groups operations by tag and generates samples with the example path parameter', () => {
    const operation = reference.tags[0]!.operations[0]!;
    expect(operation.id).toBe('getFolder');
    const samples = codeSamples(service.route, operation.request);
    expect(samples.map((sample) => sample.language)).toEqual(['curl', 'javascript', 'python', 'typescript']);
    expect(samples[3]!.code).toContain(`client.GET("/v1/folders/{id}", {\n    params: {path: {id: "f-1"}},`);
    expect(samples[0]!.code).toContain('https://folder.api.energy-xrm.example/v1/folders/f-1');
    expect(samples[0]!.code).toContain('Authorization: Bearer');
  });

  it('generates a response example from the schema when the spec has none', () => {
    const example = reference.tags[0]!.operations[0]!.responses[0]!.body!.examples[0]!;
    expect(example.label).toBe('Example (generated)');
    expect(JSON.parse(example.json)).toHaveProperty('name');
  });

  it('renders anchors for operations, tags and schemas, and never raw HTML from descriptions', () => {
    const html = referenceHtml(reference, {inline: true});
    expect(html).toContain('id="getFolder"');
    expect(html).toContain('id="tag-folders"');
    expect(html).toContain('id="schema-Folder"');
    expect(html).not.toContain('<script>');
  });

  it('shows a success body in place and points an error body at its schema entry', () => {
    const html = referenceHtml(reference, {inline: true});
    expect(html).toMatch(
      /<details class="apiref-response" open><summary><span[^>]*>200<\/span>[^]*?<code class="apiref-name">name<\/code>/,
    );
    expect(html).toContain('<details class="apiref-response" data-fields="schema-Error"><summary>');
    expect(html.match(/<code class="apiref-name">request_id<\/code>/g)).toHaveLength(1);
  });

  it('puts the response examples in one tab per status', () => {
    const html = referenceHtml(reference, {inline: true});
    expect(html).toContain('<h4>Response samples</h4>');
    expect(html).toContain('id="getFolder-responses-tab-200"');
    expect(html).toContain('id="getFolder-responses-tab-404"');
  });

  it('names the file, pointer and operation when an operation cannot be built', () => {
    const parameter = {$ref: '#/components/parameters/Missing'};
    const broken = {...doc, paths: {'/v1/x': {get: {parameters: [parameter], responses: {}}}}} as OpenApiDocument;
    expect(() => buildReference(service, broken, false)).toThrow(
      'api/folder/openapi.yaml #/paths/~1v1~1x/get (GET /v1/x): Broken $ref "#/components/parameters/Missing"',
    );
  });

  it('gives an operation without an operationId an anchor from its method and path', () => {
    const open = {...doc, paths: {'/v1/x/{id}': {get: {summary: 'No id', responses: {}}}}} as OpenApiDocument;
    const ref = buildReference(service, open, false);
    expect(ref.tags.flatMap((tag) => tag.operations)[0]!.id).toBe('get-v1-x-id');
    expect(ref.anchors).toContain('get-v1-x-id');
  });

  it('keeps the base letters of accented tag names in their anchors, and gives a blank tag a name', () => {
    const get = (tags: string[]) => ({get: {tags, summary: 'A reading', responses: {}}});
    const german = {
      ...doc,
      tags: [{name: 'Zählerstände'}, {name: 'Straße'}, {name: '🐶'}],
      paths: {'/a': get(['Zählerstände']), '/b': get(['Straße']), '/c': get(['🐶']), '/d': get(['  '])},
    } as OpenApiDocument;
    const tags = buildReference(service, german, false).tags.map(({name, anchor}) => [name, anchor]);
    expect(tags.slice(0, 2)).toEqual([
      ['Zählerstände', 'tag-zahlerstande'],
      ['Straße', 'tag-strasse'],
    ]);
    expect(tags[2]![1]).toMatch(/^tag-[0-9a-z]+$/);
    expect(tags[3]).toEqual(['Other', 'tag-other']);
  });
});

describe('shared error examples', () => {
  const badRequest = {
    description: 'The request is malformed.',
    content: {
      'application/json': {
        schema: {$ref: '#/components/schemas/Error'},
        examples: {
          invalidBody: {summary: 'Body', 'x-applies-to': 'requestBody', value: {code: 'body'}},
          invalidParameter: {summary: 'Parameter', 'x-applies-to': 'parameters', value: {code: 'parameter'}},
        },
      },
    },
  } as const;
  const service = {
    route: 'folder',
    specName: 'folder',
    title: 'Folder API',
    description: '',
    domain: 'Data and entities' as const,
  };
  const body = {content: {'application/json': {schema: {$ref: '#/components/schemas/Folder'}}}};
  const id = {name: 'id', in: 'path', required: true, schema: {type: 'string'}} as const;
  const withOperations = {
    ...doc,
    paths: {
      '/v1/folders/{id}': {
        get: {operationId: 'getFolder', tags: ['Folders'], parameters: [id], responses: {'400': badRequest}},
        put: {
          operationId: 'putFolder',
          tags: ['Folders'],
          parameters: [id],
          requestBody: body,
          responses: {'400': badRequest},
        },
      },
    },
  } as OpenApiDocument;
  const examplesOf = (operationId: string) =>
    buildReference(service, withOperations, false)
      .tags[0]!.operations.find((op) => op.id === operationId)!
      .responses[0]!.body!.examples.map((example) => example.label);

  it('shows an operation without a body the parameter example, never the invalid body', () => {
    expect(examplesOf('getFolder')).toEqual(['Parameter']);
  });

  it('shows an operation with a body the body example', () => {
    expect(examplesOf('putFolder')).toEqual(['Body']);
  });
});
