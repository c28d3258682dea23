import {useCallback, useMemo, useRef, useState} from 'react';

const MAX_RESULTS = 8;

/**
 * Loads the Pagefind bundle of this language's site on first use and
 * searches it.
 * @param {string} baseUrl the site's base URL, where pagefind/ lives
 */
export default function usePagefind(baseUrl) {
  const [api, setApi] = useState(null);
  const [error, setError] = useState(null);
  const loading = useRef(null);

  const load = useCallback(() => {
    if (loading.current) return loading.current;
    setError(null);
    loading.current = import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)
      .then(async (pf) => {
        // Pagefind's paths are relative to the indexed folder, this site.
        await pf.options({baseUrl});
        await pf.init();
        setApi(pf);
        return pf;
      })
      .catch((e) => {
        loading.current = null; // the next focus tries again
        setError(e);
      });
    return loading.current;
  }, [baseUrl]);

  const search = useCallback(
    async (query) => {
      const found = await api.search(query);
      const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
      // Pages are addressed without .html, as GitHub Pages serves them.
      return data.map((d) => ({url: d.url.replace(/\.html$/, ''), title: d.meta.title, excerpt: d.excerpt}));
    },
    [api],
  );

  return useMemo(() => ({api, error, load, search}), [api, error, load, search]);
}
