import {describe, expect, it} from 'vitest';
import {problemOf} from './tryItProblem';
import {
  buildRequest,
  recordFor,
  toCurl,
  type TryItRecord,
  type TryItRecords,
} from '../../plugins/api-reference/theme/ApiReferencePage/TryIt/request';
import {
  checkBaseUrl,
  checkHeaderValue,
  checkPathValue,
  checkToken,
  InputProblem,
  isSendableToken,
} from '../../plugins/api-reference/theme/ApiReferencePage/TryIt/validate';

// The edges of what Try it accepts: credentials hidden in a URL, whitespace pasted with a token,
// the last character a header can carry, and the request and curl command a reader copies.

const CREDENTIALS =
  'Base URL: The base URL contains a user name or password; put credentials in the access token field instead.';

describe('a base URL carrying credentials is refused, whichever half is given', () => {
  it.each(['http://:pw@127.0.0.1:4010', 'http://reader@127.0.0.1:4010', 'https://reader:pw@h.example/v1'])(
    '%s',
    (url) => expect(problemOf(() => checkBaseUrl(url))).toBe(CREDENTIALS),
  );

  it('says which scheme a server address without one needs, also with a trailing slash', () => {
    expect(problemOf(() => checkBaseUrl('localhost:4010/'))).toBe(
      'Base URL: “localhost:4010/” has no scheme: write http://localhost:4010/ or https://localhost:4010/.',
    );
  });

  it('returns the parsed URL of an accepted base', () => {
    expect(checkBaseUrl('  https://h.example/prefix  ').href).toBe('https://h.example/prefix');
  });
});

it('names itself in a log line, so a console reader sees which check refused the input', () => {
  expect(String(new InputProblem('Access token', 'Enter a token.'))).toBe('InputProblem: Enter a token.');
});

describe('whitespace pasted with a token is refused before the request is sent', () => {
  const WHITESPACE = 'Access token: The access token contains a space or tab; tokens have none.';

  it.each([
    ['a tab', 'eyJhbGciOi\tJfoo'],
    ['a trailing space', 'eyJhbGciOiJfoo '],
    ['a non-breaking space (Latin-1, so a header could carry it)', 'eyJhbGciOi\u00a0Jfoo'],
  ])('%s', (_, token) => {
    expect(problemOf(() => checkToken(token))).toBe(WHITESPACE);
    expect(isSendableToken(token)).toBe(false);
  });

  it('remembers a clean token for the other panels', () => {
    expect(isSendableToken('eyJhbGciOi.Jfoo-bar_baz')).toBe(true);
  });
});

describe('the last character an HTTP header can carry is U+00FF', () => {
  it('accepts ÿ (U+00FF) and refuses Ā (U+0100) at its position', () => {
    expect(problemOf(() => checkHeaderValue('X-Trace', 'aÿ'))).toBe('accepted');
    expect(problemOf(() => checkHeaderValue('X-Trace', 'aĀ'))).toBe(
      'X-Trace: The header X-Trace contains “Ā” (U+0100) at position 2; an HTTP header can only carry Latin-1 characters.',
    );
  });

  it('lets Latin-1 letters through up to the line break it names', () => {
    expect(problemOf(() => checkHeaderValue('X-Trace', 'é\r'))).toContain('(U+000D) at position 2');
  });
});

describe('a path value with half a surrogate pair is refused at the broken unit', () => {
  it.each([
    ['the first high surrogate', '\ud800', 1],
    ['the last high surrogate', 'a\udbff', 2],
    ['the first low surrogate', 'ab\udc00', 3],
    ['the last low surrogate', '\udfff', 1],
    ['a high surrogate followed by text', 'a\ud83dz', 2],
    ['a high surrogate followed by a character just above the low ones', '\ud800\ue000', 1],
  ])('%s', (_, value, position) => {
    expect(problemOf(() => checkPathValue('id', value))).toContain(`at position ${position} (half of`);
  });

  // U+10000 and U+10FFFF: the first and the last pair.
  it.each(['\ud7ff', '\ue000', 'a😀b😀', '\ud800\udc00', '\udbff\udfff'])('accepts %j, which is whole', (value) => {
    expect(problemOf(() => checkPathValue('id', value))).toBe('accepted');
  });
});

describe('the request Try it sends', () => {
  const operation: TryItRecord = {
    method: 'POST',
    path: '/v1/things/{thing_id}/notes',
    auth: {kind: 'bearer'},
    servers: [],
    parameters: [
      {name: 'thing_id', location: 'path', required: true, example: ''},
      {name: 'lang', location: 'query', required: false, example: ''},
      {name: 'Idempotency-Key', location: 'header', required: false, example: ''},
    ],
  };
  const records: TryItRecords = {addNote: operation};

  it('keeps the base path, sets filled query and header values, and sends no body when there is none', () => {
    const values = {'path:thing_id': 't 1', 'query:lang': 'de', 'header:Idempotency-Key': 'k-1'};
    expect(
      buildRequest(recordFor(records, 'addNote'), 'https://h.example/prefix/', values, '', undefined),
    ).toStrictEqual({
      url: 'https://h.example/prefix/v1/things/t%201/notes?lang=de',
      method: 'POST',
      headers: {Accept: 'application/json', 'Idempotency-Key': 'k-1'},
    });
  });

  it('names the empty path parameter, the broken header and the invalid body', () => {
    expect(problemOf(() => buildRequest(operation, 'https://h.example', {}, '', undefined))).toBe(
      'thing_id: Enter a value for the path parameter thing_id.',
    );
    const values = {'path:thing_id': '1', 'header:Idempotency-Key': 'k\n'};
    expect(problemOf(() => buildRequest(operation, 'https://h.example', values, '', undefined))).toContain(
      'Idempotency-Key: The header Idempotency-Key contains a line break',
    );
    expect(problemOf(() => buildRequest(operation, 'https://h.example', {'path:thing_id': '1'}, 't\tk', '{}'))).toBe(
      'Access token: The access token contains a space or tab; tokens have none.',
    );
    expect(problemOf(() => buildRequest(operation, 'https://h.example', {'path:thing_id': '1'}, '', '{'))).toMatch(
      /^JSON body: The JSON body is not valid JSON: /,
    );
  });

  it('is a curl command without --data when there is no body', () => {
    const request = buildRequest(operation, 'https://h.example', {'path:thing_id': '1'}, '', undefined);
    expect(toCurl(request)).toBe(
      "curl --request POST 'https://h.example/v1/things/1/notes' \\\n  --header 'Accept: application/json'",
    );
  });

  it('is the same request as a curl command, one option per line', () => {
    const request = buildRequest(operation, 'https://h.example', {'path:thing_id': '1'}, 'tok', '{"a": "it\'s"}');
    expect(toCurl(request)).toBe(
      [
        "curl --request POST 'https://h.example/v1/things/1/notes' \\",
        "  --header 'Accept: application/json' \\",
        "  --header 'Authorization: Bearer tok' \\",
        "  --header 'Content-Type: application/json' \\",
        `  --data '{"a": "it'\\''s"}'`,
      ].join('\n'),
    );
  });
});
