// What ComponentCreator.js loads on the first preload: Docusaurus's
// component factory, with the loader registry it reads paced in the
// browser. A route's component calls every loader of the route at once, and
// each loader appends a <script> for each chunk it needs, 0.5-0.6 ms each
// at full speed here (a <script> whose fetch does not start takes 0.05 ms):
// a list page's 25-30 chunks made one task of 20-45 ms, which Lighthouse's
// 4x CPU slowdown counts as 80-180 ms. Here the loaders start in tasks of
// about 4 ms, at least one a task, in the order they were called. The slice
// is shared by every call: the route's component calls its loaders one
// after another, each of which would otherwise find nothing waiting and
// start at once.
import create from '@docusaurus/core/lib/client/exports/ComponentCreator';
import registry from '@generated/registry';
import nextTask from './nextTask';

const sliceTime = 4;
const waiting = [];
let starting = false;
let sliceEnd = -Infinity;

async function startWaiting() {
  starting = true;
  while (waiting.length > 0) {
    if (performance.now() >= sliceEnd) {
      await nextTask();
      sliceEnd = performance.now() + sliceTime;
    }
    waiting.shift()();
  }
  starting = false;
}

function paced(load) {
  return () =>
    new Promise((resolve, reject) => {
      waiting.push(() => load().then(resolve, reject));
      if (!starting) {
        startWaiting();
      }
    });
}

if (typeof window !== 'undefined') {
  for (const entry of Object.values(registry)) {
    entry[0] = paced(entry[0]);
  }
}

export default create;
