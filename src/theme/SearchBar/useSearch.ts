import {useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {sendSearchEvent} from '../../../plugins/docs-server/client/events';
import {search, type SearchHit, warmUp} from './searchIndex';

/** Loading turns into stalled after this long: the spinner shows and the submit label hides (specification, section 4). */
export const STALL_MS = 300;

export type SearchStatus = 'idle' | 'loading' | 'stalled';

/** The hits for the current query; an answer that arrives after a newer query is dropped. */
export function useSearch(query: string): {
  hits: SearchHit[];
  status: SearchStatus;
  answeredQuery: string;
  /** A query that finds something, when this one found nothing ("Did you mean …"). */
  suggestion: string | null;
} {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {tags} = useContextualSearchFilters();
  const [answer, setAnswer] = useState({hits: [] as SearchHit[], query: '', suggestion: null as string | null});
  const [stalledQuery, setStalledQuery] = useState<string | null>(null);
  const latest = useRef(0);
  const tagKey = tags.join(',');
  const empty = query.trim() === '';

  // The dialog is open: the reader is about to type, so the indexes start loading now.
  useEffect(() => {
    void warmUp(baseUrl, tagKey.split(',')).catch(() => undefined);
  }, [baseUrl, tagKey]);

  useEffect(() => {
    const ticket = ++latest.current;
    if (empty) return undefined;
    const stall = window.setTimeout(() => latest.current === ticket && setStalledQuery(query), STALL_MS);
    const started = performance.now();
    search(baseUrl, tagKey.split(','), query)
      .catch(() => ({hits: [], suggestion: null}))
      .then(({hits, suggestion}) => {
        window.clearTimeout(stall);
        const ms = Math.round(performance.now() - started);
        if (latest.current === ticket)
          sendSearchEvent({type: 'search', query, results: hits.length, ms, tags: tagKey.split(',')});
        if (latest.current === ticket) setAnswer({hits, query, suggestion});
      });
    return () => window.clearTimeout(stall);
  }, [baseUrl, tagKey, query, empty]);

  if (empty) return {hits: [], status: 'idle', answeredQuery: '', suggestion: null};
  const status: SearchStatus = answer.query === query ? 'idle' : stalledQuery === query ? 'stalled' : 'loading';
  // While the reader types on, the previous answer stays until the next arrives (no flicker); the
  // answer to an unrelated query (typed before the box was cleared) is not shown for this one.
  const related = query.startsWith(answer.query) || answer.query.startsWith(query);
  return {
    hits: related ? answer.hits : [],
    status,
    answeredQuery: answer.query,
    suggestion: answer.query === query ? answer.suggestion : null,
  };
}
