import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {FeedOptions} from '@docusaurus/plugin-content-blog';
import {load} from 'cheerio';
import {POST_CONTENT_ID} from './postContent';

/** The built HTML file of a post's page (trailingSlash false writes `<path>.html`). */
function builtPage(outDir: string, permalink: string): string | undefined {
  const relative = permalink.replace(/^\/+|\/+$/g, '');
  return [`${relative}.html`, path.join(relative, 'index.html')]
    .map((file) => path.join(outDir, file))
    .find((file) => existsSync(file));
}

/**
 * Feed items as the plugin makes them, with the content read from `#post-content` of each post's
 * built page and its links and images made absolute, as feed readers need.
 */
export const createFeedItems: NonNullable<FeedOptions['createFeedItems']> = async ({
  defaultCreateFeedItems,
  ...params
}) => {
  const items = await defaultCreateFeedItems(params);
  return Promise.all(
    items.map(async (item, index) => {
      const post = params.blogPosts[index];
      const file = post && builtPage(params.outDir, post.metadata.permalink);
      if (!file) throw new Error(`Feed: no built page for ${post?.metadata.permalink ?? item.link}`);
      const $ = load(await readFile(file, 'utf8'));
      const content = $(`#${POST_CONTENT_ID}`);
      if (content.length !== 1) throw new Error(`Feed: ${file} has no #${POST_CONTENT_ID} element`);
      content
        .find('a[href]')
        .each((_, link) => void $(link).attr('href', new URL($(link).attr('href')!, item.link).href));
      content
        .find('img[src]')
        .each((_, image) => void $(image).attr('src', new URL($(image).attr('src')!, item.link).href));
      return {...item, content: content.html() ?? undefined};
    }),
  );
};
