import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import EntryPoints from '@site/src/components/EntryPoints';
import FirstCall from '@site/src/components/FirstCall';
import HomeHero from '@site/src/components/HomeHero';

export default function Home(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Developer portal"
      description={`${siteConfig.tagline} Guides, REST and GraphQL references, SDK and apps for the Energy XRM platform.`}>
      <main>
        <HomeHero />
        <EntryPoints />
        <FirstCall />
      </main>
    </Layout>
  );
}
