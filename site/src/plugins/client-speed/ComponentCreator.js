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
import nextTask from './nextTask';

(globalThis.__dsPatches ||= []).push('component-creator');

// Each step in a task of its own: main.js's start, the factory's chunk
// request, the chunk's evaluation and the route's chunk requests would
// otherwise run as two long tasks (140–250 ms each at 4× CPU slowdown),
// which the reader's input waits behind. The route table's chunk map and
// the loader registry, ~1,600 entries each, are evaluated before the
// factory that reads them: the three together were one task of 25-35 ms at
// full speed.
let factory;
let create;
const loadFactory = () =>
  (factory ??= nextTask()
    .then(() => import('@generated/routesChunkNames'))
    .then(nextTask)
    .then(() => import('@generated/registry'))
    .then(nextTask)
    .then(() => import('./creator'))
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
