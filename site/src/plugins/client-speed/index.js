// Replaces pieces of Docusaurus's client code that cost the reader
// time on every page of a site with ~800 routes a locale. Each replacement
// keeps the behaviour and changes when or how the work is done.
const path = require('path');
const {patchOn} = require('../patches');

const dir = (pkg) => path.dirname(require.resolve(`${pkg}/package.json`));
const theme = dir('@docusaurus/theme-classic');
const core = dir('@docusaurus/core');
// theme-common exports no package.json: its main file is lib/index.js.
const themeCommon = path.resolve(require.resolve('@docusaurus/theme-common'), '..', '..');
const here = (file) => path.join(__dirname, file);
// The path-to-regexp react-router resolves: the site has other copies, of
// other major versions, for other packages. literal-path.js answers as 1.x
// does, so any other major version stops the build here.
function routerPathToRegexp() {
  const pkg = require.resolve('path-to-regexp/package.json', {paths: [dir('react-router')]});
  const {version} = require(pkg);
  if (!version.startsWith('1.')) {
    throw new Error(`react-router resolves path-to-regexp ${version}, but the route-matching patch answers as 1.x does: turn it off in site/src/plugins/patches.json or bring back 1.x`);
  }
  return path.dirname(pkg);
}

// A "$" key matches that request exactly. Absolute keys name a file without
// its extension: Docusaurus requires client modules that way, and the
// resolver joins a relative import to its directory before looking it up.
// Each replacement is a patch of patches.json, and is left out when the
// pipeline has turned that patch off. Each replacement module registers its
// name in globalThis.__dsPatches, which the tests read from the built site.
const alias = {
  // The classic theme's client module imports Prism only to register extra
  // languages; this site registers none, and it put ~80 ms of script in
  // front of every first paint. Code blocks load Prism themselves
  // (src/theme/CodeBlock).
  ...(patchOn('prism-languages') && {[`${path.join(theme, 'lib', 'prism-include-languages')}$`]: here('empty.js')}),
  // window.docusaurus: prefetching of the links in view, indexed and done
  // in idle time.
  ...(patchOn('prefetch') && {[`${path.join(core, 'lib', 'client', 'docusaurus')}$`]: here('docusaurus.js')}),
  // The route table's component factory, built per route on first preload.
  // Docusaurus aliases this name itself; a plugin's alias of the same name
  // takes its place.
  ...(patchOn('component-creator') && {'@docusaurus/ComponentCreator': here('ComponentCreator.js')}),
  // theme-common's useShallowMemoObject, without String#localeCompare
  // (see reactUtils.js). The replacement loads the original by its full
  // file name, which the "$" key leaves alone.
  ...(patchOn('memo-keys') && {
    [`${path.join(themeCommon, 'lib', 'utils', 'reactUtils')}$`]: here('reactUtils.js'),
    'theme-common-react-utils$': path.join(themeCommon, 'lib', 'utils', 'reactUtils.js'),
  }),
  // The two updates every page makes right after hydration, isBrowser and
  // the window's size, given as transitions (see browserContext.js and
  // useWindowSize.js).
  ...(patchOn('after-hydration') && {
    [`${path.join(core, 'lib', 'client', 'browserContext')}$`]: here('browserContext.js'),
    [`${path.join(themeCommon, 'lib', 'hooks', 'useWindowSize')}$`]: here('useWindowSize.js'),
  }),
  // react-router's route matching, without a regular expression for routes
  // that are plain paths (see literal-path.js). The wrapper loads the copy
  // react-router resolves by its full path, which "$" leaves alone.
  ...(patchOn('route-matching') && {
    'path-to-regexp$': here('path-to-regexp.js'),
    'path-to-regexp-react-router': routerPathToRegexp(),
  }),
  // react-router-config's matchRoutes and renderRoutes, which find a route
  // through an index of the route table (see route-index.js).
  ...(patchOn('route-index') && {'react-router-config$': here('route-index.js')}),
};

module.exports = function clientSpeed() {
  return {
    name: 'client-speed',
    configureWebpack(config, isServer) {
      // The production client starts over several tasks (start.js); the
      // development server keeps Docusaurus's entry, which accepts hot
      // updates.
      const split = !isServer && config.mode === 'production' && patchOn('split-start');
      return {
        resolve: {alias},
        ...(split && {entry: here('start.js')}),
        // The route table's chunk map and the loader registry, each in a
        // chunk of its own: ComponentCreator.js and the prefetching import
        // them apart, and the factory's chunk imports them again. Without
        // this each would be copied into every chunk that imports it, and a
        // page would fetch them twice (Docusaurus turns webpack's shared
        // cache group off).
        ...(!isServer &&
          patchOn('component-creator') && {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  routeData: {
                    test: /[\\/]\.docusaurus[\\/](registry\.js|routesChunkNames\.json)$/,
                    chunks: 'async',
                    enforce: true,
                    priority: 60,
                  },
                },
              },
            },
          }),
      };
    },
  };
};
