// path-to-regexp for react-router: plain paths go through literalMatcher
// (see literal-path.js), everything else through the real package.
const real = require('path-to-regexp/index.js');
const {literalMatcher} = require('./literal-path');

function pathToRegexp(path, keys, options) {
  return literalMatcher(path, keys, options) ?? real(path, keys, options);
}

module.exports = Object.assign(pathToRegexp, real);
