import clsx from 'clsx';
import {MDXProvider} from '@mdx-js/react';
import Link from '@docusaurus/Link';
import {BlogPostProvider} from '@docusaurus/plugin-content-blog/client';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import type {Props} from '@theme/BlogListPage';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import CopyPage from '@site/src/components/CopyPage';
import {changelogService, formatReleaseDate, versionOf} from './service';
import styles from './styles.module.css';

/**
 * Inside a release on the list, its sections (Added, Changed, ...) sit one level below its version,
 * without the ids of the release's own page (every release has an "Added").
 */
const sectionHeading = (props: React.ComponentProps<'h2'>) => <h3 className={props.className}>{props.children}</h3>;

/**
 * A service's changelog (the list page of its blog instance, config/changelogs.ts) as release
 * notes: every version with its date and its Added / Changed / Deprecated / Removed sections, in
 * full, newest first. No post titles, authors, tags or "read more".
 */
export default function ChangelogListPage({metadata, items, sidebar}: Props): React.JSX.Element {
  const service = changelogService(metadata.permalink.replace(/\/page\/\d+$/, ''), metadata.blogTitle);
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--lg">
          <Breadcrumbs
            items={[
              {label: 'REST API', to: '/api'},
              {label: service.title, to: service.reference},
              {label: 'Changelog'},
            ]}
          />
          <CopyPage />
          <Heading as="h1" className={styles.title}>
            {metadata.blogTitle}
          </Heading>
          <p>{metadata.blogDescription}</p>
          <p>
            <Link to={service.reference}>Open the {service.title} reference</Link>
          </p>
        </header>
        {items.map(({content: Release}) => {
          const {permalink, date} = Release.metadata;
          const version = versionOf(permalink);
          return (
            <BlogPostProvider key={permalink} content={Release}>
              <article className={styles.release} aria-labelledby={`release-${version}`}>
                <Heading as="h2" id={`release-${version}`} className={styles.version}>
                  <Link to={permalink}>{version}</Link>
                </Heading>
                <p className={styles.date}>
                  Released <time dateTime={date}>{formatReleaseDate(date)}</time>
                </p>
                <div className="markdown">
                  <MDXContent>
                    <MDXProvider components={{h2: sectionHeading}}>
                      <Release />
                    </MDXProvider>
                  </MDXContent>
                </div>
              </article>
            </BlogPostProvider>
          );
        })}
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
