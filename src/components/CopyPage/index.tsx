import {lazy, Suspense, useCallback, useId, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {markdownPath} from '@site/plugins/markdown-pages/paths';
import styles from './styles.module.css';

// The menu is its own chunk: a page carries only this button until a reader opens it.
const Menu = lazy(() => import('./Menu'));

/**
 * "Copy page" beside a page's title: copies the page's Markdown (the same text as its `.md`) or
 * opens it. `markdownUrl` defaults to the current page's path plus `.md`.
 */
export default function CopyPage({markdownUrl}: {readonly markdownUrl?: string}): React.JSX.Element {
  const {pathname} = useLocation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }, []);
  return (
    <div className={styles.copyPage}>
      <button
        ref={trigger}
        type="button"
        className={`button button--sm ${styles.trigger}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        // Start loading the menu when the pointer comes near: it is there by the time of the click.
        onPointerEnter={() => void import('./Menu')}>
        Copy page
        <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <Menu id={id} markdownUrl={markdownUrl ?? markdownPath(pathname)} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
