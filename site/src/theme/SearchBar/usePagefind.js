import {useCallback, useMemo, useRef, useState} from 'react';

const MAX_RESULTS = 8;

/**
 * Loads the Pagefind bundle on first use and searches it.
 * @param {string} bundle URL of the folder holding pagefind.js
 * @param {string} baseUrl the site's base URL; results outside it (another
 *   locale's pages) are never returned because Pagefind keeps one index per
 *   language, but the check keeps links honest if that ever changes
 */
export default function usePagefind(bundle, baseUrl) {
  const [api, setApi] = useState(null);
  const [error, setError] = useState(null);
  const loading = useRef(null);

  const load = useCallback(() => {
    if (loading.current) return loading.current;
    setError(null);
    loading.current = import(/* webpackIgnore: true */ `${bundle}pagefind.js`)
      .then(async (pf) => {
        // Pagefind's paths are relative to the merged site's root, which is
        // served under the bundle's parent folder.
        await pf.options({baseUrl: bundle.replace(/pagefind\/$/, '')});
        await pf.init();
        setApi(pf);
        return pf;
      })
      .catch((e) => {
        loading.current = null; // the next focus tries again
        setError(e);
      });
    return loading.current;
  }, [bundle]);

  const search = useCallback(
    async (query) => {
      const found = await api.search(query);
      const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
      return data
        .map((d) => ({url: d.url.replace(/\.html$/, ''), title: d.meta.title, excerpt: d.excerpt}))
        .filter((d) => d.url.startsWith(baseUrl));
    },
    [api, baseUrl],
  );

  return useMemo(() => ({api, error, load, search}), [api, error, load, search]);
}
