// The parts of Docusaurus 3.7's static site generation (lib/ssg) that the
// render plugin builds on, and what a page's render gives, in a form that
// can pass between processes and be kept on disk.
const path = require('path');

const {core, fromCore} = require('../core');
const ssgFile = (name) => require(path.join(core, 'lib', 'ssg', name));

// The module whose generateStaticFiles Docusaurus's SSG step looks up at
// each call; loadAppRenderer and printSSGWarnings are its exports too.
exports.ssg = ssgFile('ssg.js');
// The module whose executeSSG the build looks up at each call, with the
// site's props.
exports.ssgExecutor = ssgFile('ssgExecutor.js');
exports.template = ssgFile('ssgTemplate.js'); // compileSSGTemplate, renderSSGTemplate
exports.utils = ssgFile('ssgUtils.js'); // writeStaticFile, SSGConcurrency
exports.getHtmlMinifier = fromCore('@docusaurus/bundler').getHtmlMinifier;
exports.pMap = fromCore('p-map');
exports.logger = fromCore('@docusaurus/logger').default;
// The files of chunks, from the client manifest, as the SSG template finds
// them.
exports.getBundles = fromCore('react-loadable-ssr-addon-v5-slorber').getBundles;
// The name of a route module's chunk in the route registry: Docusaurus
// remembers each name it gave while it wrote the registry.
exports.genChunkName = require(path.join(core, 'lib', 'server', 'codegen', 'codegenRoutes.js')).genChunkName;

// A page's head (react-helmet-async's server state) is made of functions:
// each part is kept as the string and the elements it gives, the elements as
// their type and props, which is what the sitemap reads from it.
function plainElements(value) {
  if (Array.isArray(value)) {
    return value.map(plainElements);
  }
  if (value && typeof value === 'object' && 'props' in value) {
    return {type: value.type, key: value.key, props: value.props};
  }
  return value;
}

/** What a page collected, with its head in plain data. */
exports.plainCollected = function plainCollected(data) {
  const helmet = {};
  for (const [part, state] of Object.entries(data.helmet ?? {})) {
    helmet[part] = {string: state.toString(), component: plainElements(state.toComponent())};
  }
  return {...data, helmet};
};

/** The other way: a head that answers toString and toComponent again. */
exports.liveCollected = function liveCollected(data) {
  const helmet = {};
  for (const [part, {string, component}] of Object.entries(data.helmet)) {
    helmet[part] = {toString: () => string, toComponent: () => component};
  }
  return {...data, helmet};
};
