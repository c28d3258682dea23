// @docusaurus/ComponentCreator, made lazy. The generated route table calls
// it once for each of the site's ~800 routes while main.js starts, and each
// call built a react-loadable component class (setting a prototype chain,
// which V8 makes slow): together a fifth to a quarter of the startup
// script's time (at Lighthouse's 4x CPU slowdown). Here a route's component
// is built the first time the route is preloaded, and Docusaurus's own
// factory arrives then too, in a chunk of its own with the route table's
// chunk map and loader registry: about 250 KB that main.js no longer parses.
// Docusaurus preloads a route before it renders it: on the server, before
// hydrating, and before each client-side navigation.
import React from 'react';

(globalThis.__dsPatches ||= []).push('component-creator');

// In the browser, a new task: main.js's start, the factory's chunk
// request, the chunk's evaluation and the route's chunk requests would
// otherwise run as two long tasks (140–250 ms each at 4× CPU slowdown),
// which the reader's input waits behind. A message, not a timer: timers
// of a background tab wait up to a second.
const nextTask = () =>
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });

let factory;
let create;
let loadersOf;
// The route table's chunk map and the loader registry, ~1,600 entries each,
// are evaluated in tasks of their own before the factory that reads them:
// the three together were one task of 25-35 ms at full speed.
const loadFactory = () =>
  (factory ??= nextTask()
    .then(() => import('@generated/routesChunkNames'))
    .then(nextTask)
    .then(() => import('@generated/registry'))
    .then(nextTask)
    .then(() => import('./creator'))
    .then((m) => {
      create = m.default;
      loadersOf = m.loaders;
    })
    .then(nextTask));

// A route's chunks requested a few at a time, in tasks of about 4 ms, before
// the factory's component asks for them all (and gets the same requests
// back). Each request inserts a <script>, 0.5-0.6 ms each at full speed here
// (a <script> whose fetch does not start takes 0.05 ms), and one loader may
// ask for five chunks: a list page's 25-30 chunks in one go made a task of
// 20-45 ms, which Lighthouse's 4x CPU slowdown counts as 80-180 ms.
const requestTime = 4;
async function requestChunks(path, hash) {
  if (typeof window === 'undefined') {
    return;
  }
  let end = performance.now() + requestTime;
  for (const request of loadersOf(path, hash)) {
    if (performance.now() >= end) {
      await nextTask();
      end = performance.now() + requestTime;
    }
    // A failed request fails again, and is reported, when the component
    // asks for it.
    request().catch(() => {});
  }
}

export default function ComponentCreator(path, hash) {
  let component;
  const load = () => {
    if (!create) {
      throw new Error(`The route ${path} was rendered before it was preloaded.`);
    }
    return (component ??= create(path, hash));
  };
  function Route(props) {
    const Component = load();
    return <Component {...props} />;
  }
  Route.preload = () =>
    loadFactory()
      .then(() => requestChunks(path, hash))
      .then(() => load().preload());
  return Route;
}
