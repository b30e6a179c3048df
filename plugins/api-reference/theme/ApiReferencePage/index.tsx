import {useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent} from 'react';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Layout from '@theme/Layout';
import PageFeedback from '@theme/PageFeedback';
import {whenIdle} from '@site/plugins/site-shell/whenIdle';
import {attr, cls} from '../../hooks';
import type {ServiceUrls} from '../../model/types';
import {copyCode, fillFields, selectTab, tabAfterKey, toggleTryIt} from './behaviour';
import {
  closeCopyMenuOutside,
  copyMenuKey,
  copyOperationMarkdown,
  copyPageMarkdown,
  toggleCopyMenu,
} from './copyMarkdown';
import {wireMenuFilter} from './menuFilter';
import {loadOnIntent} from './menuIntent';
import {PhoneMenu} from './PhoneMenu';
import {followCurrentSection} from './currentSection';
import {landOn} from './landing';
import {chosenLanguage, rememberLanguage, showLanguage} from './languageGroup';
import {loadPartsNearView} from './nearView';
import {elementWithPart, loadPart, partsFilled, partsSettled} from './parts';
import {useReferenceHtml} from './useReferenceHtml';
import './styles.css';
import './menu.css';
import './copyPage.css';
import './content.css';
import './phone.css';

interface Props {
  readonly reference: {
    readonly route: string;
    readonly title: string;
    readonly description: string;
    readonly urls: ServiceUrls;
  };
  /**
   * The reference HTML and its anchors on the server (the build's broken-anchor check reads them);
   * an empty object in the browser (see the plugin's fragmentModule.ts).
   */
  readonly prerendered: {readonly html?: string; readonly anchors?: readonly string[]};
}

/** While the body is fetched after a client-side navigation, and when that fails. */
function BodyState({title, failed, retry}: {title: string; failed?: string; retry: () => void}): React.JSX.Element {
  if (failed) {
    return (
      <div role="alert" className={`alert alert--danger ${cls.loading}`}>
        <p>
          The {title} reference could not load ({failed}).
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <div role="status" className={cls.loading}>
      <span className={cls.spinner} aria-hidden="true" /> Loading the {title} reference…
    </div>
  );
}

/** The longest the menu waits for an idle moment before it follows the section being read. */
const FOLLOW_AFTER_MS = 1000;

/** A part arrived (parts.ts): its sample tabs show the language the reader chose. */
const partFilled = (section: HTMLElement) => showLanguage(section, chosenLanguage());

/**
 * The reference is static HTML rendered at build time. React never walks its nodes: this component
 * adds tabs, copy buttons and Try it by event delegation, fetches each section's details as it
 * nears the viewport (parts.ts), lands deep links, follows the section being read and keeps the
 * sample language the reader chose.
 */
export default function ApiReferencePage({reference, prerendered}: Props): React.JSX.Element {
  const brokenLinks = useBrokenLinks();
  prerendered.anchors?.forEach((anchor) => brokenLinks.collectAnchor(anchor));
  const container = useRef<HTMLDivElement>(null);
  const {html, failed, ready, retry} = useReferenceHtml(reference.urls.fragment, prerendered.html);
  const {hash} = useLocation();

  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      const tab = target.closest<HTMLElement>(`[${attr.tab}]`);
      if (tab) {
        selectTab(tab);
        rememberLanguage(tab);
      }
      const button = target.closest<HTMLElement>(`[${attr.copy}]`);
      if (button) void copyCode(button);
      const tryIt = target.closest<HTMLElement>(`[${attr.tryIt}]`);
      if (tryIt) void toggleTryIt(tryIt, reference.urls.tryIt, reference.route);
      const copyPage = target.closest<HTMLElement>(`[${attr.copyPage}]`);
      if (copyPage) toggleCopyMenu(copyPage);
      const copyMarkdown = target.closest<HTMLElement>(`[${attr.copyMarkdown}]`);
      if (copyMarkdown) void copyPageMarkdown(copyMarkdown);
      const copyOperation = target.closest<HTMLElement>(`[${attr.copyOperation}]`);
      if (copyOperation) void copyOperationMarkdown(copyOperation, reference.urls);
    },
    [reference.urls, reference.route],
  );

  // The operations menu, once the body is in the page: its filter box, and on narrow windows its
  // place in the navbar's menu (PhoneMenu), where it moves out of the body.
  const [menu, setMenu] = useState<HTMLElement>();
  useEffect(() => {
    const nav = ready ? container.current?.querySelector<HTMLElement>(`.${cls.menu}`) : null;
    if (!nav) return undefined;
    setMenu(nav);
    const stopFilter = wireMenuFilter(nav);
    const stopIntent = loadOnIntent(nav, partFilled);
    return () => {
      stopFilter();
      stopIntent();
    };
  }, [ready]);

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
      if (details.open) void fillFields(details, partFilled);
    };
    element.addEventListener('toggle', onToggle, true);
    return () => element.removeEventListener('toggle', onToggle, true);
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!ready || !element) return undefined;
    showLanguage(element, chosenLanguage());
    const stopLoading = loadPartsNearView(element, partFilled);
    // The menu starts following the section being read once the start-up is over: it reads every
    // entry of the menu and finds each one's section, 40 ms of a phone's first load on a
    // 700-operation page, which lengthened the task that runs the page's effects. The menu is
    // taken now: on a phone it leaves the page for the navbar's menu (PhoneMenu.tsx).
    const menu = element.querySelector<HTMLElement>(`.${cls.menu}`);
    let stopFollowing: () => void = () => undefined;
    const cancelFollowing = whenIdle(() => {
      stopFollowing = followCurrentSection(element, partsFilled, menu);
    }, FOLLOW_AFTER_MS);
    return () => {
      stopLoading();
      cancelFollowing();
      stopFollowing();
    };
  }, [ready]);

  // Every way to a deep link ends here: a full load, a client-side navigation (the body may arrive
  // after the router's scroll), the back button, and a link inside the page.
  // A target inside a part not yet in the page (a callback, a data model) is found once its part is in.
  useEffect(() => {
    const root = container.current;
    const id = decodeURIComponent(hash.slice(1));
    if (!ready || !id || !root) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The target's own part is asked for at once, not when the viewport's observer next reports.
    const own = document.getElementById(id);
    if (own?.hasAttribute(attr.part)) void loadPart(own, partFilled);
    void elementWithPart(id, partFilled, root).then((target) => {
      if (!cancelled && target && root.contains(target)) stop = landOn(target, partsSettled, partsFilled);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [hash, ready]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>) => {
    if (copyMenuKey(event.target as HTMLElement, event.key)) {
      event.preventDefault();
      return;
    }
    const next = tabAfterKey(event.target as HTMLElement, event.key);
    if (next) {
      event.preventDefault();
      selectTab(next);
      rememberLanguage(next);
    }
  }, []);

  return (
    <Layout title={reference.title} description={reference.description} wrapperClassName={cls.page}>
      <main>
        {!ready && <BodyState title={reference.title} failed={failed} retry={retry} />}
        {/* During hydration `html` is undefined in the browser: React keeps the server's DOM as it is. */}
        <div ref={container} onClick={onClick} onKeyDown={onKeyDown} dangerouslySetInnerHTML={{__html: html ?? ''}} />
        <PageFeedback />
        {menu && <PhoneMenu menu={menu} />}
      </main>
    </Layout>
  );
}
