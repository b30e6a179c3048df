import clsx from 'clsx';
import {PageMetadata} from '@docusaurus/theme-common';
import Link from '@site/src/components/SiteLink';
import {entryPoints} from '@site/src/components/EntryPoints/entries';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

const TITLE = 'Page Not Found';

/** Opens the navbar's search box, the same one every page has (src/theme/SearchBar). */
function openSearch(): void {
  document.querySelector<HTMLElement>('.navbar [data-search-button]')?.click();
}

/**
 * Replaces the theme's not-found text with a way on: the site search and the main sections. It
 * sets the tab title itself because the docs instances render only this component for an unknown
 * path below their base (`/docs/…`, `/apps/…`, `/graphql/sharing/…`), without the page's metadata.
 */
export default function NotFoundContent({className}: Props): React.JSX.Element {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={TITLE} />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            {TITLE}
          </Heading>
          <p>
            There is no page at this address: it may have moved, or the link may have a typo. Search for what you need,
            or start from one of the sections below.
          </p>
          <p className={styles.actions}>
            <button type="button" className="button button--primary" onClick={openSearch}>
              Search the documentation
            </button>
            <Link className="button button--secondary" to="/">
              Go to the home page
            </Link>
          </p>
          <Heading as="h2" className={styles.sectionsTitle}>
            Sections
          </Heading>
          <ul className={styles.sections}>
            {entryPoints.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to}>{entry.title}</Link>
                <span>{entry.description}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
