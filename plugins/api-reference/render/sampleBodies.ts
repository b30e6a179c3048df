import type {JsonValue} from '../model/types';

/**
 * httpsnippet writes a JSON body into samples that do not run when it holds a line break or a
 * quote (an SQL query, an e-mail text, a string example): a Python string literal with raw line
 * breaks, and a JavaScript string whose `\n` and `\"` escapes are read by JavaScript, so the text
 * it sends is no longer the JSON; and Python leaves out a body that is `0`, `false`, `""` or
 * `null`. These rewrite the body of its JavaScript and Python samples from the example JSON
 * itself. Hand-written because httpsnippet has no option for it; each rewrite names the text it
 * replaces and throws if that is missing.
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
  // On a line of its own, or inline where httpsnippet wrote the options on one line (a short body).
  return replaceOnce(code, /(?<=^ {2}|, )body: '(?:[^'\\\n]|\\.)*'/m, `body: JSON.stringify(${literal})`, 'javascript');
}

/** The Python sample's `payload` is the example as a Python literal, sent as its JSON. */
export function pythonPayload(code: string, body: string): string {
  const literal = pythonLiteral(JSON.parse(body) as JsonValue);
  if (/^payload = /m.test(code)) {
    return replaceOnce(code, /^payload = [\s\S]*?\n(?=headers = |response = )/m, `payload = ${literal}\n`, 'python');
  }
  // A body that is 0, false, "" or null: httpsnippet wrote neither the payload nor its argument.
  const declared = replaceOnce(code, /^(?=(?:headers|response) = )/m, `payload = ${literal}\n`, 'python');
  return replaceOnce(declared, /(?<=^response = requests\.\w+\(url)/m, ', json=payload', 'python');
}
