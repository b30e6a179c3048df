import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {BlogPostProvider, useBlogMetadata, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import type {Props} from '@theme/BlogPostPage';
import Heading from '@theme/Heading';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import TOC from '@theme/TOC';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import CopyPage from '@site/src/components/CopyPage';
import {changelogService, formatReleaseDate, versionOf, type ChangelogService} from './service';
import styles from './styles.module.css';

interface ReleaseProps {
  readonly service: ChangelogService;
  readonly sidebar: Props['sidebar'];
  readonly children: React.ReactNode;
}

function Release({service, sidebar, children}: ReleaseProps): React.JSX.Element {
  const {metadata, toc} = useBlogPost();
  const {title, date, permalink, prevItem, nextItem} = metadata;
  const version = versionOf(permalink);
  return (
    <BlogLayout sidebar={sidebar} toc={toc.length > 0 ? <TOC toc={toc} /> : undefined}>
      <article>
        <header>
          <Breadcrumbs
            items={[
              {label: 'REST API', to: '/api'},
              {label: service.title, to: service.reference},
              {label: 'Changelog', to: service.changelog},
              {label: version},
            ]}
          />
          <CopyPage />
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.date}>
            Released <time dateTime={date}>{formatReleaseDate(date)}</time> ·{' '}
            <Link to={service.reference}>Open the {service.title} reference</Link>
          </p>
        </header>
        <BlogPostItemContent>{children}</BlogPostItemContent>
      </article>
      {(prevItem || nextItem) && (
        // The blog's "next" item is the older post: here it is the previous version.
        <nav className="pagination-nav margin-top--lg" aria-label="Other versions">
          {nextItem && (
            <PaginatorNavLink {...nextItem} title={versionOf(nextItem.permalink)} subLabel="Previous version" />
          )}
          {prevItem && (
            <PaginatorNavLink {...prevItem} title={versionOf(prevItem.permalink)} subLabel="Next version" isNext />
          )}
        </nav>
      )}
    </BlogLayout>
  );
}

/**
 * One release of a service (a post of its changelog blog, config/changelogs.ts) as a release note:
 * breadcrumbs, version and date, the Added / Changed / Deprecated / Removed sections, and the
 * previous and next version. No author line, tags or "Older post" links.
 */
export default function ChangelogPostPage({content: Content, sidebar}: Props): React.JSX.Element {
  const blog = useBlogMetadata();
  const service = changelogService(blog.blogBasePath, blog.blogTitle);
  return (
    <BlogPostProvider content={Content} isBlogPostPage>
      <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <BlogPostPageMetadata />
        <BlogPostPageStructuredData />
        <Release service={service} sidebar={sidebar}>
          <Content />
        </Release>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
