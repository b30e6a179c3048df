import {useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Layout from '@theme/Layout';
import {attr, cls} from '../../hooks';
import type {ServiceUrls} from '../../model/types';
import {
  copyCode,
  fillFields,
  followCurrentSection,
  layOutWhenIdle,
  selectTab,
  tabAfterKey,
  toggleTryIt,
} from './behaviour';
import {
  closeCopyMenuOutside,
  copyMenuKey,
  copyOperationMarkdown,
  copyPageMarkdown,
  toggleCopyMenu,
} from './copyMarkdown';
import './styles.css';

interface Props {
  readonly reference: {
    readonly route: string;
    readonly title: string;
    readonly description: string;
    readonly anchors: readonly string[];
    readonly urls: ServiceUrls;
  };
  /** The reference HTML on the server; an empty object in the browser (see the plugin's fragmentModule.ts). */
  readonly prerendered: {readonly html?: string};
}

/** Fetches the page body after a client-side navigation, when no server-rendered HTML is in the DOM. */
function useReferenceHtml(
  fragmentUrl: string,
  prerendered: string | undefined,
  container: React.RefObject<HTMLDivElement | null>,
) {
  const [fetched, setFetched] = useState<string | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  useEffect(() => {
    if (prerendered !== undefined || (container.current?.childElementCount ?? 0) > 0) return;
    let cancelled = false;
    fetch(fragmentUrl)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((html) => !cancelled && setFetched(html))
      .catch((error: Error) => !cancelled && setFailed(error.message));
    return () => {
      cancelled = true;
    };
  }, [fragmentUrl, prerendered, container]);
  useEffect(() => {
    if (fetched && window.location.hash) {
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
    }
  }, [fetched]);
  return {html: prerendered ?? fetched, failed};
}

/**
 * The reference is static HTML rendered at build time. React never walks its nodes: this component
 * only adds tabs and copy buttons by event delegation.
 */
export default function ApiReferencePage({reference, prerendered}: Props): React.JSX.Element {
  const brokenLinks = useBrokenLinks();
  reference.anchors.forEach((anchor) => brokenLinks.collectAnchor(anchor));
  const container = useRef<HTMLDivElement>(null);
  const {html, failed} = useReferenceHtml(reference.urls.fragment, prerendered.html, container);

  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      const tab = target.closest<HTMLElement>(`[${attr.tab}]`);
      if (tab) selectTab(tab);
      const button = target.closest<HTMLElement>(`[${attr.copy}]`);
      if (button) void copyCode(button);
      const tryIt = target.closest<HTMLElement>(`[${attr.tryIt}]`);
      if (tryIt) void toggleTryIt(tryIt, reference.urls.tryIt);
      const copyPage = target.closest<HTMLElement>(`[${attr.copyPage}]`);
      if (copyPage) toggleCopyMenu(copyPage);
      const copyMarkdown = target.closest<HTMLElement>(`[${attr.copyMarkdown}]`);
      if (copyMarkdown) void copyPageMarkdown(copyMarkdown);
      const copyOperation = target.closest<HTMLElement>(`[${attr.copyOperation}]`);
      if (copyOperation) void copyOperationMarkdown(copyOperation, reference.urls.markdownParts);
    },
    [reference.urls.tryIt, reference.urls.markdownParts],
  );

  // The Copy page menu closes when a click or the focus lands anywhere else on the page.
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const outside = (event: Event) => closeCopyMenuOutside(element, event.target as Node | null);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, []);

  // `toggle` does not bubble, and React has no delegated handler for it: listen in the capture phase.
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      if (details.open) fillFields(details);
    };
    element.addEventListener('toggle', onToggle, true);
    return () => element.removeEventListener('toggle', onToggle, true);
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!element || element.childElementCount === 0) return undefined;
    const stopLayout = layOutWhenIdle(element);
    const stopFollowing = followCurrentSection(element);
    return () => {
      stopLayout();
      stopFollowing();
    };
  }, [html]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>) => {
    if (copyMenuKey(event.target as HTMLElement, event.key)) {
      event.preventDefault();
      return;
    }
    const next = tabAfterKey(event.target as HTMLElement, event.key);
    if (next) {
      event.preventDefault();
      selectTab(next);
    }
  }, []);

  return (
    <Layout title={reference.title} description={reference.description} wrapperClassName={cls.page}>
      <main>
        {failed && (
          <p role="alert" className="alert alert--danger margin--md">
            The {reference.title} reference could not load ({failed}). Reload the page to try again.
          </p>
        )}
        {/* During hydration `html` is undefined in the browser: React keeps the server's DOM as it is. */}
        <div ref={container} onClick={onClick} onKeyDown={onKeyDown} dangerouslySetInnerHTML={{__html: html ?? ''}} />
      </main>
    </Layout>
  );
}
