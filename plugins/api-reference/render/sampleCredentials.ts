import type {AuthModel, NameValue} from '../model/types';

/** The environment variables the samples read the caller's credentials from. */
export const TOKEN_VARIABLE = 'ENERGY_XRM_TOKEN';
export const API_KEY_VARIABLE = 'ENERGY_XRM_API_KEY';
/** HTTP Basic credentials, base64 of `user:password`, for services that take them. */
export const BASIC_VARIABLE = 'ENERGY_XRM_BASIC_AUTH';

/** What stands for the credential in the request handed to httpsnippet; replaced per language below. */
const TOKEN = `$${TOKEN_VARIABLE}`;
const API_KEY = `$${API_KEY_VARIABLE}`;
const BASIC = `$${BASIC_VARIABLE}`;

/** The header that carries the caller's credentials, with a placeholder for the secret. */
export function credentialHeaders(auth: AuthModel): NameValue[] {
  if (auth.kind === 'bearer') return [{name: 'Authorization', value: `Bearer ${TOKEN}`}];
  if (auth.kind === 'apiKey') return [{name: auth.header, value: API_KEY}];
  if (auth.kind === 'basic') return [{name: 'Authorization', value: `Basic ${BASIC}`}];
  return [];
}

type Language = 'curl' | 'javascript' | 'python';

/**
 * How each language reads an environment variable, and how httpsnippet quoted the placeholder
 * (`'Authorization: Bearer $ENERGY_XRM_TOKEN'` in curl: single quotes, so the shell sent the text
 * `$ENERGY_XRM_TOKEN` and the API answered 401). Each rewrite names the exact text it replaces.
 */
function rewrites(language: Language, header: NameValue): [from: string, to: string][] {
  const variable = header.value.includes(TOKEN)
    ? TOKEN_VARIABLE
    : header.value.includes(BASIC)
      ? BASIC_VARIABLE
      : API_KEY_VARIABLE;
  const prefix = header.value.slice(0, header.value.indexOf('$'));
  switch (language) {
    case 'curl':
      // Double quotes: the shell expands the variable. Header names and prefixes have no `"`, `$` or `\`.
      return [[`'${header.name}: ${header.value}'`, `"${header.name}: ${header.value}"`]];
    case 'javascript':
      return [[`'${header.value}'`, prefix ? `\`${prefix}\${process.env.${variable}}\`` : `process.env.${variable}`]];
    case 'python':
      // Concatenation rather than an f-string: before Python 3.12 an f-string cannot hold the `"` of the key.
      return [[`"${header.value}"`, `${prefix ? `"${prefix}" + ` : ''}os.environ["${variable}"]`]];
  }
}

/** The end of httpsnippet's sample, replaced so that a response without a body (204) prints too. */
const RESULT: Record<Language, [from: string, to: string] | undefined> = {
  curl: undefined,
  javascript: [
    'try {\n  const response = await fetch(url, options);\n  const data = await response.json();\n  console.log(data);\n} catch (error) {\n  console.error(error);\n}',
    'const response = await fetch(url, options);\nconsole.log(response.status, await response.text());',
  ],
  python: ['print(response.json())', 'print(response.status_code, response.text)'],
};

/**
 * A sample of httpsnippet made to run as pasted: the credential comes from the environment the way
 * the language reads it (`"$ENERGY_XRM_TOKEN"` in the shell, `process.env` in JavaScript,
 * `os.environ` in Python), and the result prints whatever the response holds. Throws when the
 * expected text is missing, so that a change in httpsnippet's output fails the build instead of
 * shipping samples that send the placeholder.
 */
export function readCredentialsFromEnvironment(language: Language, code: string, auth: AuthModel): string {
  const replacements = [...credentialHeaders(auth).flatMap((header) => rewrites(language, header))];
  const result = RESULT[language];
  if (result) replacements.push(result);
  let rewritten = code;
  for (const [from, to] of replacements) {
    if (!rewritten.includes(from)) throw new Error(`${language} sample: expected ${JSON.stringify(from)} in:\n${code}`);
    rewritten = rewritten.split(from).join(to);
  }
  if (language === 'python' && auth.kind !== 'none') rewritten = `import os\n\n${rewritten}`;
  return rewritten;
}
