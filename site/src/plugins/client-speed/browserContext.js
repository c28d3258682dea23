// Docusaurus's isBrowser context (useIsBrowser), turned true after
// hydration as a transition. Every component that asks renders again then;
// as an ordinary update that is one task of 35–45 ms at Lighthouse's 4×
// slowdown, as a transition React renders it in slices and the page stays
// responsive. See useWindowSize.js, the other half of this patch.
import React, {startTransition, useEffect, useState} from 'react';

export const Context = React.createContext(false);

/** @param {{children: React.ReactNode}} props */
export function BrowserContextProvider({children}) {
  // false on the first render, as on the server, so that hydration matches.
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
