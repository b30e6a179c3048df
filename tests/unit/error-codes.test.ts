import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {collectCodes} from '../../plugins/error-codes/collect';
import {errorCatalogue} from '../../plugins/error-codes/index';
import {catalogueProblems, renderCatalogue} from '../../plugins/error-codes/render';

const SITE_DIR = path.resolve(__dirname, '..', '..');

const shared = {
  components: {
    responses: {
      TooManyRequests: {
        content: {
          'application/json': {
            example: {status: 429, code: 'rate_limited', message: 'Slow down.', request_id: 'req_1'},
          },
        },
      },
    },
  },
};
const spec = {
  paths: {
    '/v1/things': {
      post: {
        operationId: 'createThing',
        responses: {
          '202': {content: {'application/json': {example: {error: {code: 'quota_exceeded', message: 'Too big.'}}}}},
          '409': {content: {'application/json': {example: {status: 409, code: 'thing_exists', message: 'Taken.'}}}},
        },
      },
    },
  },
  components: {
    schemas: {JobError: {properties: {code: {type: 'string', description: 'For example `disk_full`.'}}}},
  },
};

describe('the error-code catalogue', () => {
  it('finds codes in shared responses, in error answers, in results and in error schemas', () => {
    const facts = collectCodes(shared, [{route: 'things', doc: spec}]);
    expect(facts.map((f) => [f.code, [...f.statuses], f.shared, f.errors.length, f.results.length])).toEqual([
      ['thing_exists', [409], false, 1, 0],
      ['rate_limited', [429], true, 0, 0],
      ['disk_full', [], false, 0, 1],
      ['quota_exceeded', [], false, 0, 1],
    ]);
  });

  it('names a code without an entry and an entry without a code', () => {
    const facts = collectCodes(shared, []);
    expect(catalogueProblems(facts, {gone_code: {meaning: 'm', action: 'a'}})).toEqual([
      'rate_limited: a spec uses it, api/_shared/error-codes.yaml has no entry',
      'gone_code: api/_shared/error-codes.yaml has an entry, no spec uses it',
    ]);
  });

  it('renders a section with status, the operations as reference links, meaning and action', () => {
    const facts = collectCodes(shared, [{route: 'things', doc: spec}]).filter((f) => f.code === 'thing_exists');
    const markdown = renderCatalogue(
      facts,
      {thing_exists: {meaning: 'It exists.', action: 'Use it.'}},
      () => 'Thing API',
    );
    expect(markdown).toContain(
      '### `thing_exists` {#thing_exists}\n\n**HTTP 409** from [createThing](/api/things#createThing) (Thing API).\n\nIt exists.\n\n**What to do:** Use it.\n',
    );
  });

  it('covers every code of the real specs, each with a section', {timeout: 60_000}, () => {
    const markdown = errorCatalogue(SITE_DIR);
    for (const code of [
      'rate_limited',
      'invalid_api_key',
      'internal_error',
      'service_unavailable',
      'sender_not_verified',
    ]) {
      expect(markdown).toContain(`### \`${code}\` {#${code}}`);
    }
    expect(markdown).toContain(
      '### `rate_limited` {#rate_limited}\n\n**HTTP 429** from any operation.\n\nThe token, the organization or the visitor of a public page sent more requests than the limit allows. The request was not processed.',
    );
    const headings = markdown.match(/^### `[a-z_]+`/gm) ?? [];
    expect(headings.length).toBe(23);
    expect(new Set(headings).size, 'one section, so one anchor, per code').toBe(headings.length);
    expect(markdown).toContain(
      '**HTTP 404** from any operation. Also reported inside [OperationError](/api/batch#schema-OperationError) (Batch API).',
    );
  });
});
