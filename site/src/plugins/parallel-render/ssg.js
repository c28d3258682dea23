// Docusaurus's page renderer, and what it collects from each page in a form
// that can pass between processes.
const path = require('path');

const core = path.dirname(require.resolve('@docusaurus/core/package.json'));

// The module whose generateStaticFiles Docusaurus's SSG step looks up at
// each call.
exports.ssg = require(path.join(core, 'lib', 'ssg', 'ssg.js'));

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

exports.toPlain = function toPlain(collectedData) {
  const out = {};
  for (const [pathname, data] of Object.entries(collectedData)) {
    const helmet = {};
    for (const [part, state] of Object.entries(data.helmet ?? {})) {
      helmet[part] = {string: state.toString(), component: plainElements(state.toComponent())};
    }
    out[pathname] = {...data, helmet};
  }
  return out;
};

exports.fromPlain = function fromPlain(collectedData) {
  for (const data of Object.values(collectedData)) {
    for (const [part, {string, component}] of Object.entries(data.helmet)) {
      data.helmet[part] = {toString: () => string, toComponent: () => component};
    }
  }
  return collectedData;
};
