// window.docusaurus, as Docusaurus's own client/docusaurus.js: prefetch(path)
// fetches the chunks of a route whose link came into view, preload(path)
// loads them for a link under the pointer.
//
// Docusaurus finds a route's chunks by testing every key of the route table
// with a regular expression, once for each link, and the browser reports all
// links in view in one batch: on this site that was one task of 100-300 ms
// (at Lighthouse's 4x CPU slowdown) right after the page became interactive.
// Here the table is indexed once, and prefetching waits for idle time and
// works in short slices of it (drain). It also puts the <link rel="prefetch">
// elements of one slice into <head> together: Chromium took 3-4 ms for each
// one appended on its own (at the same slowdown), so a batch of 20 links
// outran its idle period and made tasks of 60-100 ms.
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import siteConfig from '@generated/docusaurus.config';
import prefetchAsset from '@docusaurus/core/lib/client/prefetch';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import flat from '@docusaurus/core/lib/client/flat';

(globalThis.__dsPatches ||= []).push('prefetch');

const fetched = new Set();
const lookedUp = new Set();
const fetchedAssets = new Set();
const loaded = new Set();
// Routes to look up, their chunk names to look up, and the files found,
// each waiting for its fetch. Each step of drain takes a file if one waits,
// else a chunk name, else a route.
const queue = [];
const chunks = [];
const files = [];
const waiting = () => queue.length > 0 || chunks.length > 0 || files.length > 0;
let draining = false;

const slowConnection = () =>
  navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData;

// The route table, indexed once: the chunk names of each route path (keys of
// routesChunkNames are a path, "-" and a short hash; flattened when a link to
// the route is prefetched, not for every route up front), and for each leaf route
// the paths of the routes it is nested in. A link to a route's own path is
// then found without compiling the regular expressions of the routes before
// it; any other path of this site goes through react-router's matching, as in
// Docusaurus. Paths outside the base URL (the other language) match no route.
//
// The chunk map comes in the chunk that ComponentCreator.js loads with the
// first route, so main.js does not carry it; it is there before a link can
// be prefetched, and the queue waits for it otherwise.
let index;
let indexing;

function buildIndex(routesChunkNames) {
  const chunks = new Map();
  for (const [key, names] of Object.entries(routesChunkNames)) {
    const path = key.slice(0, key.lastIndexOf('-'));
    const list = chunks.get(path);
    if (list) {
      list.push(names);
    } else {
      chunks.set(path, [names]);
    }
  }
  const chains = new Map();
  const walk = (list, parents) => {
    for (const route of list) {
      const chain = [...parents, route.path];
      if (route.routes) {
        walk(route.routes, chain);
      } else if (!chains.has(route.path)) {
        chains.set(route.path, chain);
      }
    }
  };
  walk(routes, []);
  return {chunks, chains};
}

function routePaths(routePath) {
  if (index.chains.has(routePath)) {
    return index.chains.get(routePath);
  }
  if (!routePath.startsWith(siteConfig.baseUrl)) {
    return [];
  }
  return matchRoutes(routes, routePath).map((match) => match.route.path);
}

// Browsers without <link rel="prefetch"> (Safari) get Docusaurus's own
// fallback, a request that puts nothing in the document.
const linkPrefetch = (() => {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
})();

function prefetchLink(asset, links) {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = asset;
    // A file that fails to load is logged by the browser; the route's
    // chunks load again when it is visited.
    link.onload = link.onerror = () => resolve();
    links.appendChild(link);
  });
}

// Looks a route's chunk names up and queues them, resolving when every
// file they name has been fetched. Each chunk name is looked up once, in a
// step of its own: __webpack_require__.gca, Docusaurus's chunk-name-to-URL
// lookup, builds its table of every chunk on each call, about 0.3 ms here,
// and a list page's route names 30 chunks. A chunk merged into another has
// no URL of its own, and chunks of one file are fetched once.
function lookUp(routePath, resolve) {
  const fetches = [];
  for (const path of routePaths(routePath)) {
    for (const name of (index.chunks.get(path) ?? []).flatMap((names) => Object.values(flat(names)))) {
      if (lookedUp.has(name)) {
        continue;
      }
      lookedUp.add(name);
      fetches.push(new Promise((done) => chunks.push(() => queueFile(name, done))));
    }
  }
  resolve(Promise.all(fetches));
}

function queueFile(name, done) {
  const asset = __webpack_require__.gca(name);
  if (!asset || asset.includes('undefined') || fetchedAssets.has(asset)) {
    done();
    return;
  }
  fetchedAssets.add(asset);
  files.push((links) => done(linkPrefetch ? prefetchLink(asset, links) : prefetchAsset(asset)));
}

const whenIdle = (work) =>
  window.requestIdleCallback
    ? window.requestIdleCallback(work, {timeout: 5000})
    : setTimeout(() => work({didTimeout: true, timeRemaining: () => 10}), 200);

// What is kept of an idle period for putting its links into <head>, in ms.
const appendTime = 10;

// The most one idle callback spends, in ms, and the most links it puts in.
// An idle period may last 50 ms, but a task that long is a long task all the
// same: input that comes meanwhile waits for it, and Lighthouse, which times
// the page at full speed and scales each task by its 4x CPU slowdown, counted
// a 25-35 ms callback as 100-140 ms of work. One route alone may have 30
// chunks (a list page's posts): they are looked up over several callbacks.
const sliceTime = 6;
const linksPerSlice = 4;

// At least one step a call, so that prefetching ends even on a page that is
// never idle (the callback then comes after its timeout).
function drain(deadline) {
  if (!index) {
    indexing ??= import('@generated/routesChunkNames').then(({default: names}) => {
      index = buildIndex(names);
    });
    indexing.then(() => whenIdle(drain));
    return;
  }
  const links = document.createDocumentFragment();
  const end = performance.now() + sliceTime;
  let added = 0;
  do {
    if (files.length > 0) {
      files.shift()(links);
      added++;
    } else if (chunks.length > 0) {
      chunks.shift()();
    } else {
      queue.shift()();
    }
  } while (
    waiting() &&
    added < linksPerSlice &&
    performance.now() < end &&
    deadline.timeRemaining() > appendTime
  );
  document.head.appendChild(links);
  draining = waiting();
  if (draining) {
    whenIdle(drain);
  }
}

function prefetch(routePath) {
  if (slowConnection() || loaded.has(routePath) || fetched.has(routePath)) {
    return false;
  }
  fetched.add(routePath);
  return new Promise((resolve) => {
    queue.push(() => lookUp(routePath, resolve));
    if (!draining) {
      draining = true;
      whenIdle(drain);
    }
  });
}

function preload(routePath) {
  if (slowConnection() || loaded.has(routePath)) {
    return false;
  }
  loaded.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({prefetch, preload});
