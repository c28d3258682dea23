// Docusaurus names each route in the route table by a hash of its whole
// config, which holds its metadata: the source's last-update time. An edit
// to a post changes that time and so the post's name in the table, which
// lives in the entry chunk (main.js, the largest script) and in the chunk
// that maps routes to their chunks. Both then had to be bundled and
// minified again, and were downloaded again by every reader. This patch
// (route-keys) hands Docusaurus's code generation the routes without their
// metadata, which it reads for nothing else; the routes themselves, which
// the sitemap and the other plugins read after it, keep theirs. Two routes
// on one path are still told apart, as before, by the rest of their
// configs.
const path = require('path');
const logger = require('@docusaurus/logger').default;
const {core} = require('./core');
const {patchOn} = require('./patches');

const codegen = require(path.join(core, 'lib', 'server', 'codegen', 'codegenRoutes.js'));
const generateRouteFiles = codegen.generateRouteFiles;

/** @param {import('@docusaurus/types').RouteConfig} route */
function withoutMetadata({metadata, routes, ...rest}) {
  return routes ? {...rest, routes: routes.map(withoutMetadata)} : rest;
}

module.exports = function routeKeys() {
  if (patchOn('route-keys') && codegen.generateRouteFiles === generateRouteFiles) {
    codegen.generateRouteFiles = (params) => generateRouteFiles({...params, routes: params.routes.map(withoutMetadata)});
    logger.info`Routes named in the route table without their last-update times (route-keys)`;
  }
  return {name: 'route-keys'};
};
