// The live preview's watching of the staged tree (go tool mage start), for
// the site-watcher patch of patches.json. Both changes put the edited page
// in the browser first; everything a save changes still reloads.
//
// Docusaurus 3.7's development server watches the locale's i18n folder for
// the site: any change in it loads the whole site again, 500 ms later. A
// translated post or doc lies in that folder, and its plugin watches it and
// reloads anyway. Here a file that a plugin watches reloads that plugin
// only; the locale's other files (the theme's translations, code.json)
// still reload the site.
//
// A plugin reload (for the blog, reading every post again) and the
// recompile of the saved file both start at the save, and the recompile
// waits for the JavaScript thread the reload holds: on the real site, 0.3 s
// of the 0.5 s it took. Here the reload waits until the bundler is done and
// the browser has had the update; it then rewrites what the save changed in
// the plugin's data, which most saves leave as it was.
const path = require('path');
const {patchOn} = require('./patches');
const {core, fromCore} = require('./core');

// The module whose setupSiteFileWatchers `docusaurus start` looks up once
// the site has loaded, and with it this plugin.
const watcher = require(path.join(core, 'lib', 'commands', 'start', 'watcher.js'));
const {createMatcher, posixPath} = fromCore('@docusaurus/utils');

// How long a plugin's reload waits for the bundler to notice the save
// (within about 20 ms on an idle machine, longer on a busy one); a file
// that is no module yet (a new post) is reloaded after this alone.
const notice = 300;
// How long it then waits after the bundler is done: the browser fetches
// and applies the update in about 150 ms, and a reload meanwhile slowed
// that by a half (eight saves each, interleaved: 870 → 780 ms, medians).
const settle = 300;

const bundler = {busy: false, waiting: new Map(), timer: undefined};

// Reloads the plugins whose files changed, unless the bundler is at work.
function flush() {
  if (bundler.busy) {
    return;
  }
  const waiting = [...bundler.waiting.values()];
  bundler.waiting.clear();
  waiting.forEach((reload) => reload());
}

/** Docusaurus's setupSiteFileWatchers, with the two changes above. */
function setupSiteFileWatchers({props, cliOptions}, callback) {
  const {siteDir} = props;
  const polling = watcher.createPollingOptions(cliOptions);
  const pluginPaths = props.plugins.map((plugin) => watcher.getPluginPathsToWatch({siteDir, plugin}));
  const pluginFile = createMatcher(pluginPaths.flat());
  watcher.watch(
    {
      pathsToWatch: watcher.getSitePathsToWatch({props}),
      siteDir,
      ...polling,
      ignored: (file) => pluginFile(posixPath(path.relative(siteDir, file))),
    },
    (event) => callback({plugin: null, event}),
  );
  props.plugins.forEach((plugin, i) => {
    watcher.watch({pathsToWatch: pluginPaths[i], siteDir, ...polling}, (event) => {
      bundler.waiting.set(plugin, () => callback({plugin, event}));
      clearTimeout(bundler.timer);
      bundler.timer = setTimeout(flush, notice);
    });
  });
}

module.exports = function previewWatch() {
  if (!patchOn('site-watcher')) {
    return {name: 'preview-watch'};
  }
  watcher.setupSiteFileWatchers = setupSiteFileWatchers;
  return {
    name: 'preview-watch',
    configureWebpack(config, isServer) {
      if (isServer) {
        return {};
      }
      const idle = () => {
        bundler.busy = false;
        setTimeout(flush, settle);
      };
      return {
        plugins: [
          {
            apply(compiler) {
              const busy = () => {
                bundler.busy = true;
              };
              compiler.hooks.invalid.tap('preview-watch', busy);
              compiler.hooks.watchRun.tap('preview-watch', busy);
              compiler.hooks.done.tap('preview-watch', idle);
              compiler.hooks.failed.tap('preview-watch', idle);
            },
          },
        ],
      };
    },
  };
};
