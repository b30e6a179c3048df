import type {MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import Content from '@theme-original/AnnouncementBar/Content';
import type ContentType from '@theme/AnnouncementBar/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

/**
 * The bar's content is an HTML string from the site config, so its links are plain anchors that
 * reload the whole site. A click on one to a page of this site goes through the router instead.
 */
export default function ContentWrapper(props: Props): React.JSX.Element {
  const history = useHistory();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    history.push(url.pathname + url.search + url.hash);
  };
  return <Content {...props} onClick={onClick} />;
}
