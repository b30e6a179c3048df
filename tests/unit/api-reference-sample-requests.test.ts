import {describe, expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import type {OperationModel, RequestExample} from '../../plugins/api-reference/model/types';
import {uploadedFiles} from '../../plugins/api-reference/render/sampleFiles';
import {codeSamples} from '../../plugins/api-reference/render/samples';

// Samples of specs written elsewhere (issue #26), each fix found by running the corpus's samples
// against Prism (tests/samples/corpus.test.ts): what the sample sent, and what it sends now.

const base: RequestExample = {
  method: 'POST',
  url: 'https://files.example.com/upload',
  pathTemplate: '/upload',
  pathParams: [],
  query: [],
  headers: [],
  bodyKind: 'json',
  auth: {kind: 'none'},
};

const samplesOf = (request: RequestExample): Record<string, string> =>
  Object.fromEntries(codeSamples('files', request, false).map((sample) => [sample.language, sample.code]));

describe('uploads', () => {
  const upload: RequestExample = {
    ...base,
    bodyKind: 'multipart',
    mediaType: 'multipart/form-data',
    form: [
      {name: 'orderId', value: '0'},
      {name: 'documentFile', value: 'documentFile.bin', file: true},
    ],
  };

  it('send the bytes of each file part, never its name as text', () => {
    const {curl, javascript, python} = samplesOf(upload);
    expect(uploadedFiles(upload)).toEqual(['documentFile.bin']);
    expect(curl).toContain('--form documentFile=@documentFile.bin');
    // Was: form.append('documentFile', 'documentFile.bin'), the name as a text field.
    expect(javascript!.startsWith("import {openAsBlob} from 'node:fs';\n\n")).toBe(true);
    expect(javascript).toContain(
      "form.append('documentFile', await openAsBlob('documentFile.bin'), 'documentFile.bin');",
    );
    // Was: "open('documentFile.bin', 'rb')" in quotes, a string; now with the part's type, as curl and fetch send it.
    expect(python).toContain(
      `files = { "documentFile": ("documentFile.bin", open('documentFile.bin', 'rb'), "application/octet-stream") }`,
    );
    expect(python).toContain('response = requests.post(url, data=payload, files=files)');
  });

  it('send a binary body from its file', () => {
    const binary: RequestExample = {...base, bodyKind: 'binary', mediaType: 'image/png'};
    const {curl, javascript, python} = samplesOf(binary);
    expect(uploadedFiles(binary)).toEqual(['body.bin']);
    expect(curl).toContain("--data-binary '@body.bin'");
    expect(javascript).toContain("body: await openAsBlob('body.bin')");
    expect(python).toContain("payload = open('body.bin', 'rb')");
  });

  it('send a multipart body without files as parts in Python, where the hand-written body named no boundary', () => {
    const {python} = samplesOf({...upload, form: [{name: 'typename', value: 'string'}]});
    expect(python).toContain('files = {\n  "typename": (None, "string"),\n}\n');
    expect(python).toContain('response = requests.post(url, files=files)');
    expect(python).not.toContain('011000010111000001101001');
  });
});

describe('JSON bodies that are not objects', () => {
  it('send a string with escapes as the same JSON in every language', () => {
    const text = JSON.stringify('a\nb "quoted"');
    const {curl, javascript, python} = samplesOf({...base, body: text});
    expect(curl).toContain(`--data '${text}'`);
    // Was: body: '"a\nb \"quoted\""', which JavaScript reads as a line break and bare quotes.
    expect(javascript).toContain(`body: JSON.stringify(${text})`);
    expect(python).toContain(`payload = ${text}\n`);
  });

  it('send 0 in Python, which httpsnippet left out', () => {
    const {python} = samplesOf({...base, body: '0'});
    expect(python).toContain('payload = 0\n');
    expect(python).toContain('response = requests.post(url, json=payload, headers=headers)');
  });
});

it('a GET with a body keeps it in curl and Python, and says why fetch cannot send it', () => {
  const {curl, javascript, python} = samplesOf({...base, method: 'GET', body: '{\n  "q": 1\n}'});
  expect(curl).toContain('--data');
  expect(python).toContain('requests.get(url, json=payload, headers=headers)');
  expect(javascript!.split('\n')[0]).toBe(
    '// fetch sends no body with GET or HEAD: the curl and Python samples send the one the spec describes.',
  );
  expect(javascript).not.toMatch(/body:|content-type/);
});

describe('example requests of a spec written elsewhere', () => {
  const doc: OpenApiDocument = {
    openapi: '3.0.3',
    info: {title: 'Pets', version: '1'},
    servers: [{url: 'https://pets.example.com/'}],
    paths: {
      '/pets/{pet_id}': {
        get: {
          operationId: 'getPet',
          parameters: [{name: 'pet_id', in: 'path', required: true, example: '"7f3c-11"', schema: {type: 'string'}}],
          responses: {'200': {description: 'OK'}},
        },
      },
      '/pets': {
        get: {
          operationId: 'findPets',
          parameters: [
            {
              name: 'status',
              in: 'query',
              required: true,
              schema: {type: 'array', items: {type: 'string', enum: ['available', 'sold']}},
            },
            {name: 'limit', in: 'query', required: true, schema: {type: 'integer', minimum: 5}},
          ],
          security: [{cookieKey: []}],
          responses: {'200': {description: 'OK'}},
        },
        put: {
          operationId: 'replacePets',
          requestBody: {
            content: {
              'application/json': {
                schema: {type: 'array', items: {type: 'object', properties: {name: {type: 'string'}}}},
                example: '[{"name": "Fluffy"}]',
              },
            },
          },
          responses: {'200': {description: 'OK'}},
        },
      },
    },
    components: {securitySchemes: {cookieKey: {type: 'apiKey', in: 'cookie', name: 'api_key'}}},
  } as unknown as OpenApiDocument;
  const reference = buildReference({route: 'pets', imported: true}, doc, false);
  const operation = (id: string): OperationModel =>
    reference.tags.flatMap((tag) => tag.operations).find((op) => op.id === id)!;

  it('send a required query parameter without an example a value its schema admits, not an empty one', () => {
    expect(operation('findPets').request.query).toEqual([
      {name: 'status', value: 'available', json: '["available"]'},
      {name: 'limit', value: '5', json: '5'},
    ]);
  });

  it('send an API key that travels in a cookie, as a Cookie header with its placeholder', () => {
    expect(operation('findPets').request.headers).toEqual([{name: 'Cookie', value: 'api_key={api_key}'}]);
  });

  it('call the server without a doubled slash where the spec writes it with a trailing one', () => {
    expect(reference.servers).toEqual(['https://pets.example.com']);
    expect(operation('findPets').request.url).toBe('https://pets.example.com/pets');
  });

  it('put a path parameter whose example is a quoted JSON string into the URL without its quotes', () => {
    expect(operation('getPet').request.url).toBe('https://pets.example.com/pets/7f3c-11');
    for (const code of Object.values(samplesOf(operation('getPet').request))) expect(code).not.toContain('%22');
  });

  it('send an example written as a string of JSON as the JSON its schema asks for', () => {
    expect(JSON.parse(operation('replacePets').request.body!)).toEqual([{name: 'Fluffy'}]);
  });
});
