/** External destinations, kept in one place so the navbar, footer and pages agree. */
export const externalLinks = {
  portalLogin: 'https://portal.energy-xrm.example/login',
  codeHosting: 'https://code.energy-xrm.example/energy-xrm',
  engineeringBlog: 'https://engineering.energy-xrm.example',
  techRadar: 'https://radar.energy-xrm.example',
  engineeringPrinciples: 'https://code.energy-xrm.example/energy-xrm/engineering-principles',
} as const;

/** The site's own top-level destinations, as the navbar and footer list them. */
export const sectionLinks = {
  documentation: '/docs/intro',
  restApi: '/api',
  graphql: '/graphql/sharing',
  sdk: '/docs/architecture/sdk',
  apps: '/apps',
} as const;
