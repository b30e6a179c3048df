import type {Navbar} from '@docusaurus/theme-common';
import {externalLinks, sectionLinks} from './links';
import {sitePath} from './pendingRoutes';

export const navbar = {
  title: 'Dev Center',
  hideOnScroll: true,
  logo: {
    alt: 'Energy XRM Dev Center',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      ...sitePath(sectionLinks.documentation),
      label: 'Documentation',
      position: 'left',
      activeBaseRegex: '^/docs/(?!architecture/sdk)',
    },
    {...sitePath(sectionLinks.restApi), label: 'REST API', position: 'left', activeBasePath: 'api'},
    {...sitePath(sectionLinks.graphql), label: 'GraphQL', position: 'left', activeBasePath: 'graphql'},
    {...sitePath(sectionLinks.sdk), label: 'SDK', position: 'left'},
    {...sitePath(sectionLinks.apps), label: 'Apps', position: 'left', activeBasePath: 'apps'},
    {to: '/blog', label: 'Blog', position: 'right'},
    {href: externalLinks.portalLogin, label: 'Log in', position: 'right'},
  ],
} satisfies Navbar;
