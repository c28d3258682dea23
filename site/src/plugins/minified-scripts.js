// Rspack 1 minifies every script of the client again on each build, its
// persistent cache notwithstanding: the real site's 889 scripts, for the
// three or four whose text a post's edit changes. This plugin keeps each
// script's minified text in a file, under a sum of its text before
// minifying. A later build hands a known script back already minified and
// marked so (the asset's `minimized`), which Rspack's minimizer leaves
// alone, as webpack's does; the rest are minified as always and kept for
// the next build. The minimizer makes the same text of the same input, so
// the site is byte for byte what it would be without the plugin.
//
// One English post rebuilt, three pairs taking turns: the minimizer's
// stage 619–687 ms without the kept texts, 27–35 ms with them, after
// 150–200 ms of reading the scripts out of Rspack and summing them. That
// needs the route table to stay as it was (route-keys.js): without it,
// the edit changes main.js, the largest script, and the stage took
// 235–305 ms against 382–445 ms, which the reading and summing ate up.
const crypto = require('crypto');
const fs = require('fs/promises');
const path = require('path');
const logger = require('@docusaurus/logger').default;
const {readJSON, writeJSON} = require('./json-file');

const name = 'minified-scripts';
// The scripts Rspack's minimizer takes.
const script = /\.[cm]?js(\?.*)?$/;

// kind is what of a script other than its text the minimizer reads: its
// extension and whether it is a module. Its name is not: the names are
// content hashes, which come out different in a build with Rspack's cache
// than in one without, for the same text.
function kind(file, info) {
  return `${path.extname(file.split('?')[0])} ${info.javascriptModule ?? ''}`;
}

function sum(kind, text) {
  return crypto.createHash('sha256').update(kind).update('\0').update(text).digest('base64url');
}

class MinifiedScripts {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    if (!compiler.options.optimization?.minimize) {
      return;
    }
    const {Compilation, sources} = compiler.webpack;
    const minify = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE;
    let next; // the texts this build used, by sum
    let minified = 0;
    let scripts = 0;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      let kept; // the texts the last build left, by sum
      const sums = new Map(); // script name → sum of its kind and text before minifying
      compilation.hooks.processAssets.tapPromise({name, stage: minify - 1}, async () => {
        kept = new Map(Object.entries((await readJSON(this.file)) ?? {}));
        for (const {name: file, source, info} of compilation.getAssets()) {
          if (!script.test(file) || info.minimized) {
            continue;
          }
          const key = sum(kind(file, info), source.source());
          sums.set(file, key);
          const text = kept.get(key);
          if (text !== undefined) {
            compilation.updateAsset(file, new sources.RawSource(text), (old) => ({...old, minimized: true}));
          }
        }
      });
      compilation.hooks.processAssets.tap({name, stage: minify + 1}, () => {
        next = new Map();
        minified = 0;
        scripts = sums.size;
        for (const [file, key] of sums) {
          let text = kept.get(key);
          if (text === undefined) {
            text = String(compilation.getAsset(file).source.source());
            minified++;
          }
          next.set(key, text);
        }
      });
    });
    compiler.hooks.done.tapPromise(name, async (stats) => {
      if (!next || stats.hasErrors()) {
        return;
      }
      if (minified > 0) {
        await fs.mkdir(path.dirname(this.file), {recursive: true});
        await writeJSON(this.file, Object.fromEntries(next));
      }
      logger.info`Minified number=${minified} of number=${scripts} scripts, the others as the last build left them (minified-scripts)`;
    });
  }
}

module.exports = {MinifiedScripts};
