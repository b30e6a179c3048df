import Link from '@site/src/components/SiteLink';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {heroLead} from '@site/src/data/home';
import styles from './styles.module.css';

export default function HomeHero(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <div className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.lead}>{heroLead}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/intro">
            Make your first call
          </Link>
          <Link className="button button--secondary button--lg" to="/api">
            Browse the REST API
          </Link>
        </div>
      </div>
    </div>
  );
}
