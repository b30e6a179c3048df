import Link from '@site/src/components/SiteLink';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface EntryPoint {
  readonly title: string;
  readonly to: string;
  readonly description: string;
  readonly cta: string;
}

const entryPoints: readonly EntryPoint[] = [
  {
    title: 'Guides',
    to: '/docs/intro',
    description: 'Concepts and step-by-step tasks: tokens, entities, journeys, webhooks, automation and portals.',
    cta: 'Read the guides',
  },
  {
    title: 'REST API',
    to: '/api',
    description: 'Every operation of every service, with schemas, examples and curl, JavaScript and Python samples.',
    cta: 'Open the reference',
  },
  {
    title: 'GraphQL',
    to: '/graphql/sharing',
    description: 'Share entities with partner organizations and offer work to them first come, first served.',
    cta: 'Explore the schema',
  },
  {
    title: 'SDK',
    to: '/docs/architecture/sdk',
    description: 'Typed TypeScript clients for all services, with retries, pagination and typed errors.',
    cta: 'Install the SDK',
  },
  {
    title: 'Apps',
    to: '/apps',
    description: 'Extend journeys, portals and the back office with your own components and publish them.',
    cta: 'Build an app',
  },
];

export default function EntryPoints(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="entry-points">
      <div className="container">
        <Heading as="h2" id="entry-points">
          Where do you want to start?
        </Heading>
        <ul className={styles.grid}>
          {entryPoints.map((entry) => (
            <li key={entry.to} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                {entry.title}
              </Heading>
              <p>{entry.description}</p>
              <Link to={entry.to} className={styles.cardLink}>
                {entry.cta}
                <span className="sr-only"> ({entry.title})</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
