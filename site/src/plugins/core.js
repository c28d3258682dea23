// Docusaurus core's folder, and a module as core resolves it: the plugins
// that build on Docusaurus's internals reach the copies core itself uses.
const path = require('path');

const core = path.dirname(require.resolve('@docusaurus/core/package.json'));

exports.core = core;
/** @param {string} request */
exports.fromCore = (request) => require(require.resolve(request, {paths: [core]}));
