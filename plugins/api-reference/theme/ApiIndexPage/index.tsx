import {useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import CopyPage from '@site/src/components/CopyPage';
import {API_INDEX_DESCRIPTION, API_INDEX_MARKDOWN_URL, API_INDEX_TITLE} from '../../urls';
import styles from './styles.module.css';

interface ServiceSummary {
  readonly route: string;
  readonly title: string;
  readonly description: string;
  readonly domain: string;
  readonly operationCount: number;
  readonly version: string;
}

const domainId = (domain: string): string => `domain-${domain.toLowerCase().replace(/\W+/g, '-')}`;

const matches = (service: ServiceSummary, query: string): boolean =>
  `${service.title} ${service.description} ${service.route}`.toLowerCase().includes(query.trim().toLowerCase());

export default function ApiIndexPage({services}: {readonly services: readonly ServiceSummary[]}): React.JSX.Element {
  const [query, setQuery] = useState('');
  const groups = useMemo(() => {
    const visible = services.filter((service) => matches(service, query));
    return [...new Set(services.map((s) => s.domain))]
      .map((domain) => ({domain, items: visible.filter((s) => s.domain === domain)}))
      .filter((group) => group.items.length > 0);
  }, [services, query]);
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <Layout title={API_INDEX_TITLE} description={API_INDEX_DESCRIPTION}>
      <main className="container margin-vert--lg">
        <CopyPage markdownUrl={API_INDEX_MARKDOWN_URL} />
        <Heading as="h1">{API_INDEX_TITLE}</Heading>
        <p className={styles.lead}>
          {services.length} services share one set of conventions: bearer tokens, JSON, one error format and cursor
          pagination. Pick a service to see every operation with examples and code samples.
        </p>
        <label className={styles.filter}>
          <span>Filter services</span>
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. file, webhook, price"
          />
        </label>
        <p aria-live="polite" className={styles.count}>
          {count === services.length ? `${count} services` : `${count} of ${services.length} services match`}
        </p>
        {groups.map(({domain, items}) => (
          <section key={domain} aria-labelledby={domainId(domain)}>
            <Heading as="h2" id={domainId(domain)}>
              {domain}
            </Heading>
            <ul className={styles.grid}>
              {items.map((service) => (
                <li key={service.route} className={styles.card}>
                  <Link to={`/api/${service.route}`} className={styles.title}>
                    {service.title}
                  </Link>
                  <p>{service.description}</p>
                  <p className={styles.meta}>
                    {service.operationCount} operations · v{service.version}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
