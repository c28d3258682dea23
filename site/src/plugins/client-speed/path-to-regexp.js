// path-to-regexp for react-router: plain paths go through literalMatcher
// (see literal-path.js), everything else through the real package: the copy
// react-router itself resolves (client-speed/index.js checks it is the 1.x
// that literalMatcher answers for).
const {literalMatcher} = require('./literal-path');
const real = require('path-to-regexp-react-router');

(globalThis.__dsPatches ||= []).push('route-matching');

function pathToRegexp(path, keys, options) {
  return literalMatcher(path, keys, options) ?? real(path, keys, options);
}

module.exports = Object.assign(pathToRegexp, real);
