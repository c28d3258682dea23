import React, {lazy, Suspense, useEffect, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

// Syntax highlighting (Prism) is loaded only by pages that show code. The
// built page already holds the highlighted block.
let Loaded = null;
const load = () =>
  import('@theme-original/CodeBlock').then((m) => {
    Loaded = m.default;
    return m;
  });
const CodeBlock = lazy(load);

// A page that opens with code starts loading the highlighter at once, in
// parallel with the page's own chunks.
if (
  typeof document !== 'undefined' &&
  document.querySelector('.theme-code-block')
) {
  load();
}

export default function LazyCodeBlock(props) {
  const isBrowser = useIsBrowser();
  // Hydrating before the highlighter has arrived: a Suspense boundary would
  // swap the built block for its fallback at the first update after
  // hydration. Instead an element whose content React leaves alone keeps
  // the built block, attributes and all, until the highlighter is here.
  const [waiting, setWaiting] = useState(
    () => typeof window !== 'undefined' && !isBrowser && !Loaded,
  );
  useEffect(() => {
    if (waiting) {
      load().then(() => setWaiting(false));
    }
  }, [waiting]);
  let block;
  if (waiting) {
    block = (
      <div suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />
    );
  } else if (Loaded) {
    block = <Loaded {...props} />;
  } else {
    block = <CodeBlock {...props} />;
  }
  // The fallback shows only when a page opened in the browser brings the
  // first code: a plain block that keyboard users can still scroll.
  return (
    <Suspense fallback={<pre tabIndex={0}>{props.children}</pre>}>
      {block}
    </Suspense>
  );
}
