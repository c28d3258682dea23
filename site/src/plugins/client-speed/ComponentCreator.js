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
const loadFactory = () =>
  (factory ??= nextTask()
    .then(() => import('@docusaurus/core/lib/client/exports/ComponentCreator'))
    .then((m) => {
      create = m.default;
    })
    .then(nextTask));

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
  Route.preload = () => loadFactory().then(() => load().preload());
  return Route;
}
