import {existsSync} from 'node:fs';
import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import {services} from './services';

/**
 * One blog instance per service that has `api/<route>/changelog/`: posts at
 * /api/<route>/changelog/<version>, 20 per page, every entry in the sidebar, RSS and Atom feeds.
 */
export const changelogPlugins: PluginConfig[] = services
  .filter((service) => existsSync(path.join(__dirname, '..', 'api', service.route, 'changelog')))
  .map((service) => [
    '@docusaurus/plugin-content-blog',
    {
      id: `changelog-${service.route}`,
      path: `api/${service.route}/changelog`,
      routeBasePath: `api/${service.route}/changelog`,
      blogTitle: `${service.title} changelog`,
      blogDescription: `Every released version of the ${service.title}: added, changed, deprecated and removed operations and fields.`,
      blogSidebarTitle: 'All versions',
      blogSidebarCount: 'ALL',
      postsPerPage: 20,
      showReadingTime: false,
      feedOptions: {type: ['rss', 'atom'], title: `${service.title} changelog`, xslt: false},
      onInlineAuthors: 'ignore',
      onUntruncatedBlogPosts: 'ignore',
      tagsBasePath: 'tags',
    },
  ]);
