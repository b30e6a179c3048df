import {describe, expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {tryItRecords} from '../../plugins/api-reference/render/tryItRecords';
import {
  buildRequest,
  recordFor,
  toCurl,
  type TryItRecords,
} from '../../plugins/api-reference/theme/ApiReferencePage/TryIt/request';

const doc: OpenApiDocument = {
  info: {title: 'Entity API', version: '1.0.0'},
  servers: [{url: 'https://entity.api.energy-xrm.example'}],
  paths: {
    '/v1/entity/{slug}/{id}': {
      parameters: [{name: 'slug', in: 'path', required: true, example: 'contact'}],
      patch: {
        operationId: 'updateEntity',
        parameters: [
          {name: 'id', in: 'path', required: true, example: '9c6d'},
          {$ref: '#/components/parameters/Async'},
          {name: 'X-Trace', in: 'header', required: false},
        ],
        requestBody: {content: {'application/json': {example: {first_name: "Jo'nas"}}}},
        responses: {'204': {description: 'Updated.'}},
      },
    },
  },
  components: {parameters: {Async: {name: 'async', in: 'query', schema: {default: false}}}},
};

// The records Try it reads are the build's try-it.json: rendered from the reference model.
const records = JSON.parse(tryItRecords(buildReference({route: 'entity'}, doc, false))) as TryItRecords;

describe('Try it requests', () => {
  const operation = recordFor(records, 'updateEntity');

  it('reads path-level, referenced and own parameters with their examples', () => {
    expect(operation.parameters.map((p) => `${p.location}:${p.name}=${p.example}`)).toEqual([
      'path:slug=contact',
      'path:id=9c6d',
      'query:async=false',
      'header:X-Trace=',
    ]);
    expect(operation.body).toContain('"first_name"');
  });

  it('builds exactly the request it sends, leaving out empty optional parameters', () => {
    const values = {'path:slug': 'contact', 'path:id': 'a/b', 'query:async': 'true', 'header:X-Trace': ''};
    const request = buildRequest(operation, 'http://127.0.0.1:4010/', values, 'tok', operation.body);
    expect(request.url).toBe('http://127.0.0.1:4010/v1/entity/contact/a%2Fb?async=true');
    expect(request.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
  });

  it('quotes the curl command safely', () => {
    const curl = toCurl(
      buildRequest(operation, 'https://h.example', {'path:slug': 's', 'path:id': '1'}, '', operation.body),
    );
    expect(curl).toContain("curl --request PATCH 'https://h.example/v1/entity/s/1'");
    expect(curl).toContain(`"Jo'\\''nas"`);
    expect(curl).not.toContain('Authorization');
  });

  it('names an operation that is not in the spec', () => {
    expect(() => recordFor(records, 'nope')).toThrow('No operation nope in the spec');
    expect(() => recordFor(records, 'toString')).toThrow('No operation toString in the spec');
  });
});

describe('Try it sends form and multipart bodies', () => {
  const upload: OpenApiDocument = {
    info: {title: 'Files', version: '1.0.0'},
    servers: [{url: 'https://files.example.com'}],
    paths: {
      '/upload': {
        post: {
          operationId: 'upload',
          requestBody: {
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: {
                    title: {type: 'string', example: 'Meter photo'},
                    file: {type: 'string', format: 'binary'},
                  },
                },
              },
            },
          },
          responses: {'201': {description: 'Stored.'}},
        },
      },
      '/token': {
        post: {
          operationId: 'token',
          requestBody: {
            content: {
              'application/x-www-form-urlencoded': {
                schema: {type: 'object', properties: {grant_type: {type: 'string', example: 'client_credentials'}}},
              },
            },
          },
          responses: {'200': {description: 'A token.'}},
        },
      },
    },
  };
  const records = JSON.parse(tryItRecords(buildReference({route: 'files'}, upload, false))) as TryItRecords;

  it('offers a text field and a file field for a multipart body, and sends them as FormData', () => {
    const record = recordFor(records, 'upload');
    expect(record.body).toBeUndefined();
    expect(record.form).toEqual({
      mediaType: 'multipart/form-data',
      fields: [
        {name: 'title', file: false, example: 'Meter photo'},
        {name: 'file', file: true, example: ''},
      ],
    });
    const file = new File(['jpeg bytes'], 'meter.jpg', {type: 'image/jpeg'});
    const request = buildRequest(record, 'https://files.example.com', {}, '', undefined, {title: 'Meter photo', file});
    expect(request.body).toBeInstanceOf(FormData);
    expect((request.body as FormData).get('file')).toBe(file);
    expect(request.headers['Content-Type']).toBeUndefined();
    expect(toCurl(request)).toBe(
      "curl --request POST 'https://files.example.com/upload' \\\n  --header 'Accept: application/json' \\\n  --form 'title=Meter photo' \\\n  --form 'file=@meter.jpg'",
    );
  });

  it('sends a form-urlencoded body as URLSearchParams and copies it as --data-urlencode', () => {
    const record = recordFor(records, 'token');
    const request = buildRequest(record, 'https://files.example.com', {}, '', undefined, {
      grant_type: 'client_credentials',
    });
    expect(String(request.body)).toBe('grant_type=client_credentials');
    expect(toCurl(request)).toContain("--data-urlencode 'grant_type=client_credentials'");
  });

  it('leaves out the fields left empty, and sends an empty body when nothing is filled in', () => {
    const upload = recordFor(records, 'upload');
    const empty = buildRequest(upload, 'https://files.example.com', {}, '', undefined, {title: ''});
    expect((empty.body as FormData).has('title')).toBe(false);
    expect(String(buildRequest(recordFor(records, 'token'), 'https://files.example.com', {}, '', undefined).body)).toBe(
      '',
    );
  });

  it('sends the name of a file given to a form-urlencoded field', () => {
    const file = new File(['x'], 'grant.txt');
    const request = buildRequest(recordFor(records, 'token'), 'https://files.example.com', {}, '', undefined, {
      grant_type: file,
    });
    expect(String(request.body)).toBe('grant_type=grant.txt');
  });
});
