import Link from '@site/src/components/SiteLink';
import Heading from '@theme/Heading';
import {entryPointsHeading} from '@site/src/data/home';
import {entryPoints} from './entries';
import styles from './styles.module.css';

export default function EntryPoints(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="entry-points">
      <div className="container">
        <Heading as="h2" id="entry-points">
          {entryPointsHeading}
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
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
