import type {Footer} from '@docusaurus/theme-common';
import {externalLinks, sectionLinks} from './links';
import {sitePath} from './pendingRoutes';

/** The footer year is fixed by the specification, not derived from the build date. */
const COPYRIGHT_YEAR = 2025;

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Develop',
      items: [
        {label: 'Documentation', ...sitePath(sectionLinks.documentation)},
        {label: 'REST API', ...sitePath(sectionLinks.restApi)},
        {label: 'GraphQL', ...sitePath(sectionLinks.graphql)},
        {label: 'SDK', ...sitePath(sectionLinks.sdk)},
      ],
    },
    {
      title: 'Platform',
      items: [
        {label: 'Portal login', href: externalLinks.portalLogin},
        {label: 'Code on our code host', href: externalLinks.codeHosting},
      ],
    },
    {
      title: 'Engineering',
      items: [
        {label: 'Engineering blog', href: externalLinks.engineeringBlog},
        {label: 'Tech radar', href: externalLinks.techRadar},
        {label: 'Engineering principles', href: externalLinks.engineeringPrinciples},
      ],
    },
  ],
  copyright: `Copyright © ${COPYRIGHT_YEAR} Energy XRM. Built with Docusaurus.`,
} satisfies Footer;
