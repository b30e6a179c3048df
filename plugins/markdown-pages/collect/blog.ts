import path from 'node:path';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {normalizePath} from '../paths';
import type {BodyTools, PagePlan, SectionKey} from './types';

const day = (date: Date | string): string => new Date(date).toISOString().slice(0, 10);

const postLine = (post: BlogPost, linkTo: (pagePath: string) => string): string =>
  `- [${post.metadata.title}](${linkTo(normalizePath(post.metadata.permalink))}) (${day(post.metadata.date)}): ${post.metadata.description}`;

/**
 * A post as a list page shows it: its title linked, date and authors, description and excerpt (the
 * text above its first heading, where the posts put their truncate marker).
 */
function postEntry(post: BlogPost, tools: BodyTools, source: string): string {
  const excerpt = tools
    .include(source, 1)
    .split(/^#{1,6} /m)[0]!
    .trim();
  const link = tools.linkTo(normalizePath(post.metadata.permalink));
  return [`## [${post.metadata.title}](${link})`, facts(post).join('\\\n'), post.metadata.description, excerpt]
    .filter(Boolean)
    .join('\n\n');
}

function facts(post: BlogPost): string[] {
  const {date, authors, tags} = post.metadata;
  const names = authors.map((author) => author.name).filter(Boolean);
  return [
    `Published: ${day(date)}${names.length > 0 ? ` by ${names.join(', ')}` : ''}`,
    ...(tags.length > 0 ? [`Tags: ${tags.map((tag) => tag.label).join(', ')}`] : []),
  ];
}

/**
 * A changelog's index as its page shows it: every release in full, newest first, its version a
 * heading (linked to its own page) and its sections one level below.
 */
function releases(tools: BodyTools, posts: readonly BlogPost[], sourceOf: (post: BlogPost) => string): string {
  return posts
    .map((post) => {
      const version = post.metadata.permalink.split('/').pop() ?? post.metadata.title;
      const link = tools.linkTo(normalizePath(post.metadata.permalink));
      return `## [${version}](${link})\n\nReleased ${day(post.metadata.date)}\n\n${tools.include(sourceOf(post), 1)}`;
    })
    .join('\n\n');
}

/**
 * A blog's posts, and the pages that list them: the index, and for the main blog the archive and
 * the tag pages. Changelogs are blogs too (one per service); their index lists the versions.
 */
export function blogPages(content: BlogContent, options: {siteDir: string; section: SectionKey}): PagePlan[] {
  const posts = content.blogPosts.filter((post) => !post.metadata.unlisted);
  const sourceOf = (post: BlogPost) => path.join(options.siteDir, post.metadata.source.replace(/^@site\//, ''));
  const base = path.posix.dirname(normalizePath(content.blogTagsListPath));
  const group = options.section === 'changelogs' ? content.blogTitle : undefined;
  const listing = (linkTo: (pagePath: string) => string, items: readonly BlogPost[]) =>
    items.map((post) => postLine(post, linkTo)).join('\n');
  const entries = (tools: BodyTools, items: readonly BlogPost[]) =>
    items.map((post) => postEntry(post, tools, sourceOf(post))).join('\n\n');
  const pages: PagePlan[] = [
    {
      path: base,
      title: content.blogTitle,
      description: content.blogDescription,
      section: options.section,
      group,
      body: (tools) => (options.section === 'changelogs' ? releases(tools, posts, sourceOf) : entries(tools, posts)),
    },
    ...posts.map((post): PagePlan => ({
      path: normalizePath(post.metadata.permalink),
      title: post.metadata.title,
      description: post.metadata.description,
      section: options.section,
      group,
      facts: facts(post),
      file: sourceOf(post),
    })),
  ];
  if (options.section !== 'blog') return pages;
  const tags = Object.values(content.blogTags).filter((tag) => !tag.unlisted);
  // A tag's `items` are post ids, whatever its type's comment says: match them with `post.id`.
  const postsOf = (ids: readonly string[]) => posts.filter((post) => ids.includes(post.id));
  const counted = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;
  const years = [...new Set(posts.map((post) => day(post.metadata.date).slice(0, 4)))];
  const authors = Object.values(content.authorsMap ?? {});
  const authorsPage: PagePlan[] =
    authors.length === 0
      ? []
      : [
          {
            path: `${base}/authors`,
            title: 'Authors',
            description: `The people who write ${content.blogTitle}.`,
            section: options.section,
            body: () => authors.map((a) => `- **${a.name ?? a.key}**${a.title ? `, ${a.title}` : ''}`).join('\n'),
          },
        ];
  return [
    ...pages,
    ...authorsPage,
    {
      path: `${base}/archive`,
      title: 'Archive',
      description: `Every post of ${content.blogTitle}, by year.`,
      section: options.section,
      body: ({linkTo}) =>
        years
          .map(
            (year) =>
              `## ${year}\n\n${listing(
                linkTo,
                posts.filter((p) => day(p.metadata.date).startsWith(year)),
              )}`,
          )
          .join('\n\n'),
    },
    {
      path: normalizePath(content.blogTagsListPath),
      title: 'Tags',
      description: `The topics of ${content.blogTitle}, with their posts.`,
      section: options.section,
      body: ({linkTo}) => {
        const intro = `${content.blogTitle} files each post under one or more of these ${tags.length} topics. Each topic links to its own page, which shows its posts newest first, each with its date, its authors, its description and its opening paragraph.`;
        const list = tags
          .map((tag) => {
            const titles = postsOf(tag.items).map((post) => `"${post.metadata.title}"`);
            const about = tag.description ? ` ${tag.description}` : '';
            return `- [${tag.label}](${linkTo(normalizePath(tag.permalink))}) (${counted(titles.length)}):${about} Posts: ${titles.join(', ')}.`;
          })
          .join('\n');
        return `${intro}\n\n${list}`;
      },
    },
    ...tags.map((tag): PagePlan => ({
      path: normalizePath(tag.permalink),
      title: `Posts tagged "${tag.label}"`,
      description: tag.description ?? `Posts of ${content.blogTitle} about ${tag.label}.`,
      section: options.section,
      body: (tools) => {
        const tagged = postsOf(tag.items);
        const intro = `${counted(tagged.length)} of ${content.blogTitle} ${tagged.length === 1 ? 'is' : 'are'} tagged "${tag.label}", newest first. The [list of tags](${tools.linkTo(normalizePath(content.blogTagsListPath))}) has the other topics.`;
        return `${intro}\n\n${entries(tools, tagged)}`;
      },
    })),
  ];
}
