import {describe, expect, it} from 'vitest';
import {
  errorResponseProblems,
  idempotencyProblems,
  operationsOf,
  pathParameterProblems,
  securityProblems,
  shared,
  type BundledSpec,
} from './conventions';

// The rules of conventions.ts on small specs written to break them: spec-conventions.test.ts shows
// the real specs follow the rules, this file shows each rule would notice if one did not.
describe('each rule finds the drift it is written for', () => {
  const ref = (kind: string, name: string) => ({$ref: `#/components/${kind}/${name}`});
  const drifted: BundledSpec = {
    security: [{BearerAuth: []}],
    paths: {
      '/v1/things/{thingId}': {
        post: {
          operationId: 'createThing',
          parameters: [{name: 'thingId', in: 'path', required: true}],
          responses: {'201': {description: 'Created'}, '429': ref('responses', 'TooManyRequests')},
        },
      },
      '/v1/public/things': {
        get: {
          operationId: 'listPublicThings',
          security: [],
          parameters: [{name: 'X-Api-Key', in: 'header', required: true}],
          responses: {'200': {description: 'OK'}},
        },
      },
    },
    components: {
      responses: {TooManyRequests: {description: 'Slow down'}},
      securitySchemes: {BearerAuth: shared.securitySchemes.BearerAuth!},
    },
  };

  it('names each missing or local error response', () => {
    expect(errorResponseProblems(drifted)).toEqual([
      'createThing: the 429 response is not the shared TooManyRequests',
      'createThing: no 500 response (use the shared InternalError)',
      'createThing: no 503 response (use the shared ServiceUnavailable)',
      'listPublicThings: no 429 response (use the shared TooManyRequests)',
      'listPublicThings: no 500 response (use the shared InternalError)',
      'listPublicThings: no 503 response (use the shared ServiceUnavailable)',
    ]);
  });

  it('names a key sent as a parameter and an empty security list', () => {
    expect(securityProblems(drifted)).toEqual([
      'listPublicThings: sends the public API key as a parameter; use security: [{PublicApiKey: []}]',
      'listPublicThings: security is empty; public operations use [{PublicApiKey: []}]',
    ]);
  });

  it('names a creating POST without Idempotency-Key', () => {
    expect(idempotencyProblems(drifted)).toEqual([
      'createThing: a creating POST without the shared Idempotency-Key header parameter',
    ]);
  });

  it('names a camelCase path parameter', () => {
    expect(pathParameterProblems(drifted)).toEqual(['/v1/things/{thingId}: {thingId} is not snake_case']);
  });
});

// One spec per rule below, each operation breaking (or keeping) one branch of it. The shared
// components are copied in as a real spec bundles them, so only the drift is reported.
type Operation = Record<string, unknown>;
const OK_RESPONSES = {
  '200': {description: 'OK'},
  '429': {$ref: '#/components/responses/TooManyRequests'},
  '500': {$ref: '#/components/responses/InternalError'},
  '503': {$ref: '#/components/responses/ServiceUnavailable'},
};
const spec = (paths: Record<string, Record<string, unknown>>, security?: BundledSpec['security']): BundledSpec => ({
  ...(security && {security}),
  paths,
  components: {responses: shared.responses, securitySchemes: shared.securitySchemes},
});
const op = (operationId: string, extra: Operation = {}): Operation => ({
  operationId,
  responses: OK_RESPONSES,
  ...extra,
});

describe('the error-response rule', () => {
  it('accepts the shared responses by reference and names a local copy or a foreign reference', () => {
    const doc = spec({
      '/v1/a': {get: op('shared')},
      '/v1/b': {
        get: op('foreign', {responses: {...OK_RESPONSES, '500': {$ref: 'shared/components/responses/InternalError'}}}),
      },
      '/v1/c': {
        get: op('missingComponent', {responses: {...OK_RESPONSES, '503': {$ref: '#/components/responses/Nope'}}}),
      },
    });
    expect(errorResponseProblems(doc)).toEqual([
      'foreign: the 500 response is not the shared InternalError',
      'missingComponent: the 503 response is not the shared ServiceUnavailable',
    ]);
  });
});

