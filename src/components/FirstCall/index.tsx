import Link from '@site/src/components/SiteLink';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {firstCall} from '@site/src/data/home';
import styles from './styles.module.css';

export default function FirstCall(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="first-call">
      <div className={`container ${styles.layout}`}>
        <div>
          <Heading as="h2" id="first-call">
            {firstCall.heading}
          </Heading>
          <p>{firstCall.text}</p>
          <p>
            <Link to="/docs/intro">Follow the quick start</Link> or go straight to{' '}
            <Link to="/api/access-token">the Access Token API</Link>.
          </p>
        </div>
        <CodeBlock language="bash" title={firstCall.title}>
          {firstCall.request}
        </CodeBlock>
      </div>
    </section>
  );
}
