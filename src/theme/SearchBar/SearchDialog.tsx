import {useEffect, useId, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {sendSearchEvent} from '../../../plugins/docs-server/client/events';
import {MAX_QUERY_LENGTH, type SearchDocument} from '@energy-xrm/search-engine';
import {highlightScope, type HighlightState} from './highlightState';
import {ResultContent} from './ResultItem';
import {SearchIcon} from './SearchIcon';
import {useSearch} from './useSearch';
import styles from './dialog.module.css';

/**
 * The search dialog: a combobox over a list of at most 8 results. Written for the site rather than
 * taken from a widget library because the behaviours the specification fixes (Clear keeps the dialog
 * open, Escape closes it even when empty, focus returns to where it was) fought the library's own.
 */
export default function SearchDialog({onClose}: {onClose: (chosen: boolean) => void}): React.JSX.Element {
  const [query, setQuery] = useState('');
  const {hits, status, answeredQuery, suggestion} = useSearch(query);
  // The first result is active whenever a new list arrives.
  const [selection, setSelection] = useState({hits, index: 0});
  const active = selection.hits === hits ? selection.index : 0;
  const setActive = (next: (current: number) => number) => setSelection({hits, index: next(active)});
  const history = useHistory<HighlightState>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
    // optionId depends on the stable useId value only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const open = (document: SearchDocument, terms: string[]) => {
    const position = hits.findIndex((hit) => hit.document === document) + 1;
    sendSearchEvent({type: 'click', query, position, url: document.sectionRoute});
    onClose(true);
    history.push(document.sectionRoute, {searchHighlight: {terms, within: highlightScope(document)}});
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(false);
    } else if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      setActive((current) => (current + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault();
      setActive((current) => (current - 1 + hits.length) % hits.length);
    }
  };

  // One letter begins most words but searches nothing (too costly to expand): no answer yet, rather
  // than "No results" for the start of a word the index holds.
  const showPanel =
    query.trim() !== '' && !/^[\p{L}\p{N}]$/u.test(query.trim()) && (hits.length > 0 || answeredQuery === query);
  return createPortal(
    <div
      className={clsx('aa-DetachedOverlay', styles.overlay)}
      onMouseDown={(event) => event.target === event.currentTarget && onClose(false)}>
      <div
        className={clsx('aa-DetachedContainer', styles.container)}
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        onKeyDown={onKeyDown}>
        <div className={styles.bar}>
          <form
            className={clsx('aa-Form', styles.form)}
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              const hit = hits[active];
              if (hit) open(hit.document, hit.terms);
            }}>
            {status === 'stalled' ? (
              <span className={clsx('aa-LoadingIndicator', styles.icon)} role="status" aria-label="Loading">
                <span className={styles.spinner} />
              </span>
            ) : (
              <button className={clsx('aa-SubmitButton', styles.icon)} type="submit" title="Submit" aria-label="Submit">
                <SearchIcon size={18} />
              </button>
            )}
            <input
              ref={input}
              className={clsx('aa-Input', styles.input)}
              type="search"
              role="combobox"
              aria-label="Search"
              aria-expanded={hits.length > 0}
              aria-controls={hits.length > 0 ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
              placeholder="Search"
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              value={query}
              onChange={(event) => setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH))}
            />
            {query !== '' && (
              <button
                className={clsx('aa-ClearButton', styles.clear)}
                type="button"
                title="Clear"
                aria-label="Clear"
                onClick={() => {
                  setQuery('');
                  input.current?.focus();
                }}>
                ×
              </button>
            )}
          </form>
          <button
            className={clsx('aa-DetachedCancelButton', styles.cancel)}
            type="button"
            title="Cancel"
            onClick={() => onClose(false)}>
            Cancel
          </button>
        </div>
        <div className={clsx('aa-Panel', styles.panel)} hidden={!showPanel}>
          {hits.length > 0 && (
            <ul className={clsx('aa-List', styles.list)} role="listbox" id={listId} aria-label="Results">
              {hits.map((hit, index) => (
                // The link is the option itself: an option must not hold another interactive element.
                <li key={hit.document.id} className={clsx('aa-Item', styles.item)} role="presentation">
                  <a
                    id={optionId(index)}
                    className="aa-ItemLink"
                    role="option"
                    aria-selected={index === active}
                    href={hit.document.sectionRoute}
                    tabIndex={-1}
                    onMouseMove={() => setActive(() => index)}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      open(hit.document, hit.terms);
                    }}>
                    <ResultContent document={hit.document} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {showPanel && hits.length === 0 && status === 'idle' && (
            <p className={styles.empty} role="status">
              No results for “{query}”
              {suggestion && (
                <>
                  {' '}
                  Did you mean{' '}
                  <button
                    type="button"
                    className={styles.suggestion}
                    onClick={() => {
                      setQuery(suggestion);
                      input.current?.focus();
                    }}>
                    {suggestion}
                  </button>
                  ?
                </>
              )}
            </p>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
