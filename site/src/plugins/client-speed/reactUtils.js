// theme-common's React helpers, with useShallowMemoObject sorting an
// object's keys by code unit instead of with String#localeCompare. The
// first localeCompare of a page sets up ICU's collator: 15–20 ms in
// Chromium, 70 ms at Lighthouse's 4× slowdown, inside the hydration of
// every page with a sidebar (the mobile menu's NavbarSecondaryMenuFiller
// memoises its props with it). The sort only has to give the same order on
// every render, which any fixed order does.
import {useMemo} from 'react';

export * from 'theme-common-react-utils';

(globalThis.__dsPatches ||= []).push('memo-keys');

/**
 * @template {object} T
 * @param {T} obj
 * @returns {T}
 */
export function useShallowMemoObject(obj) {
  const deps = Object.entries(obj);
  deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}
