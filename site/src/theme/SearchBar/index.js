import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';
import usePagefind from './usePagefind';
import Results from './Results';

/**
 * The navbar's search box. It searches the Pagefind index that the pipeline
 * writes into each language's site (<base URL>pagefind/), so a reader finds
 * pages in the language they are reading. Nothing is downloaded until the
 * reader focuses the box.
 */
export default function SearchBar() {
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const pagefind = usePagefind(siteConfig.baseUrl);
  const [query, setQuery] = useState('');
  // The last answer, {query, items}; null until the first one arrives. While
  // the reader types on, it stays on screen, labelled with its query.
  const [results, setResults] = useState(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef(null);
  const input = useRef(null);
  const listId = useId();

  // Search as the reader types; a newer query makes older answers stale.
  useEffect(() => {
    const q = query.trim();
    if (!q || !pagefind.api) {
      setResults(null);
      return undefined;
    }
    let stale = false;
    pagefind.search(q).then((found) => {
      if (!stale) {
        setResults({query: q, items: found});
        setActive(found.length > 0 ? 0 : -1);
      }
    });
    return () => {
      stale = true;
    };
  }, [query, pagefind]);

  // "/" or Ctrl/⌘+K from anywhere on the page focuses the box.
  useEffect(() => {
    const onKey = (e) => {
      const typing = /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName) || e.target.isContentEditable;
      if ((e.key === '/' && !typing) || (e.key === 'k' && (e.ctrlKey || e.metaKey))) {
        e.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const go = (result) => {
    close();
    setQuery('');
    input.current?.blur();
    history.push(result.url);
  };

  const onKeyDown = (e) => {
    const items = results ? results.items : [];
    const n = items.length;
    if (e.key === 'ArrowDown' && n > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % n);
    } else if (e.key === 'ArrowUp' && n > 0) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter' && n > 0 && active >= 0) {
      e.preventDefault();
      go(items[active]);
    } else if (e.key === 'Escape') {
      close();
    }
  };

  const shown = open && query.trim() !== '';
  const label = translate({id: 'ayakashi.search.label', message: 'Search this site', description: 'ARIA label of the navbar search box'});
  return (
    <div
      className={styles.search}
      ref={box}
      role="search"
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget)) close();
      }}>
      {/* A text input: HTML allows the combobox role on type="text", not on
          type="search"; inputMode and enterKeyHint still give phones their
          search keyboard. */}
      <input
        ref={input}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        className={styles.input}
        placeholder={translate({id: 'ayakashi.search.placeholder', message: 'Search', description: 'Placeholder of the navbar search box'})}
        aria-label={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          pagefind.load();
          setOpen(true);
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {shown && (
        <Results
          id={listId}
          state={pagefind.error ? 'error' : results === null ? 'loading' : 'done'}
          query={results?.query}
          results={results?.items || []}
          active={active}
          onHover={setActive}
          onPick={go}
        />
      )}
    </div>
  );
}
