// The worked examples of graphql/examples, read once for the reference pages (formatter.mjs) and
// for the test that validates them against the schema (tests/unit/graphql-schema.test.ts), so the
// pages show exactly what the test checked.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Kind, parse} from 'graphql';

/** The folder of the worked examples: `<name>.graphql`, `<name>.variables.json`, `<name>.response.json`. */
export const EXAMPLES_DIR = fileURLToPath(new URL('../../graphql/examples/', import.meta.url));

/** The root fields (operations) an example document calls, in order. */
export function rootFields(document) {
  return document.definitions
    .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    .flatMap((operation) => operation.selectionSet.selections)
    .filter((selection) => selection.kind === Kind.FIELD)
    .map((field) => field.name.value);
}

/** Every example of the folder, sorted by name, with its files' text and the parsed document. */
export function loadExamples(dir = EXAMPLES_DIR) {
  const names = [...new Set(readdirSync(dir).map((file) => file.split('.')[0] ?? file))].sort();
  return names.map((name) => {
    const read = (suffix) => readFileSync(path.join(dir, `${name}${suffix}`), 'utf8').trimEnd();
    const operation = read('.graphql');
    return {
      name,
      operation,
      variables: read('.variables.json'),
      response: read('.response.json'),
      document: parse(operation, {noLocation: true}),
    };
  });
}

/** The example each operation's page shows: the one whose document calls that operation. */
export function examplesByOperation(examples) {
  const byOperation = new Map();
  for (const example of examples) {
    for (const field of rootFields(example.document)) {
      if (!byOperation.has(field)) byOperation.set(field, example);
    }
  }
  return byOperation;
}

/**
 * The "Example" section of an operation's page: the operation, its variables and the response,
 * as three titled code blocks (the titles keep the table of contents to one entry).
 */
export function exampleSection(example, operationName) {
  const fence = (language, title, text) => `\`\`\`${language} title="${title}"\n${text}\n\`\`\``;
  return [
    `A request that calls \`${operationName}\`, the variables it sends and the response it gets:`,
    fence('graphql', 'Operation', example.operation),
    fence('json', 'Variables', example.variables),
    fence('json', 'Response', example.response),
  ].join('\n\n');
}
