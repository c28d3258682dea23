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
const fs = require('fs');
const path = require('path');
const logger = require('@docusaurus/logger').default;

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

// read gives the texts kept by the last build; none if the file is missing
// or unreadable.
function read(file) {
  try {
    return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))));
  } catch {
    return new Map();
  }
}

// write replaces the file through a rename, so a build stopped meanwhile
// leaves the last one whole.
function write(file, texts) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(Object.fromEntries(texts)));
  fs.renameSync(tmp, file);
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
      const kept = read(this.file);
      const sums = new Map(); // script name → sum of its kind and text before minifying
      compilation.hooks.processAssets.tap({name, stage: minify - 1}, () => {
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
    compiler.hooks.done.tap(name, (stats) => {
      if (!next || stats.hasErrors()) {
        return;
      }
      if (minified > 0) {
        write(this.file, next);
      }
      logger.info`Minified number=${minified} of number=${scripts} scripts, the others as the last build left them (minified-scripts)`;
    });
  }
}

module.exports = {MinifiedScripts};
