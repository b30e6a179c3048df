import {useCallback, useEffect, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Bodies fetched during this visit: going back to a reference shows it at once, where it was. */
const fetched = new Map<string, string>();

export interface ReferenceHtml {
  /** The body to set; undefined while the server's DOM is kept or the body is on its way. */
  readonly html: string | undefined;
  /** Whether the body is in the page. */
  readonly ready: boolean;
  /** Why the body could not be fetched, if it could not. */
  readonly failed: string | undefined;
  readonly retry: () => void;
}

/**
 * The page body. A full load has it in the server's HTML (and React keeps that DOM as it is while
 * hydrating, when `useIsBrowser` is still false); a client-side navigation fetches the service's
 * fragment, once per visit, with a Retry when that fails.
 */
export function useReferenceHtml(fragmentUrl: string, prerendered: string | undefined): ReferenceHtml {
  const isBrowser = useIsBrowser();
  const [cameWithPage] = useState(() => prerendered !== undefined || !isBrowser);
  const [body, setBody] = useState<string | undefined>(() => fetched.get(fragmentUrl));
  const [failed, setFailed] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (cameWithPage || body !== undefined) return undefined;
    let cancelled = false;
    fetch(fragmentUrl)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((html) => {
        fetched.set(fragmentUrl, html);
        if (!cancelled) setBody(html);
      })
      .catch((error: Error) => !cancelled && setFailed(error.message));
    return () => {
      cancelled = true;
    };
  }, [fragmentUrl, cameWithPage, body, attempt]);

  const retry = useCallback(() => {
    setFailed(undefined);
    setAttempt((count) => count + 1);
  }, []);

  return {html: prerendered ?? body, ready: cameWithPage || body !== undefined, failed, retry};
}