describe('the security rule', () => {
  const bearer = [{BearerAuth: []}];
  const key = [{PublicApiKey: []}];

  it('takes the spec-wide security unless the operation sets its own', () => {
    const doc = spec(
      {
        '/v1/things': {get: op('listThings'), post: op('createThingOpen', {security: []})},
        '/.well-known/jwks.json': {get: op('getJwks', {security: []})},
      },
      bearer,
    );
    expect(securityProblems(doc)).toEqual([
      'createThingOpen: security is empty; public operations use [{PublicApiKey: []}]',
    ]);
  });

  it('names an operation listed as anonymous that asks for a credential', () => {
    const doc = spec({'/v1/public/files/{token}': {get: op('getPublicFile', {security: key})}});
    expect(securityProblems(doc)).toEqual(['getPublicFile: listed as anonymous but asks for PublicApiKey']);
  });

  it('names a /public/ path behind a bearer token, and lets one with the public key pass', () => {
    const doc = spec({
      '/v1/public/journeys': {get: op('listPublicJourneys', {security: bearer})},
      '/v1/public/forms': {get: op('listPublicForms', {security: key})},
      '/v1/publications': {get: op('listPublications', {security: bearer})},
    });
    expect(securityProblems(doc)).toEqual(['listPublicJourneys: a /public/ path needs no bearer token']);
  });

  it('names two schemes at once, an unknown scheme, and a key sent as a header in any case', () => {
    const doc = spec({
      '/v1/a': {get: op('both', {security: [{BearerAuth: [], PublicApiKey: []}]})},
      '/v1/b': {get: op('either', {security: [{BearerAuth: []}, {PublicApiKey: []}]})},
      '/v1/c': {get: op('oauth', {security: [{OAuth: []}]})},
      '/v1/d': {get: op('keyHeader', {security: key, parameters: [{name: 'X-API-KEY', in: 'header'}]})},
    });
    expect(securityProblems(doc)).toEqual([
      'both: security must be BearerAuth or PublicApiKey alone, not BearerAuth + PublicApiKey',
      'either: security must be BearerAuth or PublicApiKey alone, not BearerAuth + PublicApiKey',
      'oauth: security must be BearerAuth or PublicApiKey alone, not OAuth',
      'oauth: uses OAuth, which components.securitySchemes does not define',
      'keyHeader: sends the public API key as a parameter; use security: [{PublicApiKey: []}]',
    ]);
  });

  it('names the schemes of an operation listed as anonymous, and a scheme of a spec without components', () => {
    const anonymous = spec({
      '/.well-known/jwks.json': {get: op('getJwks', {security: [{BearerAuth: [], PublicApiKey: []}]})},
    });
    expect(securityProblems(anonymous)).toContain('getJwks: listed as anonymous but asks for BearerAuth, PublicApiKey');
    const bare: BundledSpec = {paths: {'/v1/a': {get: op('bare', {security: key})}}};
    expect(securityProblems(bare)).toEqual([
      'bare: uses PublicApiKey, which components.securitySchemes does not define',
    ]);
  });

  it('names a scheme that differs from the shared one and a scheme the spec does not define', () => {
    const doc: BundledSpec = {
      paths: {'/v1/a': {get: op('keyed', {security: key})}},
      components: {securitySchemes: {BearerAuth: {type: 'http', scheme: 'basic'}}},
    };
    expect(securityProblems(doc)).toEqual([
      'securitySchemes.BearerAuth is not the shared scheme of that name',
      'keyed: uses PublicApiKey, which components.securitySchemes does not define',
    ]);
  });
});

describe('the Idempotency-Key rule', () => {
  const created = {'201': {description: 'Created'}};
  const accepted = {'202': {description: 'Accepted'}};
  const keyHeader = {name: 'Idempotency-Key', in: 'header'};

  it('asks it of a POST answering 201 or 202, wherever the header is declared', () => {
    const doc = spec({
      '/v1/things': {post: op('createThing', {responses: created})},
      '/v1/exports': {post: op('startExport', {responses: accepted})},
      '/v1/imports': {post: op('startImport', {responses: accepted, parameters: [keyHeader]})},
      '/v1/batches': {parameters: [keyHeader], post: op('createBatch', {responses: created})},
      '/v1/traced': {
        post: op('createTraced', {responses: created, parameters: [{name: 'X-Request-Id', in: 'header'}]}),
      },
      '/v1/keyed-in-query': {
        post: op('createQueried', {responses: created, parameters: [{...keyHeader, in: 'query'}]}),
      },
    });
    expect(idempotencyProblems(doc)).toEqual([
      'createThing: a creating POST without the shared Idempotency-Key header parameter',
      'startExport: a creating POST without the shared Idempotency-Key header parameter',
      'createTraced: a creating POST without the shared Idempotency-Key header parameter',
      'createQueried: a creating POST without the shared Idempotency-Key header parameter',
    ]);
  });

  it('leaves alone a POST that creates nothing and a PUT that creates', () => {
    const doc = spec({
      '/v1/search': {post: op('search')},
      '/v1/things/{thing_id}': {put: op('putThing', {responses: created})},
    });
    expect(idempotencyProblems(doc)).toEqual([]);
  });
});

describe('the path-parameter rule', () => {
  const pathParam = (name: string) => ({name, in: 'path', required: true});

  it('names an undeclared placeholder and a declared parameter the path lacks', () => {
    const doc = spec({
      '/v1/things/{thing_id}': {get: op('getThing', {parameters: [{name: 'thing_id', in: 'query'}]})},
      '/v1/notes': {get: op('listNotes', {parameters: [pathParam('note_id')]})},
      '/v1/tags/{tag_id}': {parameters: [pathParam('tag_id')], get: op('getTag')},
    });
    expect(pathParameterProblems(doc)).toEqual([
      'getThing: {thing_id} has no path parameter of that name',
      'listNotes: path parameter note_id is not in /v1/notes',
    ]);
  });

  it.each(['thingId', 'Thing', 'thing__id', 'thing_', '1thing', 'thing-id'])('refuses {%s}', (name) => {
    const doc = spec({[`/v1/x/{${name}}`]: {get: op('getX', {parameters: [pathParam(name)]})}});
    expect(pathParameterProblems(doc)).toEqual([`/v1/x/{${name}}: {${name}} is not snake_case`]);
  });

  it.each(['thing_id', 'v2', 'a1_b2'])('accepts {%s}', (name) => {
    const doc = spec({[`/v1/x/{${name}}`]: {get: op('getX', {parameters: [pathParam(name)]})}});
    expect(pathParameterProblems(doc)).toEqual([]);
  });
});

it('reads the five methods a spec uses, in upper case, and nothing else of a path item', () => {
  const doc = spec({
    '/v1/x': {
      parameters: [],
      summary: 'x',
      get: op('g'),
      put: op('p'),
      post: op('o'),
      delete: op('d'),
      patch: op('a'),
      head: op('h'),
    },
  });
  expect(operationsOf(doc).map((o) => `${o.method} ${o.id}`)).toEqual([
    'GET g',
    'PUT p',
    'POST o',
    'DELETE d',
    'PATCH a',
  ]);
});
