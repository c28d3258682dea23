import React, {lazy, Suspense} from 'react';

// Syntax highlighting (Prism) is loaded only by pages that show code. The
// built page already holds the highlighted block; until the highlighter
// arrives, React keeps that HTML as it is.
const CodeBlock = lazy(() => import('@theme-original/CodeBlock'));

export default function LazyCodeBlock(props) {
  return (
    <Suspense fallback={<pre>{props.children}</pre>}>
      <CodeBlock {...props} />
    </Suspense>
  );
}
