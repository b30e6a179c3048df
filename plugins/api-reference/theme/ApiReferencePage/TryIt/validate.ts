/**
 * Checks of what a reader types into Try it, before anything is sent. Each problem is reported in
 * words that name the field and what is wrong with it, since the browser's own errors ("Failed to
 * fetch", "URI malformed") name neither and used to surface as a misleading network message.
 */

/** A problem with one field of the form. */
export class InputProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'InputProblem';
  }
}

const codePoint = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The first lone UTF-16 surrogate in a text, with its position (1-based), if any. */
function loneSurrogate(text: string): number | undefined {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
      return i + 1;
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) return i + 1;
  }
  return undefined;
}

/**
 * A value for an HTTP header: the Fetch standard allows only Latin-1 code units, and no line
 * breaks or NUL (they would end the header). Describes the first character that breaks this.
 */
function headerProblem(value: string): string | undefined {
  for (const [index, char] of Array.from(value).entries()) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x0a || code === 0x0d || code === 0x00) {
      return `contains a line break or NUL character (${codePoint(char)}) at position ${index + 1}, which would end the header`;
    }
    if (code > 0xff) {
      return `contains “${char}” (${codePoint(char)}) at position ${index + 1}; an HTTP header can only carry Latin-1 characters`;
    }
  }
  return undefined;
}

/** The reader's access token, as it will go into `Authorization: Bearer …`. */
export function checkToken(token: string): void {
  const problem = headerProblem(token);
  if (problem) {
    throw new InputProblem(
      'Access token',
      `The access token ${problem}. Tokens are plain ASCII: check that you pasted the token and nothing else.`,
    );
  }
  if (/\s/.test(token)) {
    throw new InputProblem('Access token', 'The access token contains a space or tab; tokens have none.');
  }
}

/** Whether a token can be sent at all: only such a token is remembered for the tab's other panels. */
export function isSendableToken(token: string): boolean {
  try {
    checkToken(token);
    return true;
  } catch {
    return false;
  }
}

/** A header parameter's value. */
export function checkHeaderValue(name: string, value: string): void {
  const problem = headerProblem(value);
  if (problem) throw new InputProblem(name, `The header ${name} ${problem}.`);
}

/** A path parameter's value, which becomes one segment of the URL. */
export function checkPathValue(name: string, value: string): void {
  if (value === '') throw new InputProblem(name, `Enter a value for the path parameter ${name}.`);
  const surrogate = loneSurrogate(value);
  if (surrogate !== undefined) {
    throw new InputProblem(
      name,
      `The path parameter ${name} contains a broken character at position ${surrogate} (half of a UTF-16 surrogate pair), which cannot be written into a URL.`,
    );
  }
  if (value === '.' || value === '..') {
    throw new InputProblem(
      name,
      `The path parameter ${name} cannot be “${value}”: the browser would resolve it and send the request to another path.`,
    );
  }
}

/** The URL schemes a custom server may use. */
const SCHEMES = new Set(['http:', 'https:']);

/**
 * A base URL the reader chose or typed. Only http: and https:; no query or fragment (the request
 * path is appended to it, so `?` or `#` would carry the path, and the token, somewhere else); no
 * user name or password (they would be sent with every request).
 */
export function checkBaseUrl(text: string): URL {
  const field = 'Base URL';
  const trimmed = text.trim();
  if (trimmed === '') throw new InputProblem(field, 'Enter the base URL of the server, such as http://127.0.0.1:4010.');
  // `localhost:4010` parses as a URL with the scheme "localhost:"; say what is really missing.
  if (/^[\w.-]+:\d+(\/|$)/.test(trimmed)) {
    throw new InputProblem(field, `“${trimmed}” has no scheme: write http://${trimmed} or https://${trimmed}.`);
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new InputProblem(field, `“${trimmed}” is not a URL: write it in full, such as http://127.0.0.1:4010.`);
  }
  if (!SCHEMES.has(url.protocol)) {
    throw new InputProblem(
      field,
      `The base URL uses ${url.protocol} — Try it sends requests only to http: and https: URLs.`,
    );
  }
  if (trimmed.includes('?') || trimmed.includes('#')) {
    throw new InputProblem(
      field,
      'The base URL contains “?” or “#”: the operation’s path would land in the query or fragment and the request would go to another address. Remove everything from the “?” or “#” on.',
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new InputProblem(
      field,
      'The base URL contains a user name or password; put credentials in the access token field instead.',
    );
  }
  return url;
}

/** The JSON body, which must parse before it is sent with `Content-Type: application/json`. */
export function checkJsonBody(body: string): void {
  try {
    JSON.parse(body);
  } catch (error) {
    throw new InputProblem('JSON body', `The JSON body is not valid JSON: ${(error as Error).message}.`);
  }
}
