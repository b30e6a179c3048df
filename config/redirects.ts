/** Old paths that moved; each keeps working as a client-side redirect. */
export const redirects = [{from: '/docs/entities/schemas-list', to: '/docs/entities/core-entities'}];
