// theme-common's useWindowSize, with its first answer after hydration given
// as a transition. Until then every page says "ssr"; the answer "mobile"
// renders the navbar's mobile menu (all navbar items and the sidebar), kept
// hidden until the reader opens it. As an ordinary update that render is one
// task of 120–190 ms at Lighthouse's 4× slowdown; as a transition React
// renders it in slices of a few milliseconds and the page stays responsive.
// Later answers (the window resized) stay ordinary updates. See
// browserContext.js, the other half of this patch.
import {startTransition, useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

(globalThis.__dsPatches ||= []).push('after-hydration');

// Infima's breakpoint, as theme-common has it.
const DesktopBreakpoint = 996;

/** @param {number} desktopBreakpoint */
function getWindowSize(desktopBreakpoint) {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error('getWindowSize() should only be called after React hydration');
  }
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

/** @param {{desktopBreakpoint?: number}} [options] */
export function useWindowSize({desktopBreakpoint = DesktopBreakpoint} = {}) {
  // The server's answer on the first render, so that hydration matches.
  const [windowSize, setWindowSize] = useState('ssr');
  useEffect(() => {
    const update = () => setWindowSize(getWindowSize(desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
