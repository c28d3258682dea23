// react-router compiles a regular expression (path-to-regexp 1.x) for each
// route it tests, in order, until one matches; on this site ~800 blog routes
// come before the docs, so opening any doc compiled them all while main.js
// started. For a route that is a plain path, literalMatcher answers exactly
// as that expression would (case-insensitive unless `sensitive`, an optional
// trailing slash unless `strict`, a whole-segment prefix unless `end`)
// without building it, and returns null for anything else.
const plain = /^[\x20-\x7e]*$/;
const special = /[\\:(*]/;

// The expression's "i" flag folds ASCII letters only, for an ASCII path.
const fold = (s) => s.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

function literalMatcher(path, keys, options) {
  if (
    typeof path !== 'string' ||
    !Array.isArray(keys) ||
    !plain.test(path) ||
    special.test(path) ||
    (options && options.delimiter)
  ) {
    return null;
  }
  const strict = Boolean(options && options.strict);
  const end = !options || options.end !== false;
  const same = options && options.sensitive ? (s) => s : fold;
  const slash = path.endsWith('/');
  const base = !strict && slash ? path.slice(0, -1) : path;
  const want = same(base);
  const matchLength = (pathname) => {
    if (pathname.length < base.length || same(pathname.slice(0, base.length)) !== want) {
      return -1;
    }
    const rest = pathname.slice(base.length);
    if (end) {
      return rest === '' || (!strict && rest === '/') ? pathname.length : -1;
    }
    if (!strict && rest === '/') {
      return pathname.length;
    }
    if (rest === '' || rest[0] === '/' || (strict && slash)) {
      return base.length;
    }
    return -1;
  };
  return {
    keys,
    exec(pathname) {
      const length = matchLength(pathname);
      if (length < 0) {
        return null;
      }
      const match = [pathname.slice(0, length)];
      match.index = 0;
      match.input = pathname;
      return match;
    },
  };
}

// Where a route table is searched by address (route-index.js): the key of
// an exact, non-strict, case-insensitive plain route, which the matcher
// above answers for exactly the addresses of the same addressKey (the
// folded path, one trailing slash dropped); null for any other route.
function exactKey(path, options) {
  const {end = true, strict = false, sensitive = false} = options ?? {};
  if (!end || strict || sensitive || !literalMatcher(path, [], options)) {
    return null;
  }
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  return base.endsWith('/') ? null : fold(base);
}

const addressKey = (pathname) => fold(pathname.endsWith('/') ? pathname.slice(0, -1) : pathname);

module.exports = {literalMatcher, exactKey, addressKey};
