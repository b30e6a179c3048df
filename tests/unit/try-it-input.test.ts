import {describe, expect, it} from 'vitest';
import {problemOf} from './tryItProblem';
import {failureMessage} from '../../plugins/api-reference/theme/ApiReferencePage/TryIt/failure';
import {defaultServer, LOCAL_MOCK, serverNote} from '../../plugins/api-reference/theme/ApiReferencePage/TryIt/servers';
import {
  checkBaseUrl,
  checkHeaderValue,
  checkJsonBody,
  checkPathValue,
  checkToken,
} from '../../plugins/api-reference/theme/ApiReferencePage/TryIt/validate';

describe('Try it refuses base URLs it must not send to, naming the problem', () => {
  it.each([
    [
      'javascript:alert(1)',
      'Base URL: The base URL uses javascript: — Try it sends requests only to http: and https: URLs.',
    ],
    [
      'JavaScript:alert(1)',
      'Base URL: The base URL uses javascript: — Try it sends requests only to http: and https: URLs.',
    ],
    [
      'data:text/html,<script>alert(1)</script>',
      'Base URL: The base URL uses data: — Try it sends requests only to http: and https: URLs.',
    ],
    ['vbscript:msgbox', 'Base URL: The base URL uses vbscript: — Try it sends requests only to http: and https: URLs.'],
    ['file:///etc/passwd', 'Base URL: The base URL uses file: — Try it sends requests only to http: and https: URLs.'],
    ['ftp://example.org', 'Base URL: The base URL uses ftp: — Try it sends requests only to http: and https: URLs.'],
    ['ws://127.0.0.1:4010', 'Base URL: The base URL uses ws: — Try it sends requests only to http: and https: URLs.'],
    [
      'blob:https://example.org/1',
      'Base URL: The base URL uses blob: — Try it sends requests only to http: and https: URLs.',
    ],
    ['http://127.0.0.1:4010/?a=1', expect.stringContaining('Base URL: The base URL contains “?” or “#”')],
    ['http://127.0.0.1:4010#x', expect.stringContaining('Base URL: The base URL contains “?” or “#”')],
    ['https://h.example/v1?', expect.stringContaining('Base URL: The base URL contains “?” or “#”')],
    [
      'https://user:pw@h.example',
      'Base URL: The base URL contains a user name or password; put credentials in the access token field instead.',
    ],
    [
      '127.0.0.1:4010',
      'Base URL: “127.0.0.1:4010” has no scheme: write http://127.0.0.1:4010 or https://127.0.0.1:4010.',
    ],
    [
      'localhost:4010/v1',
      'Base URL: “localhost:4010/v1” has no scheme: write http://localhost:4010/v1 or https://localhost:4010/v1.',
    ],
    ['not a url', 'Base URL: “not a url” is not a URL: write it in full, such as http://127.0.0.1:4010.'],
    ['   ', 'Base URL: Enter the base URL of the server, such as http://127.0.0.1:4010.'],
  ])('%s', (url, message) => {
    expect(problemOf(() => checkBaseUrl(url))).toEqual(message);
  });

  it.each(['http://127.0.0.1:4010', 'https://entity.api.energy-xrm.example', ' https://h.example/prefix/ '])(
    'accepts %s',
    (url) => expect(problemOf(() => checkBaseUrl(url))).toBe('accepted'),
  );
});

