import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcementBar} from './config/announcement';
import {footer} from './config/footer';
import {navbar} from './config/navbar';
import {pendingRoutes} from './config/pendingRoutes';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import {redirects} from './config/redirects';
import {searchOptions} from './config/search';

/** The production origin; the static build works under any host because every URL is relative to `/`. */
const SITE_URL = 'https://devcenter.energy-xrm.example';

export default {
  title: 'Dev Center',
  tagline: 'The Energy XRM - for developers.',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,
  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}}},

  customFields: {pendingRoutes: [...pendingRoutes]},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},

  future: {
    faster: true,
    // Cascade layers would let the theme's colours override custom.css (stack notes), so they stay off.
    v4: {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false},
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars/docs.ts',
          versions: {current: {label: 'Next'}},
        },
        blog: {
          path: 'blog',
          blogTitle: 'Engineering notes',
          blogDescription: 'Notes from the engineers who build the Energy XRM platform and its APIs.',
          showReadingTime: true,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          feedOptions: {type: ['rss', 'atom'], xslt: false},
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'ignore',
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {id: 'apps', path: 'apps', routeBasePath: 'apps', sidebarPath: './sidebars/apps.ts'},
    ],
    ['@docusaurus/plugin-client-redirects', {redirects}],
    ['@cmfcmf/docusaurus-search-local', searchOptions],
    './plugins/site-shell/index.ts',
    [
      './plugins/library-reference/index.ts',
      {
        id: 'deadlines',
        packageDir: 'packages/deadlines',
        out: 'docs/deadlines/library',
        label: 'Switching Deadlines Library',
      },
    ],
    [
      './plugins/library-reference/index.ts',
      {id: 'pricing', packageDir: 'packages/pricing', out: 'docs/pricing/pricing-library', label: 'Pricing Library'},
    ],
  ],

  themeConfig: {
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false},
    announcementBar,
    navbar,
    footer,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'python', 'graphql', 'http'],
    },
    metadata: [{name: 'keywords', content: 'energy, XRM, API, developer, documentation, GPKE, GeLi Gas'}],
  } satisfies Preset.ThemeConfig,
} satisfies Config;
