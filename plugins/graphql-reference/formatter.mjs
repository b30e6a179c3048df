// Formatter module of the GraphQL reference (the `formatter` option in config/graphql.ts): the
// generator's own Docusaurus formatter, plus two of its lifecycle hooks.
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

/**
 * The generator puts a page's sections (Fields, Arguments, Type, Member Of, ...) at level 3 right
 * below the page title, which skips level 2. One level up they go down one level at a time, as
 * accessibility checkers require, and the table of contents (levels 2 and 3) lists sections and
 * fields. Lines inside fenced code blocks are left alone.
 */
export function afterPrintTypeHook(event) {
  if (typeof event.output !== 'string') return;
  let inFence = false;
  event.output = event.output
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      return !inFence && /^#{3,6} /.test(line) ? line.slice(1) : line;
    })
    .join('\n');
}
