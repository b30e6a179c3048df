import {useCallback, useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import type {HighlightState} from './highlightState';
import {prefetchIndexes} from './prefetchIndexes';
import {EARLY_SHORTCUT, type EarlyShortcut, isShortcut} from './shortcut';
import {SearchIcon} from './SearchIcon';
import styles from './styles.module.css';

/**
 * The navbar's search: a light button that is part of every page, and the search dialog, whose code
 * and index files load on intent (pointer over the button, focus, touch) or when the reader opens
 * it, code and indexes side by side. The shortcuts (Ctrl+K or Cmd+K, and `/` outside text fields)
 * are handled here, so they work before that code has loaded.
 */
const loadDialog = () => import('./SearchDialog');
type Dialog = Awaited<ReturnType<typeof loadDialog>>['default'];

/** Starts loading the dialog's code and the page's index files; repeated calls reuse the loads. */
function usePrefetch(): () => void {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const tagKey = useContextualSearchFilters().tags.join(',');
  return useCallback(() => {
    prefetchIndexes(baseUrl, tagKey.split(','));
    void loadDialog();
    void import('./searchIndex').then(({warmUp}) => warmUp(baseUrl, tagKey.split(','))).catch(() => undefined);
  }, [baseUrl, tagKey]);
}

/**
 * A shortcut pressed while the page is still starting (drawn, but the site's code not yet run or
 * the search bar not yet hydrated: on a busy phone that can take a second) is remembered and
 * honoured when the bar mounts, rather than lost. Until this module runs, the page's first script
 * remembers it (plugins/site-shell/inlineScripts.ts); from here on, this listener does.
 */
const early = {mounted: false, pressed: false};
if (typeof window !== 'undefined') {
  const before = (window as Window & {[EARLY_SHORTCUT]?: EarlyShortcut})[EARLY_SHORTCUT];
  early.pressed = before?.take() ?? false;
  window.addEventListener('keydown', (event) => {
    if (early.mounted || !isShortcut(event)) return;
    event.preventDefault();
    early.pressed = true;
  });
}

/** Marks the searched words on a page opened from a result; the marking code loads only then. */
function useHighlight(): void {
  const {state, key} = useLocation<HighlightState | undefined>();
  const request = state?.searchHighlight;
  useEffect(() => {
    if (!request || request.terms.length === 0) return undefined;
    let cancel = () => {};
    let left = false;
    void import('./highlight').then(({highlight}) => {
      if (!left) cancel = highlight(request.terms, request.within);
    });
    return () => {
      left = true;
      cancel();
    };
    // One highlight per navigation (the location key), not per re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

export default function SearchBar(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  // The dialog's component once its code has loaded. Not React.lazy: React holds back what a
  // Suspense boundary reveals by up to 300 ms, which was most of the time from shortcut to box.
  const [SearchDialog, setSearchDialog] = useState<Dialog | null>(null);
  // After hydration only, so the server's HTML and the first render agree.
  const mac = useIsBrowser() && /Mac|iPhone|iPad/.test(navigator.platform);
  const returnFocus = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  const prefetch = usePrefetch();
  useHighlight();

  const show = useCallback(() => {
    isOpen.current = true;
    returnFocus.current = document.activeElement as HTMLElement | null;
    prefetch();
    setOpen(true);
    loadDialog()
      .then(({default: loaded}) => setSearchDialog(() => loaded))
      // Without its code the dialog cannot open; the next shortcut or click tries again.
      .catch(() => {
        isOpen.current = false;
        setOpen(false);
      });
  }, [prefetch]);
  const close = useCallback((chosen: boolean) => {
    isOpen.current = false;
    setOpen(false);
    // Back to where the reader was (the button, or what had focus when the shortcut was pressed),
    // unless a result was chosen: then the reader is on the new page, at the result's anchor. Not
    // when the reader has opened search again meanwhile: the new box keeps the focus.
    if (!chosen) {
      window.requestAnimationFrame(() => {
        if (!isOpen.current) returnFocus.current?.focus?.({preventScroll: true});
      });
    }
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    early.mounted = true;
    // Right after this commit, not inside it.
    const pending = early.pressed ? window.setTimeout(show) : undefined;
    early.pressed = false;
    return () => {
      early.mounted = false;
      window.clearTimeout(pending);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [show]);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        // The hook other components use to open search (the not-found page's button).
        data-search-button=""
        aria-keyshortcuts={mac ? 'Meta+K /' : 'Control+K /'}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={show}>
        <SearchIcon size={16} />
        <span className={styles.label}>Search</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {mac ? '⌘' : 'Ctrl'} K
        </kbd>
      </button>
      {open && SearchDialog && <SearchDialog onClose={close} />}
    </>
  );
}
