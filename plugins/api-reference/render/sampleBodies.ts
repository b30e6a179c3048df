import type {JsonValue} from '../model/types';

/**
 * httpsnippet writes a JSON body that holds a line break (an SQL query, an e-mail text) into
 * samples that do not run: a Python string literal with raw line breaks, and a JavaScript string
 * whose `\n` escapes become raw line breaks inside the JSON it sends. These rewrite the body of its
 * JavaScript and Python samples from the example JSON itself. Hand-written because httpsnippet has
 * no option for it; each rewrite names the text it replaces and throws if that is missing.
 */

const pad = (depth: number) => '  '.repeat(depth);

/** A JSON value as a Python literal: JSON's string escapes are valid in Python; true/false/null are not. */
export function pythonLiteral(value: JsonValue, depth = 0): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  const entries = Array.isArray(value)
    ? value.map((item) => pythonLiteral(item, depth + 1))
    : Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${pythonLiteral(item, depth + 1)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  return `${open}\n${entries.map((entry) => `${pad(depth + 1)}${entry}`).join(',\n')}\n${pad(depth)}${close}`;
}

function replaceOnce(code: string, pattern: RegExp, replacement: string, language: string): string {
  if (!pattern.test(code)) throw new Error(`${language} sample: expected ${String(pattern)} in:\n${code}`);
  return code.replace(pattern, () => replacement);
}

/** The JavaScript sample sends `JSON.stringify(<the example>)`, written as an object literal. */
export function javascriptBody(code: string, body: string): string {
  const literal = JSON.stringify(JSON.parse(body) as JsonValue, null, 2).replace(/\n/g, '\n  ');
  return replaceOnce(code, /^ {2}body: '.*'$/m, `  body: JSON.stringify(${literal})`, 'javascript');
}

/** The Python sample's `payload` is the example as a Python literal. */
export function pythonPayload(code: string, body: string): string {
  const literal = pythonLiteral(JSON.parse(body) as JsonValue);
  return replaceOnce(code, /^payload = [\s\S]*?\n(?=headers = |response = )/m, `payload = ${literal}\n`, 'python');
}
