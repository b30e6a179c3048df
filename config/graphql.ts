import {mkdirSync} from 'node:fs';
import path from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type graphqlMarkdownPlugin from '@graphql-markdown/docusaurus';

type GraphQLMarkdownOptions = Parameters<typeof graphqlMarkdownPlugin>[1];

/** The partner-sharing schema, its URL path on the site, and where the generated pages go (not committed). */
const SCHEMA_FILE = 'graphql/sharing.graphql';
const ROUTE = 'graphql/sharing';
const GENERATED_ROOT = '.generated';

/** The docs instance that serves the reference at /graphql/sharing, with its own sidebar. */
export const graphqlDocsOptions = {
  id: 'graphql',
  path: path.posix.join(GENERATED_ROOT, ROUTE),
  routeBasePath: ROUTE,
  sidebarPath: './sidebars/graphql.ts',
} satisfies DocsOptions;

// The docs instance refuses to load without its folder, and `docusaurus graphql-to-doc`, which
// fills the folder, loads this same configuration: so the (possibly empty) folder is made here.
mkdirSync(path.join(__dirname, '..', graphqlDocsOptions.path), {recursive: true});

/**
 * @graphql-markdown/docusaurus: `docusaurus graphql-to-doc` (npm run generate:graphql) writes one
 * MDX page per operation, type and directive to `<rootPath>/<baseURL>`, the docs instance's folder.
 * It does not run inside `docusaurus start` or `build`, so the npm scripts run it first.
 */
export const graphqlMarkdownOptions = {
  schema: `./${SCHEMA_FILE}`,
  // Loader class name -> package; the option's type brands both strings, hence the assertion.
  loaders: {GraphQLFileLoader: '@graphql-tools/graphql-file-loader'} as GraphQLMarkdownOptions['loaders'],
  rootPath: `./${GENERATED_ROOT}`,
  baseURL: ROUTE,
  // Pages link to each other's files (`/.generated/graphql/sharing/inputs/x.mdx`); Docusaurus resolves
  // such links to the pages' URLs, and the build fails on one that does not resolve.
  linkRoot: `/${GENERATED_ROOT}`,
  // Copied into the output as its index.md (front matter `slug: /`): the page at /graphql/sharing.
  homepage: './graphql/index.md',
  // The generator's Docusaurus formatter plus two hooks: no page for @oneOf, and no skipped heading level.
  formatter: path.join(__dirname, '..', 'plugins', 'graphql-reference', 'formatter.mjs'),
  // Empty the output folder first, so a renamed or removed type leaves no page behind. (It also makes
  // the generator look for the optional @graphql-markdown/diff package and warn that it is missing.)
  force: true,
  // `entity`: one folder per kind (queries, mutations, objects, inputs, ...) right below the route,
  // without the default `operations` and `types` level.
  printTypeOptions: {hierarchy: 'entity'},
} satisfies GraphQLMarkdownOptions;

/**
 * The SDL download: plugins/graphql-reference copies the schema into this folder, which is one of
 * the site's `staticDirectories`, so it is served at /graphql/sharing.graphql.
 */
export const graphqlDownload = {
  source: SCHEMA_FILE,
  staticDir: path.posix.join(GENERATED_ROOT, 'graphql-downloads'),
  urlPath: `${ROUTE}.graphql`,
} as const;
