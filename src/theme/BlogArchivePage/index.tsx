import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

type Post = Props['archive']['blogPosts'][number];

const formatDay = (date: string): string =>
  new Date(date).toLocaleDateString('en-US', {day: 'numeric', month: 'long', timeZone: 'UTC'});

/** Posts grouped by year, newest year first, in the order the blog lists them. */
function byYear(posts: readonly Post[]): [string, Post[]][] {
  const years = new Map<string, Post[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years];
}

/**
 * Ejected from the classic theme (3.10): the theme's archive puts its title in a banner outside
 * the main landmark (a second "banner" besides the announcement bar) and its years at level 3
 * right after the level-one title. Here the title is inside main and each year is a level-two
 * heading; the content is the theme's.
 */
export default function BlogArchivePage({archive}: Props): React.JSX.Element {
  const title = 'Archive';
  const description = 'Every post of the engineering notes, newest first.';
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main className="container margin-vert--lg">
          <Heading as="h1">{title}</Heading>
          <p>{description}</p>
          <div className="row">
            {byYear(archive.blogPosts).map(([year, posts]) => (
              <section key={year} className="col col--4 margin-vert--md" aria-labelledby={`year-${year}`}>
                <Heading as="h2" id={`year-${year}`}>
                  {year}
                </Heading>
                <ul>
                  {posts.map((post) => (
                    <li key={post.metadata.permalink}>
                      <Link to={post.metadata.permalink}>
                        {formatDay(post.metadata.date)} - {post.metadata.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </main>
      </Layout>
    </>
  );
}
