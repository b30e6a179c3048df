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
