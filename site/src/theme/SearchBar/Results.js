import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * The list under the search box: the pages matching query (the query these
 * results answer, which may trail what is typed), or a line saying what is
 * happening when there are none to show.
 */
export default function Results({id, query, state, results, active, onHover, onPick}) {
  let status = null;
  if (state === 'error' && process.env.NODE_ENV === 'development') {
    // The preview server has no index: only the built site does.
    status = (
      <Translate id="ayakashi.search.devServer" description="Shown in the preview server, which has no search index">
        Search works on the built site: run go tool mage build, then go tool mage serve.
      </Translate>
    );
  } else if (state === 'error') {
    status = (
      <Translate id="ayakashi.search.error" description="Shown when the search index cannot be loaded">
        Search could not be loaded. Check your connection and try again.
      </Translate>
    );
  } else if (state === 'loading') {
    status = (
      <Translate id="ayakashi.search.loading" description="Shown while a search runs">
        Searching…
      </Translate>
    );
  } else if (results.length === 0) {
    status = (
      <Translate id="ayakashi.search.none" description="Shown when no page matches the search" values={{query}}>
        {'No pages match “{query}”.'}
      </Translate>
    );
  }
  return (
    // Keep the focus in the box while a result is clicked.
    <div className={styles.panel} onMouseDown={(e) => e.preventDefault()}>
      {status ? (
        <p className={styles.status} role="status" id={id}>
          {status}
        </p>
      ) : (
        <ul
          className={styles.list}
          role="listbox"
          id={id}
          aria-label={translate(
            {id: 'ayakashi.search.results', message: 'Results for “{query}”', description: 'ARIA label of the list of search results'},
            {query},
          )}>
          {results.map((r, i) => (
            // The link itself is the option: an option may hold no
            // interactive content, so the list item is only layout.
            <li
              key={r.url}
              role="none"
              className={i === active ? styles.active : undefined}
              onMouseEnter={() => onHover(i)}>
              <a
                id={`${id}-${i}`}
                role="option"
                aria-selected={i === active}
                href={r.url}
                tabIndex={-1}
                onClick={(e) => {
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  onPick(r);
                }}>
                <span className={styles.title}>{r.title}</span>
                {/* Pagefind escapes the page text and adds only <mark>. */}
                <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: r.excerpt}} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
