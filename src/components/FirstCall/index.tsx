import Link from '@site/src/components/SiteLink';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

const request = `curl https://entity.api.energy-xrm.example/v1/entity:search \\
  -H "Authorization: Bearer $ENERGY_XRM_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"q": "_schema:contact AND last_name:Becker"}'`;

export default function FirstCall(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="first-call">
      <div className={`container ${styles.layout}`}>
        <div>
          <Heading as="h2" id="first-call">
            One token, one request
          </Heading>
          <p>
            Create an access token in the portal, send it as a bearer token, and every service answers with JSON. The
            same token works for all REST services and the GraphQL API, with the permissions of the role it was issued
            for.
          </p>
          <p>
            <Link to="/docs/intro">Follow the quick start</Link> or go straight to{' '}
            <Link to="/api/access-token">the Access Token API</Link>.
          </p>
        </div>
        <CodeBlock language="bash" title="Search contacts">
          {request}
        </CodeBlock>
      </div>
    </section>
  );
}
