import type {RequestExample} from '../model/types';

/**
 * The files a sample uploads: a binary body, or the file parts of a multipart body. httpsnippet
 * names a file but reads it in curl only: its JavaScript appends the file's name as a text field
 * (`form.append('doc', 'doc.bin')`) and its Python puts the `open(...)` call in quotes, so both sent
 * the name instead of the file (and requests sends a file part without a type unless told, which
 * some servers refuse: Prism's multipart parser crashes on it). The rewrites below name the text they replace and throw if it is
 * missing, so a change in httpsnippet's output fails the build instead of shipping such samples.
 */

type Language = 'curl' | 'javascript' | 'python';

/** The file a binary body is read from. */
const BINARY_FILE = 'body.bin';
/** What stands for a binary body in the request handed to httpsnippet; each language reads a file instead. */
export const BINARY_BODY = `@${BINARY_FILE}`;

const BINARY: Readonly<Record<Language, [from: RegExp, to: string]>> = {
  curl: [/--data '?@body\.bin'?/, `--data-binary '${BINARY_BODY}'`],
  javascript: [/'@body\.bin'/, `await openAsBlob('${BINARY_FILE}')`],
  python: [/"@body\.bin"/, `open('${BINARY_FILE}', 'rb')`],
};

/** The type of a file part where the spec gives none; curl and fetch send it on their own, requests does not. */
const FILE_PART_TYPE = 'application/octet-stream';

/** Node's own reader of a file as the Blob that fetch and FormData take. */
const OPEN_AS_BLOB = "import {openAsBlob} from 'node:fs';\n\n";

/** The files the samples upload, which the reader puts beside them: the binary body, or each file part. */
export function uploadedFiles(request: RequestExample): string[] {
  if (request.bodyKind === 'binary') return request.mediaType ? [BINARY_FILE] : [];
  if (request.bodyKind === 'multipart') return (request.form ?? []).filter((f) => f.file).map((f) => f.value);
  return [];
}

/** The text that makes a sample read each file it uploads, and what replaces it. */
function fileRewrites(language: Language, request: RequestExample): [from: RegExp | string, to: string][] {
  if (request.bodyKind === 'binary') return [BINARY[language]];
  const parts = (request.form ?? []).filter((f) => f.file);
  switch (language) {
    case 'curl':
      return [];
    case 'javascript':
      return parts.map(({name, value}) => [
        `form.append('${name}', '${value}');`,
        `form.append('${name}', await openAsBlob('${value}'), '${value}');`,
      ]);
    case 'python':
      // With the part's type, as curl and fetch send it (OpenAPI's default for a file part).
      return parts.map(({value}) => [
        `"open('${value}', 'rb')"`,
        `("${value}", open('${value}', 'rb'), "${FILE_PART_TYPE}")`,
      ]);
  }
}

/**
 * A multipart body without files in Python: httpsnippet writes the body by hand with a boundary of
 * its own but no header that names it, so the server cannot read the parts. requests writes them
 * itself from `files`, a `(None, value)` tuple per text field.
 */
function pythonTextParts(code: string, request: RequestExample): string {
  const fields = (request.form ?? []).map(
    ({name, value}) => `  ${JSON.stringify(name)}: (None, ${JSON.stringify(value)}),`,
  );
  let rewritten = code;
  for (const [from, to] of [
    [/^payload = ".*"\n/m, `files = {\n${fields.join('\n')}\n}\n`],
    [/(?<=^response = requests\.\w+\(url, )data=payload/m, 'files=files'],
  ] as const) {
    if (!from.test(rewritten)) throw new Error(`python sample: expected ${String(from)} in:\n${code}`);
    rewritten = rewritten.replace(from, () => to);
  }
  return rewritten;
}

/** A sample of httpsnippet made to send the bytes of each file it uploads, and each multipart field. */
export function readUploadedFiles(language: Language, code: string, request: RequestExample): string {
  if (uploadedFiles(request).length === 0) {
    const textParts = request.bodyKind === 'multipart' && language === 'python' && (request.form ?? []).length > 0;
    return textParts ? pythonTextParts(code, request) : code;
  }
  let rewritten = code;
  for (const [from, to] of fileRewrites(language, request)) {
    const found = typeof from === 'string' ? rewritten.includes(from) : from.test(rewritten);
    if (!found) throw new Error(`${language} sample: expected ${String(from)} in:\n${code}`);
    rewritten = rewritten.replace(from, () => to);
  }
  return language === 'javascript' ? `${OPEN_AS_BLOB}${rewritten}` : rewritten;
}
