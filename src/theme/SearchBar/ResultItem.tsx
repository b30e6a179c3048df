import clsx from 'clsx';
import type {SearchDocument} from '@energy-xrm/search-engine';
import {isHttpMethod} from '@energy-xrm/specs/methods';
import styles from './dialog.module.css';

const KIND_LABELS: Record<string, string> = {
  schema: 'Schema',
  tag: 'Section',
  api: 'REST API',
  query: 'Query',
  mutation: 'Mutation',
  subscription: 'Subscription',
  object: 'Object',
  interface: 'Interface',
  union: 'Union',
  input: 'Input',
  enum: 'Enum',
  directive: 'Directive',
  scalar: 'Scalar',
};

/** What kind of answer this is, as a short badge: the HTTP method of an operation, the kind of a schema entry. */
function Badge({kind}: {kind?: string}): React.JSX.Element | null {
  if (!kind) return null;
  if (isHttpMethod(kind)) {
    return <span className={clsx(styles.badge, styles.method, styles[`method-${kind}`])}>{kind.toUpperCase()}</span>;
  }
  return <span className={styles.badge}>{KIND_LABELS[kind] ?? kind}</span>;
}

/** One result: the section title, the page title where it differs, and for reference entries the kind, path and service. */
export function ResultContent({document}: {document: SearchDocument}): React.JSX.Element {
  // A REST entry's service is its page; the index stores it once, as the page title.
  const service = document.service ?? (document.kind ? document.pageTitle : undefined);
  const context = [document.path, service && service !== document.sectionTitle ? service : undefined]
    .filter(Boolean)
    .join(' · ');
  const showPage = document.pageTitle !== document.sectionTitle && document.pageTitle !== service;
  return (
    <div className="aa-ItemContent">
      <div className="aa-ItemContentBody">
        <div className={clsx('aa-ItemContentTitle', styles.title)}>
          <Badge kind={document.kind} />
          <span>{document.sectionTitle || document.pageTitle}</span>
        </div>
        {showPage && <div className={clsx('aa-ItemContentDescription', styles.description)}>{document.pageTitle}</div>}
        {context && <div className={clsx('aa-ItemContentDescription', styles.context)}>{context}</div>}
      </div>
    </div>
  );
}
