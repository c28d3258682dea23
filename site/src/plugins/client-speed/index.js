// Replaces four pieces of Docusaurus's client code that cost the reader
// time on every page of a site with ~800 routes a locale. Each replacement
// keeps the behaviour and changes only when the work is done.
const path = require('path');

const dir = (pkg) => path.dirname(require.resolve(`${pkg}/package.json`));
const theme = dir('@docusaurus/theme-classic');
const core = dir('@docusaurus/core');

// Keys are absolute paths without the extension, matched exactly ("$"):
// Docusaurus requires client modules that way, and the resolver joins a
// relative import to its directory before looking it up.
const overrides = {
  // The classic theme's client module imports Prism only to register extra
  // languages; this site registers none, and it put ~80 ms of script in
  // front of every first paint. Code blocks load Prism themselves
  // (src/theme/CodeBlock).
  [path.join(theme, 'lib', 'prism-include-languages')]: 'empty.js',
  // window.docusaurus: prefetching of the links in view, indexed and done
  // in idle time (see docusaurus.js).
  [path.join(core, 'lib', 'client', 'docusaurus')]: 'docusaurus.js',
};

module.exports = function clientSpeed() {
  return {
    name: 'client-speed',
    configureWebpack() {
      const alias = {};
      for (const [from, to] of Object.entries(overrides)) {
        alias[`${from}$`] = path.join(__dirname, to);
      }
      // The route table's component factory, built lazily per route (see
      // ComponentCreator.js). Docusaurus aliases this name itself; a plugin's
      // alias of the same name takes its place.
      alias['@docusaurus/ComponentCreator'] = path.join(__dirname, 'ComponentCreator.js');
      // react-router's route matching, without a regular expression for
      // routes that are plain paths (see literal-path.js). The wrapper
      // loads the real package as path-to-regexp/index.js, which "$" leaves
      // alone.
      alias['path-to-regexp$'] = path.join(__dirname, 'path-to-regexp.js');
      return {resolve: {alias}};
    },
  };
};
