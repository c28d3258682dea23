// Loaded before Docusaurus's CLI (node --require, by the pipeline's locale
// builds): the modules that the CLI loads on start but a production build
// with Rspack never uses are loaded only when something uses them. Loading
// them took about 0.5 s of each build's start, on the main thread, before
// the site is read: the other commands (the dev server's with
// fork-ts-checker among them), Babel's translation extractor, Terser's HTML
// minifier (the pipeline builds with SKIP_HTML_MINIFICATION), webpackbar
// (webpack's progress bar) and the bundle analyzer.
//
// Each deferred module stands in its importer as a proxy that loads the
// real module at the first use of its exports. Exports that Docusaurus reads
// at start only to hand on, the commands' functions given to commander and
// re-exported through getters, are answered with a function that loads the
// module when called. Written for @docusaurus/core, bundler and babel 3.7.0
// (patch lazy-cli in patches.json); the e2e check testdata/lazy-cli.cjs
// compares each entry with the modules themselves.
'use strict';
const Module = require('module');
const path = require('path');
const {patchOn} = require('./patches');

// Docusaurus's commands but build: module, under lib/commands, → the
// function it exports.
const commands = {
  clear: 'clear',
  deploy: 'deploy',
  external: 'externalCommand',
  serve: 'serve',
  'start/start': 'start',
  swizzle: 'swizzle',
  writeHeadingIds: 'writeHeadingIds',
  writeTranslations: 'writeTranslations',
};
const commandsAs = (prefix) =>
  Object.fromEntries(Object.entries(commands).map(([module, fn]) => [prefix + module, {functions: [fn]}]));

// importer, as a path under node_modules → the importer's request → the
// exports answered without loading (functions), and whether the module is
// an ES module in CommonJS (__esModule), for importers that ask.
const deferred = {
  '@docusaurus/core/lib/index.js': commandsAs('./commands/'),
  '@docusaurus/core/lib/commands/cli.js': commandsAs('./'),
  '@docusaurus/core/lib/webpack/client.js': {'webpack-bundle-analyzer': {}},
  '@docusaurus/bundler/lib/minifyHtml.js': {'html-minifier-terser': {}},
  // tslib's __importDefault asks whether it is an ES module.
  '@docusaurus/bundler/lib/currentBundler.js': {webpackbar: {esModule: false}},
  '@docusaurus/babel/lib/index.js': {'./babelTranslationsExtractor': {}},
};

/** @param {string} filename an importer's path */
function importer(filename) {
  const file = filename.split(path.sep).join('/');
  const i = file.lastIndexOf('/node_modules/');
  return i < 0 ? undefined : deferred[file.slice(i + '/node_modules/'.length)];
}

// A stand-in for a module: the declared functions until it is loaded, and
// the module itself for anything else, loaded then.
function lazy(load, entry) {
  let real;
  const loaded = () => (real ??= load());
  const stand = {};
  for (const name of entry.functions ?? []) {
    stand[name] = function deferredExport(...args) {
      return loaded()[name].apply(this, args);
    };
  }
  return new Proxy(stand, {
    get(target, key) {
      if (real === undefined && Object.hasOwn(target, key)) return target[key];
      if (key === '__esModule' && 'esModule' in entry && real === undefined) return entry.esModule || undefined;
      return loaded()[key];
    },
    has: (target, key) => key in loaded(),
    ownKeys: () => Reflect.ownKeys(loaded()),
    getOwnPropertyDescriptor(target, key) {
      const d = Reflect.getOwnPropertyDescriptor(loaded(), key);
      if (d) d.configurable = true; // a proxy may not report what its target lacks as fixed
      return d;
    },
  });
}

if (patchOn('lazy-cli')) {
  const load = Module._load;
  Module._load = function deferringLoad(request, parent, isMain) {
    const entry = parent?.filename && importer(parent.filename)?.[request];
    if (!entry) return load.apply(this, arguments);
    return lazy(() => load.call(Module, request, parent, isMain), entry);
  };
  process.stdout.write("[INFO] Docusaurus's CLI started without the modules a build does not use; they load if used (lazy-cli)\n");
}

exports.deferred = deferred;
