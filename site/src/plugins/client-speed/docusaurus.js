// window.docusaurus, as Docusaurus's own client/docusaurus.js: prefetch(path)
// fetches the chunks of a route whose link came into view, preload(path)
// loads them for a link under the pointer.
//
// Docusaurus finds a route's chunks by testing every key of the route table
// with a regular expression, once for each link, and the browser reports all
// links in view in one batch: on this site that was one task of 100-300 ms
// (at Lighthouse's 4x CPU slowdown) right after the page became interactive. Here the table is indexed once,
// and prefetching waits for idle time and yields as soon as that runs out.
// It also puts the <link rel="prefetch"> elements of one idle period into
// <head> together: Chromium took 3-4 ms for each one appended on its own (at
// the same slowdown), so a batch of 20 links outran its idle period and made
// tasks of 60-100 ms. A fragment of 30 links went in in 12-32 ms.
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
const queue = [];
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

// links: where this idle period's <link> elements are gathered.
function fetchRoute(routePath, links) {
  const fetches = [];
  for (const path of routePaths(routePath)) {
    for (const name of (index.chunks.get(path) ?? []).flatMap((names) => Object.values(flat(names)))) {
      // Each chunk name is looked up once: __webpack_require__.gca,
      // Docusaurus's chunk-name-to-URL lookup, builds its table of every
      // chunk on each call. A chunk merged into another has no URL of its
      // own, and chunks of one file are fetched once.
      if (lookedUp.has(name)) {
        continue;
      }
      lookedUp.add(name);
      const asset = __webpack_require__.gca(name);
      if (asset && !asset.includes('undefined') && !fetchedAssets.has(asset)) {
        fetchedAssets.add(asset);
        fetches.push(linkPrefetch ? prefetchLink(asset, links) : prefetchAsset(asset));
      }
    }
  }
  return Promise.all(fetches);
}

const whenIdle = (work) =>
  window.requestIdleCallback
    ? window.requestIdleCallback(work, {timeout: 5000})
    : setTimeout(() => work({didTimeout: true, timeRemaining: () => 10}), 200);

// What is kept of an idle period for putting its links into <head>, in ms.
const appendTime = 10;

// At least one route a call, so that prefetching ends even on a page that is
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
  do {
    queue.shift()(links);
  } while (queue.length > 0 && deadline.timeRemaining() > appendTime);
  document.head.appendChild(links);
  draining = queue.length > 0;
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
    queue.push((links) => resolve(fetchRoute(routePath, links)));
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
