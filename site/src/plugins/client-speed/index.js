// Replaces four pieces of Docusaurus's client code that cost the reader
// time on every page of a site with ~800 routes a locale. Each replacement
// keeps the behaviour and changes when or how the work is done.
const path = require('path');

const dir = (pkg) => path.dirname(require.resolve(`${pkg}/package.json`));
const theme = dir('@docusaurus/theme-classic');
const core = dir('@docusaurus/core');
const here = (file) => path.join(__dirname, file);

// A "$" key matches that request exactly. Absolute keys name a file without
// its extension: Docusaurus requires client modules that way, and the
// resolver joins a relative import to its directory before looking it up.
const alias = {
  // The classic theme's client module imports Prism only to register extra
  // languages; this site registers none, and it put ~80 ms of script in
  // front of every first paint. Code blocks load Prism themselves
  // (src/theme/CodeBlock).
  [`${path.join(theme, 'lib', 'prism-include-languages')}$`]: here('empty.js'),
  // window.docusaurus: prefetching of the links in view, indexed and done
  // in idle time.
  [`${path.join(core, 'lib', 'client', 'docusaurus')}$`]: here('docusaurus.js'),
  // The route table's component factory, built per route on first preload.
  // Docusaurus aliases this name itself; a plugin's alias of the same name
  // takes its place.
  '@docusaurus/ComponentCreator': here('ComponentCreator.js'),
  // react-router's route matching, without a regular expression for routes
  // that are plain paths (see literal-path.js). The wrapper loads the real
  // package as path-to-regexp/index.js, which "$" leaves alone.
  'path-to-regexp$': here('path-to-regexp.js'),
};

module.exports = function clientSpeed() {
  return {
    name: 'client-speed',
    configureWebpack() {
      return {resolve: {alias}};
    },
  };
};
