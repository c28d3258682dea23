// Compares site/src/plugins/client-speed/literal-path.js with the
// path-to-regexp react-router uses, on every combination of route, address
// and option below. Prints each disagreement; exits 1 if there is one.
const path = require('path');
const root = process.argv[2];
const real = require(path.join(root, 'node_modules', 'path-to-regexp'));
const {literalMatcher, exactKey, addressKey} = require(path.join(root, 'site', 'src', 'plugins', 'client-speed', 'literal-path.js'));

const routes = ['/', '/ds/', '/ds/en/', '/ds/en/blog', '/ds/en/blog/', '/ds/en/x//', '/ds/en/Blog', '/ds/blog/tags/UFO', '/ds/blog/tags/UFO/page/2',
  '/ds/a.b', '/ds/a+b', '/ds/a?b', '/ds/a-b_c~d', '/ds/en/ufo/index_ufo', ''];
const addresses = ['', '/', '/ds', '/ds/', '/ds/en', '/ds/en/', '/ds/en//', '/ds/en/blog', '/ds/en/blog/', '/ds/en/blogs',
  '/ds/en/blog/x', '/DS/EN/BLOG', '/ds/blog/tags/ufo', '/ds/blog/tags/UFO/', '/ds/blog/tags/UFO/page/2',
  '/ds/blog/tags/ufo/page/20', '/ds/a.b', '/ds/aXb', '/ds/a+b', '/ds/aab', '/ds/a?b', '/ds/ab', '/ds/A-B_C~D',
  '/ds/en/ufo/index_ufo/', '/ds/en/ufo/INDEX_UFO', '/ds/en/x', '/ds/en/x/', '/ds/en/x//', '/ds/en/x///', '/ds/\u212Aen/', '/ds/en/\u00e9', 'ds/en/'];
const flags = [false, true];
let checked = 0;
let wrong = 0;
for (const route of routes) {
  for (const end of flags) {
    for (const strict of flags) {
      for (const sensitive of flags) {
        const options = {end, strict, sensitive};
        const fast = literalMatcher(route, [], options);
        if (!fast) {
          console.log(`no literal matcher for ${JSON.stringify(route)}`);
          wrong++;
          continue;
        }
        const re = real(route, [], options);
        // An indexed route (route-index.js) matches where the keys agree.
        const key = exactKey(route, options);
        for (const address of addresses) {
          const want = re.exec(address);
          const got = fast.exec(address);
          checked++;
          if ((want && want[0]) !== (got && got[0])) {
            console.log(`${JSON.stringify(route)} ${JSON.stringify(options)} on ${JSON.stringify(address)}: ` +
              `path-to-regexp ${JSON.stringify(want && want[0])}, literal ${JSON.stringify(got && got[0])}`);
            wrong++;
          }
          if (key !== null && (key === addressKey(address)) !== Boolean(want)) {
            console.log(`${JSON.stringify(route)} ${JSON.stringify(options)} on ${JSON.stringify(address)}: ` +
              `path-to-regexp ${want ? 'matches' : 'does not match'}, but the keys ${key === addressKey(address) ? 'agree' : 'differ'}`);
            wrong++;
          }
        }
      }
    }
  }
}
for (const route of ['/ds/:id', '/ds/(a)', '/ds/*', '*', '/ds/a\\b', '/ds/\u00e9']) {
  if (literalMatcher(route, [], {}) !== null) {
    console.log(`${JSON.stringify(route)} is not a plain path but got a literal matcher`);
    wrong++;
  }
}
console.log(`${checked} comparisons, ${wrong} wrong`);
process.exit(wrong > 0 ? 1 : 0);
