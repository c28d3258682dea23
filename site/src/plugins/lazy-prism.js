// The classic theme runs a client module on every page that imports Prism
// only to register extra languages; this site registers none, and loading
// Prism there put ~80 ms of script in front of every first paint. The module
// is replaced by an empty one; code blocks load Prism themselves (see
// src/theme/CodeBlock).
const path = require('path');

module.exports = function lazyPrism() {
  const theme = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  return {
    name: 'lazy-prism',
    configureWebpack() {
      return {
        resolve: {
          // Docusaurus requires client modules by absolute path, without
          // the extension; "$" makes the match exact.
          alias: {[`${path.join(theme, 'lib', 'prism-include-languages')}$`]: path.join(__dirname, 'empty-client-module.js')},
        },
      };
    },
  };
};
