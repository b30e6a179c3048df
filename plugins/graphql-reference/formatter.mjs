// Formatter module of the GraphQL reference (the `formatter` option in config/graphql.ts): the
// generator's own Docusaurus formatter, plus lifecycle hooks that finish its pages (pages.mjs).
import {examplesByOperation, exampleSection, loadExamples} from './examples.mjs';
import {finishPage} from './pages.mjs';

export * from '@graphql-markdown/docusaurus/mdx';

/**
 * Directives the reference leaves out although graphql-js declares them in every schema:
 * graphql 16.14 and later add the built-in `@oneOf`, which the sharing schema does not use.
 */
const OMITTED_DIRECTIVES = ['oneOf'];

/** Runs after the generator has mapped the schema and before it writes any page. */
export function beforeRenderRootTypesHook(event) {
  const directives = event.data.rootTypes?.directives;
  if (!directives) return;
  for (const name of OMITTED_DIRECTIVES) delete directives[name];
}

const examples = examplesByOperation(loadExamples());

/** Whether `type` is one of the schema's queries or mutations (a root field, not a type). */
function isOperation(type, schema) {
  return [schema?.getQueryType(), schema?.getMutationType()].some(
    (root) => root && root.getFields()[type.name] === type,
  );
}

/**
 * Gives every query and mutation page an "Example" section from graphql/examples (validated against
 * the schema by tests/unit/graphql-schema.test.ts). A missing example fails the generation.
 */
export function beforeComposePageTypeHook(event) {
  const {type, options, sections} = event.data;
  if (!isOperation(type, options.schema)) return;
  const example = examples.get(type.name);
  if (!example) throw new Error(`graphql/examples has no example that calls ${type.name}`);
  sections.example = {title: 'Example', level: 3, content: exampleSection(example, type.name)};
}

/** Rewrites each page into the shape readers and the table of contents need (see pages.mjs). */
export function afterPrintTypeHook(event) {
  if (typeof event.output === 'string') event.output = finishPage(event.output);
}
