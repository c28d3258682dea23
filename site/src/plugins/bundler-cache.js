// Keeps Rspack's compilations between builds of a locale, in its persistent
// cache under the staged site folder, so that a rebuild after a content edit
// compiles again only the modules that changed (the real site, runs
// interleaved with and without it: one English post rebuilt in 0.44–0.47 of
// a full build instead of 0.61–0.65; BENCHMARKS.md).
//
// The pipeline turns it on by naming the cache's version
// (DS_BUNDLER_CACHE_VERSION): a sum of the staged tree without its posts and
// docs, of the settings and of the lockfile. Any change but a content edit
// thus starts a fresh cache; each post or doc is a module of its own, which
// the cache checks file by file. Other builds (the dev server, plain builds)
// go without it.
//
// The client's minified scripts are kept beside the cache, in the same
// version's folder (minified-scripts.js).
//
// What such a build writes is a clean build's, byte for byte, but for the
// runtime chunk: Rspack 1.2 writes the compilation's hash into it, unused
// (web-infra-dev/rspack#9947), and with the cache that hash comes out
// different, and the minifier then picks other variable names.
const fs = require('fs');
const path = require('path');
const {routeCount} = require('./routes');
const {patchOn} = require('./patches');
const {MinifiedScripts} = require('./minified-scripts');

// Past this many routes the cache is left off: it holds the whole
// compilation once more while it is written, and at 1,000 posts (about
// 5,000 routes a locale) it took the client bundle's peak from 1,316 to
// 1,489 MB, too close to the 1.5 GB a build may use.
const cacheUpTo = 2000;

// Rspack keeps each version's cache in a folder of its own and never
// removes one: a site whose code was changed twenty times held 1.6 GB of
// caches. Only the version being built is kept.
function pruneOtherVersions(root, version) {
  let entries = [];
  try {
    entries = fs.readdirSync(root);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry !== version) {
      fs.rmSync(path.join(root, entry), {recursive: true, force: true});
    }
  }
}

module.exports = function bundlerCache(context) {
  const version = process.env.DS_BUNDLER_CACHE_VERSION;
  if (!version || !patchOn('bundler-cache')) {
    return {name: 'bundler-cache'};
  }
  return {
    name: 'bundler-cache',
    configureWebpack(config, isServer, utils) {
      if (utils?.currentBundler?.name !== 'rspack' || routeCount(context.generatedFilesDir) > cacheUpTo) {
        return {};
      }
      const side = isServer ? 'server' : 'client';
      const root = path.join(context.siteDir, '.cache', 'rspack');
      if (!isServer) {
        pruneOtherVersions(root, version);
      }
      // Rspack leaves its cache off in production unless asked.
      return {
        plugins: isServer ? [] : [new MinifiedScripts(path.join(root, version, 'minified-scripts.json'))],
        cache: true,
        experiments: {
          cache: {
            type: 'persistent',
            version,
            storage: {type: 'filesystem', directory: path.join(root, version, side)},
          },
        },
      };
    },
  };
};
