// Checks site/src/plugins/lazy-cli.cjs against the installed Docusaurus:
// each importer it names still requires the module it defers; the exports
// it answers without loading are functions of that module, and its answer
// to __esModule is the module's. Then, in two fresh Node processes, one
// with the preload and one without, loads what a build loads at start
// (the CLI's entry imported as its bin script does, the build command, the
// bundler and the client's configuration): with the preload none of the
// deferred modules may have been loaded, without it each must have been
// (else the entry defers nothing), and a deferred export, once used, must
// be the module's own. Prints each disagreement; exits 1 if there is one.
const fs = require('fs');
const path = require('path');
const {execFileSync} = require('child_process');
const {createRequire} = require('module');

const root = process.argv[2];
const modules = path.join(root, 'node_modules');
const preload = path.join(root, 'site', 'src', 'plugins', 'lazy-cli.cjs');
process.env.DS_PATCHES_OFF = 'lazy-cli'; // its table, without its hook in this process
const {deferred} = require(preload);

const problems = [];
const resolved = []; // every deferred module's file

for (const [importer, requests] of Object.entries(deferred)) {
  const file = path.join(modules, importer);
  const source = fs.readFileSync(file, 'utf8');
  const req = createRequire(file);
  for (const [request, entry] of Object.entries(requests)) {
    if (!source.includes(`require("${request}")`)) {
      problems.push(`${importer} no longer requires ${request}`);
      continue;
    }
    const real = req(request);
    resolved.push(req.resolve(request));
    for (const name of entry.functions ?? []) {
      if (typeof real[name] !== 'function') problems.push(`${request} (from ${importer}): ${name} is not a function`);
    }
    if ('esModule' in entry && Boolean(real.__esModule) !== entry.esModule) {
      problems.push(`${request} (from ${importer}): __esModule is ${Boolean(real.__esModule)}, the preload says ${entry.esModule}`);
    }
  }
}

// What a build loads before it reads the site; prints the deferred files
// found loaded, then whether using a deferred export reached the module.
const probe = `
const {createRequire} = require('module');
const req = createRequire(${JSON.stringify(path.join(modules, '@docusaurus', 'core', 'package.json'))});
(async () => {
  await import(${JSON.stringify(path.join(modules, '@docusaurus', 'core', 'lib', 'index.js'))});
  req('./lib/commands/build/build.js');
  req('./lib/webpack/client.js');
  req('@docusaurus/bundler');
  const files = ${JSON.stringify(resolved)};
  const loaded = files.filter((f) => require.cache[f]);
  const babel = createRequire(req.resolve('@docusaurus/bundler'))('@docusaurus/babel');
  const used = typeof babel.extractAllSourceCodeFileTranslations === 'function';
  console.log(JSON.stringify({loaded, used}));
})();
`;
function run(withPreload) {
  const args = [...(withPreload ? ['--require', preload] : []), '-e', probe];
  const out = execFileSync(process.execPath, args, {cwd: root, env: {...process.env, DS_PATCHES_OFF: ''}}).toString();
  return JSON.parse(out.trim().split('\n').pop());
}
const lazy = run(true);
for (const f of lazy.loaded) problems.push(`with the preload, a build's start loaded ${path.relative(modules, f)}`);
if (!lazy.used) problems.push('with the preload, babel\'s extractAllSourceCodeFileTranslations did not load');
const plain = run(false);
for (const f of resolved) {
  if (!plain.loaded.includes(f)) problems.push(`without the preload, a build's start did not load ${path.relative(modules, f)}: nothing to defer`);
}

for (const p of problems) console.log(p);
console.log(`${resolved.length} deferred modules checked`);
process.exit(problems.length ? 1 : 0);
