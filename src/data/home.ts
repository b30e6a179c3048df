/**
 * The words of the home page, shared by its components and by its Markdown version (`/index.md`,
 * plugins/markdown-pages), so both say the same. The entry points are in EntryPoints/entries.ts.
 */
export const heroLead =
  'Build on the platform that runs sales, service and operations for energy suppliers: 38 REST services, a GraphQL API for partner sharing, webhooks, apps and libraries for German market rules.';

export const entryPointsHeading = 'Where do you want to start?';

export const firstCall = {
  heading: 'One token, one request',
  text: 'Create an access token in the portal, send it as a bearer token, and every service answers with JSON. The same token works for all REST services and the GraphQL API, with the permissions of the role it was issued for.',
  title: 'Search contacts',
  request: `curl https://entity.api.energy-xrm.example/v1/entity:search \\
  -H "Authorization: Bearer $ENERGY_XRM_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"q": "_schema:contact AND last_name:Becker"}'`,
} as const;
