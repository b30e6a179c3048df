import type {PluginConfig} from '@docusaurus/types';
import {serviceFiles, services} from '@energy-xrm/specs';
import {CHANGELOG_TITLE_SUFFIX} from '../src/components/Changelog/service';
import {createFeedItems} from './blogFeed';

/**
 * One blog instance per service that has `api/<route>/changelog/`: posts at
 * /api/<route>/changelog/<version>, 20 per page, every entry in the sidebar, RSS and Atom feeds.
 * Its pages are release notes (src/components/Changelog), not the theme's blog pages.
 */
export const changelogPlugins: PluginConfig[] = services
  .filter((service) => serviceFiles(service).hasChangelog)
  .map((service) => [
    '@docusaurus/plugin-content-blog',
    {
      id: `changelog-${service.route}`,
      path: serviceFiles(service).changelogDir,
      routeBasePath: `api/${service.route}/changelog`,
      blogTitle: `${service.title}${CHANGELOG_TITLE_SUFFIX}`,
      blogDescription: `Every released version of the ${service.title}: added, changed, deprecated and removed operations and fields.`,
      blogSidebarTitle: 'All versions',
      blogSidebarCount: 'ALL',
      postsPerPage: 20,
      showReadingTime: false,
      feedOptions: {type: ['rss', 'atom'], title: `${service.title} changelog`, xslt: false, createFeedItems},
      onInlineAuthors: 'ignore',
      onUntruncatedBlogPosts: 'ignore',
      tagsBasePath: 'tags',
      blogListComponent: '@site/src/components/Changelog/ListPage',
      blogPostComponent: '@site/src/components/Changelog/PostPage',
    },
  ]);
