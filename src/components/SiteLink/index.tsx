import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ComponentProps} from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'to' | 'href'> & {readonly to: string};

/**
 * A link to a page of this site that may still be pending (routes/pending.txt): pending targets
 * become plain links that the build's broken-link check skips; built ones stay checked.
 */
export default function SiteLink({to, ...props}: Props): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const pending = (siteConfig.customFields?.pendingRoutes ?? []) as readonly string[];
  return pending.includes(to) ? (
    <Link {...props} href={`pathname://${to}`} target="_self" />
  ) : (
    <Link {...props} to={to} />
  );
}
