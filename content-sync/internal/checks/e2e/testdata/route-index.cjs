// Compares site/src/plugins/client-speed/route-index.js with the
// react-router-config it stands in for: on a route table shaped like the
// site's (exact plain routes in several spellings, the docs' nested routes,
// routes with parameters, a route without a path, the 404 route), for every
// address below, matchRoutes must give the same routes and matches, and
// renderRoutes must render the same page. Prints each disagreement; exits 1
// if there is one.
const path = require('path');
const root = process.argv[2];
const need = (m) => require(require.resolve(m, {paths: [root]}));
const React = need('react');
const {renderToString} = need('react-dom/server');
const {StaticRouter} = need('react-router');
const original = need('react-router-config');
const indexed = require(path.join(root, 'site', 'src', 'plugins', 'client-speed', 'route-index.js'));

// A route's page says which route it is and what it was given.
const page = (name) =>
  function Page({match, location, route, extra}) {
    return React.createElement('p', null, JSON.stringify({name, match, pathname: location.pathname, route: route.path, extra}));
  };
const parent = (name) =>
  function Parent({route, match}) {
    return React.createElement('div', {title: `${name} ${match.url}`}, tables.impl.renderRoutes(route.routes, {extra: name}));
  };

function table() {
  const r = (p, extra = {}) => ({path: p, exact: true, component: page(p), ...extra});
  return [
    r('/ds/en/'),
    r('/ds/en/blog'),
    r('/ds/en/blog/'),
    r('/ds/en/Blog/tags/UFO'),
    r('/ds/en/blog/tags/ufo'),
    r('/ds/en/blog/tags/UFO/page/2'),
    r('/ds/en/blog/2025/09/01/kenneth-arnold-1947-sighting'),
    r('/ds/en/blog/archive', {strict: true}),
    r('/ds/en/blog/Case', {sensitive: true}),
    r('/ds/en/blog/:id'),
    r('/ds/en/a.b'),
    r('/ds/en/x//'),
    r(['/ds/en/one', '/ds/en/two']),
    {path: '/ds/en/ufo', exact: false, component: page('ufo-prefix')},
    {
      path: '/ds/en/docs',
      component: parent('docs'),
      routes: [
        {
          path: '/ds/en/docs',
          component: parent('version'),
          routes: [
            r('/ds/en/docs/intro'),
            r('/ds/en/docs/tutorial-basics/create-a-page'),
            r('/ds/en/docs/tutorial-basics/'),
            {path: '/ds/en/docs/:rest*', component: page('doc-param')},
          ],
        },
      ],
    },
    r('/ds/en/late/blog'),
    {component: page('pathless'), exact: false},
    r('/ds/en/after-pathless'),
    {path: '*', component: page('404')},
  ];
}

const addresses = ['/', '', '/ds', '/ds/en', '/ds/en/', '/ds/EN/', '/ds/en//', '/ds/en/blog', '/ds/en/blog/', '/ds/en/BLOG',
  '/ds/en/blog//', '/ds/en/blog/tags/ufo', '/ds/en/blog/tags/UFO', '/ds/en/Blog/Tags/Ufo/', '/ds/en/blog/tags/UFO/page/2',
  '/ds/en/blog/tags/ufo/page/2/', '/ds/en/blog/tags/UFO/page/3', '/ds/en/blog/2025/09/01/kenneth-arnold-1947-sighting',
  '/ds/en/blog/2025/09/01/Kenneth-Arnold-1947-Sighting/', '/ds/en/blog/archive', '/ds/en/blog/archive/',
  '/ds/en/blog/Case', '/ds/en/blog/case', '/ds/en/blog/x', '/ds/en/a.b', '/ds/en/aXb', '/ds/en/x/', '/ds/en/x//',
  '/ds/en/x', '/ds/en/one', '/ds/en/two/', '/ds/en/ufo', '/ds/en/ufo/', '/ds/en/ufo/roswell', '/ds/en/ufos',
  '/ds/en/docs', '/ds/en/docs/', '/ds/en/docs/intro', '/ds/en/docs/Intro/', '/ds/en/docs/tutorial-basics',
  '/ds/en/docs/tutorial-basics/create-a-page', '/ds/en/docs/missing', '/ds/en/late/blog', '/ds/en/after-pathless',
  '/ds/en/blog/2025/09/01/kenneth-arnold-1947-sighting.html', '/ds/en/\u212Ablog', '/ds/en/blog\u00e9', 'ds/en/blog'];

// The routes of a branch, by their path, and their matches.
const branch = (b) => JSON.stringify(b.map(({route, match}) => [route.path ?? null, match]));

const tables = {impl: null};
let checked = 0;
let wrong = 0;
const report = (what, address, want, got) => {
  checked++;
  if (want !== got) {
    console.log(`${what} on ${JSON.stringify(address)}:\n  react-router-config ${want}\n  route-index         ${got}`);
    wrong++;
  }
};
const render = (impl, routes, address) => {
  tables.impl = impl;
  return renderToString(React.createElement(StaticRouter, {location: address}, impl.renderRoutes(routes, {extra: 'top'})));
};
const routes = table();
for (const address of addresses) {
  report('matchRoutes', address, branch(original.matchRoutes(routes, address)), branch(indexed.matchRoutes(routes, address)));
  report('renderRoutes', address, render(original, routes, address), render(indexed, routes, address));
}
// A table without a 404 route renders nothing for an unknown address.
const short = table().slice(0, 13);
for (const address of ['/ds/en/nothing', '/ds/en/blog']) {
  report('renderRoutes without a 404 route', address, render(original, short, address), render(indexed, short, address));
  report('matchRoutes without a 404 route', address, branch(original.matchRoutes(short, address)), branch(indexed.matchRoutes(short, address)));
}
console.log(`${checked} comparisons, ${wrong} wrong`);
process.exit(wrong > 0 ? 1 : 0);