describe('Try it refuses values an HTTP header or a URL cannot carry', () => {
  it.each([
    [
      'tök€n',
      'Access token: The access token contains “€” (U+20AC) at position 4; an HTTP header can only carry Latin-1 characters. Tokens are plain ASCII: check that you pasted the token and nothing else.',
    ],
    ['abc\ndef', expect.stringContaining('contains a line break or NUL character (U+000A) at position 4')],
    ['abc\r', expect.stringContaining('(U+000D) at position 4')],
    ['a\u0000', expect.stringContaining('(U+0000) at position 2')],
    ['😀token', expect.stringContaining('contains “😀” (U+1F600) at position 1')],
    ['\uD800', expect.stringContaining('(U+D800) at position 1')],
    ['two words', 'Access token: The access token contains a space or tab; tokens have none.'],
    ['eyJhbGciOi.Jfoo-bar_baz', 'accepted'],
    ['café-latin1', 'accepted'],
  ])('token %j', (token, message) => {
    expect(problemOf(() => checkToken(token))).toEqual(message);
  });

  it('names the header parameter', () => {
    expect(problemOf(() => checkHeaderValue('Idempotency-Key', 'k\r\nX-Evil: 1'))).toBe(
      'Idempotency-Key: The header Idempotency-Key contains a line break or NUL character (U+000D) at position 2, which would end the header.',
    );
  });

  it.each([
    ['', 'id: Enter a value for the path parameter id.'],
    [
      '\uD800',
      'id: The path parameter id contains a broken character at position 1 (half of a UTF-16 surrogate pair), which cannot be written into a URL.',
    ],
    ['ab\uDFFF', expect.stringContaining('at position 3 (half of a UTF-16 surrogate pair)')],
    ['\uDBFF\uDBFF', expect.stringContaining('at position 1')],
    [
      '..',
      'id: The path parameter id cannot be “..”: the browser would resolve it and send the request to another path.',
    ],
    [
      '.',
      'id: The path parameter id cannot be “.”: the browser would resolve it and send the request to another path.',
    ],
    ['😀', 'accepted'],
    ['a/b?c#d', 'accepted'],
    ['...', 'accepted'],
  ])('path value %j', (value, message) => {
    expect(problemOf(() => checkPathValue('id', value))).toEqual(message);
  });

  it('names an invalid JSON body', () => {
    expect(problemOf(() => checkJsonBody('{"a": }'))).toMatch(/^JSON body: The JSON body is not valid JSON: /);
    expect(problemOf(() => checkJsonBody('{"a": 1}'))).toBe('accepted');
  });
});

describe('the server a Try it panel starts with', () => {
  const documented = ['https://entity.api.energy-xrm.example'];

  it.each(['localhost', '127.0.0.1', '[::1]'])('is the local mock when the page comes from %s', (host) => {
    expect(defaultServer(documented, host)).toBe(LOCAL_MOCK);
  });

  it('is the documented server on the public site, with a note on what to expect', () => {
    expect(defaultServer(documented, 'devcenter.energy-xrm.example')).toBe(documented[0]);
    expect(serverNote(documented[0]!, documented, 'entity')).toContain(
      'Production servers usually refuse calls from other sites (CORS)',
    );
  });

  it('is the local mock when a spec documents no server', () => {
    expect(defaultServer([], 'devcenter.energy-xrm.example')).toBe(LOCAL_MOCK);
  });

  it("names the command that starts this service's mock", () => {
    expect(serverNote(LOCAL_MOCK, documented, 'entity')).toBe(
      'Start the mock for this service first: npm run mock -- entity --port 4010. It accepts any token.',
    );
  });
});

describe('a send that got no answer, in one line', () => {
  it('says how to start the local mock when it refused the call', () => {
    expect(failureMessage({}, 'order', LOCAL_MOCK)).toBe(
      'The local mock is not running: start it with npm run mock -- order --port 4010 and Send again.',
    );
  });

  it('names the port of another server on this machine', () => {
    expect(failureMessage({}, 'order', 'http://localhost:4012')).toBe(
      "Nothing answers at http://localhost:4012: start your server there (for this service's mock: npm run mock -- order --port 4012) and Send again.",
    );
  });

  it('sends a refused public server to curl', () => {
    expect(failureMessage({}, 'order', 'https://order.api.energy-xrm.example')).toBe(
      'The server did not answer, or it refuses calls from other sites (CORS): use Copy as curl and run the request in a terminal.',
    );
  });
});
