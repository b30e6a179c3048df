import clsx from 'clsx';
import Link from '@docusaurus/Link';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';

export interface Crumb {
  readonly label: string;
  /** Absent on the current page, the last crumb. */
  readonly to?: string;
}

/**
 * The guides' breadcrumbs (the theme's DocBreadcrumbs markup and classes) for pages outside the
 * docs plugin: the REST API's changelogs and reference, so every section reads the same way.
 */
export default function Breadcrumbs({items}: {readonly items: readonly Crumb[]}): React.JSX.Element {
  return (
    <nav className="theme-doc-breadcrumbs margin-bottom--md" aria-label="Breadcrumbs">
      <ul className="breadcrumbs">
        <HomeBreadcrumbItem />
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.label} className={clsx('breadcrumbs__item', current && 'breadcrumbs__item--active')}>
              {item.to && !current ? (
                <Link className="breadcrumbs__link" to={item.to}>
                  {item.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link" aria-current={current ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
