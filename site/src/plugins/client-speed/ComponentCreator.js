// @docusaurus/ComponentCreator, made lazy. The generated route table calls
// it once for each of the site's ~800 routes while main.js starts, and each
// call builds a react-loadable component class (setting a prototype chain,
// which V8 makes slow): together a fifth to a quarter of the startup
// script's time. Here a route's component is built the first time it is rendered or
// preloaded; the routes a reader never visits cost nothing.
import React from 'react';
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';

export default function ComponentCreator(path, hash) {
  let component;
  const load = () => (component ??= createRouteComponent(path, hash));
  function Route(props) {
    const Component = load();
    return <Component {...props} />;
  }
  Route.preload = () => load().preload();
  return Route;
}
