// react-router-config for a route table of ~800 routes a locale. The
// original tests the routes one by one until one matches, three times for
// each page: in preload, in normalizeLocation and in the <Switch> of
// renderRoutes. Here a table is indexed once: an exact, plain route
// (literal-path.js) is found by its address in a Map, and only the other
// routes (the docs' parent routes, the 404 route, routes with parameters)
// are still tried in order. The route found, its match and the rendered
// element are the ones the original gives. Rendering a locale's pages in a
// clean build took 10.9-12.1 s of CPU with the original and 7.4-10.2 s
// with this (three builds each, taking turns); the pages are the same.
const React = require('react');
const {matchPath, Router, Route, __RouterContext: RouterContext} = require('react-router');
const {exactKey, addressKey} = require('./literal-path');

(globalThis.__dsPatches ||= []).push('route-index');

// The options each way matches a route with: matchRoutes passes the route
// itself, <Switch> the props renderRoutes gives its <Route>.
const optionsFor = {
  config: (route) => route,
  switch: (route) => ({path: route.path, exact: route.exact, strict: route.strict}),
};

const indexes = {config: new WeakMap(), switch: new WeakMap()};

function indexOf(routes, kind) {
  let index = indexes[kind].get(routes);
  if (!index) {
    const exact = new Map();
    const rest = [];
    routes.forEach((route, i) => {
      const o = optionsFor[kind](route);
      const key = o.path ? exactKey(o.path, {end: Boolean(o.exact), strict: Boolean(o.strict), sensitive: Boolean(o.sensitive)}) : null;
      if (key === null) {
        rest.push(i);
      } else if (!exact.has(key)) {
        exact.set(key, i);
      }
    });
    index = {exact, rest};
    indexes[kind].set(routes, index);
  }
  return index;
}

// The position of the first route that matches pathname, or -1. A route
// without a path matches when pathless says so, as in the original.
function firstMatch(routes, kind, pathname, pathless) {
  const {exact, rest} = indexOf(routes, kind);
  const found = exact.get(addressKey(pathname)) ?? routes.length;
  for (const i of rest) {
    if (i > found) {
      break;
    }
    const o = optionsFor[kind](routes[i]);
    if (o.path ? matchPath(pathname, o) : pathless) {
      return i;
    }
  }
  return found < routes.length ? found : -1;
}

function matchRoutes(routes, pathname, branch = []) {
  const i = firstMatch(routes, 'config', pathname, true);
  if (i >= 0) {
    const route = routes[i];
    const match = route.path
      ? matchPath(pathname, route)
      : branch.length
        ? branch[branch.length - 1].match
        : Router.computeRootMatch(pathname);
    branch.push({route, match});
    if (route.routes) {
      matchRoutes(route.routes, pathname, branch);
    }
  }
  return branch;
}

// react-router's <Switch> over renderRoutes' elements, which finds the
// element to render through the index.
function IndexedSwitch({routes, elements, location: given}) {
  const context = React.useContext(RouterContext);
  if (!context) {
    throw new Error('Invariant failed: You should not use <Switch> outside a <Router>');
  }
  const location = given || context.location;
  const i = firstMatch(routes, 'switch', location.pathname, Boolean(context.match));
  if (i < 0) {
    return null;
  }
  const element = elements[i];
  const {path} = element.props;
  const match = path ? matchPath(location.pathname, {...element.props, path}) : context.match;
  return match ? React.cloneElement(element, {location, computedMatch: match}) : null;
}

function renderRoutes(routes, extraProps = {}, switchProps = {}) {
  if (!routes) {
    return null;
  }
  const elements = routes.map((route, i) =>
    React.createElement(Route, {
      key: route.key || i,
      path: route.path,
      exact: route.exact,
      strict: route.strict,
      render: (props) =>
        route.render
          ? route.render({...props, ...extraProps, route})
          : React.createElement(route.component, {...props, ...extraProps, route}),
    }),
  );
  return React.createElement(IndexedSwitch, {location: switchProps.location, routes, elements});
}

module.exports = {matchRoutes, renderRoutes};
