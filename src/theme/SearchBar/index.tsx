import {lazy, Suspense, useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

/**
 * The local search (Algolia Autocomplete and lunr) is the largest part of the site's JavaScript,
 * and most visits never search. This wrapper shows a light button of the same shape and loads the
 * real search bar's code when the reader shows intent (pointer over it, focus, touch) and shows
 * it on a click, which then opens the search at once.
 */
const loadSearchBar = () => import('@theme-original/SearchBar');
const LocalSearchBar = lazy(loadSearchBar);
const prefetch = () => void loadSearchBar();
/** Once a reader has searched, every later page mounts the real search bar (its code is loaded). */
let searchUsed = false;

function SearchButton(props: React.ComponentProps<'button'>): React.JSX.Element {
  return (
    <button type="button" className={styles.button} aria-label="Search" {...props}>
      <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
        <path
          d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
          stroke="currentColor"
          fill="none"
          strokeWidth="2"
        />
      </svg>
      <span>Search</span>
    </button>
  );
}

/** Opens the detached search once the real search bar has rendered its own button. */
function OpenWhenReady(): null {
  useEffect(() => {
    let frame = 0;
    const open = () => {
      const button = document.querySelector<HTMLElement>('.aa-DetachedSearchButton');
      if (button) button.click();
      else frame = window.requestAnimationFrame(open);
    };
    frame = window.requestAnimationFrame(open);
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return null;
}

export default function SearchBar(): React.JSX.Element {
  // Intent only starts the download; the button stays the same element until it is pressed.
  const [open, setOpen] = useState(false);
  // A page reached from a search result needs the real search bar: it highlights the found terms.
  const fromResult = Boolean((useLocation().state as {cmfcmfhighlight?: unknown} | undefined)?.cmfcmfhighlight);
  useEffect(() => {
    if (open) searchUsed = true;
  }, [open]);
  if (!open && !fromResult && !searchUsed) {
    return (
      <SearchButton
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => setOpen(true)}
      />
    );
  }
  return (
    <Suspense fallback={<SearchButton aria-busy="true" />}>
      <LocalSearchBar />
      {open && <OpenWhenReady />}
    </Suspense>
  );
}
