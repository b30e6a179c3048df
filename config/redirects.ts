/** Old paths that moved, and section roots without a page of their own; each is a client-side redirect. */
export const redirects = [
  {from: '/docs/entities/schemas-list', to: '/docs/entities/core-entities'},
  // The documentation and GraphQL sections start one level down; their roots lead to that start.
  {from: '/docs', to: '/docs/intro'},
  {from: '/graphql', to: '/graphql/sharing'},
];
