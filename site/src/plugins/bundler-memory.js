// Keeps the memory of a locale build down. Docusaurus 3.7 bundles the client
// and the server side by side and then renders every page in that same
// process, and Rspack 1 (the site runs 1.7.12, pinned in package.json's
// overrides, in place of the 1.2.0-alpha.0 Docusaurus 3.7 asks for) never
// frees a compiler's native memory: functions handed to the native side keep
// the JavaScript compiler reachable, so it is never collected (fixed in
// later Rspack, web-infra-dev/rspack#13565). What the bundling takes stays
// taken while the pages render. Three measures, each measured with
// go tool mage bench (BENCHMARKS.md):
//
// 1. The server bundle is one file: dynamic imports are compiled eagerly, so
//    the server side makes no chunk per route. The pages come out byte for
//    byte the same.
// 2. A full garbage collection once bundling has ended frees the JavaScript
//    side before the pages are rendered (Node runs with --expose-gc).
// 3. A large site bundles its client in a child process of its own, which
//    exits (and so frees everything) before the pages are rendered.
const {fork} = require('child_process');
const logger = require('@docusaurus/logger').default;
const {routeCount} = require('./routes');
const {patchOn} = require('./patches');
const {fromCore} = require('./core');

// Past this many routes a locale build with both bundles in one process
// reaches about 80 % of the 1.5 GB a build may take (the peak grows by
// ~0.4 MB a page). Below it one process is faster: the child loads the site
// a second time. DS_SPLIT_BUNDLING_ABOVE changes the limit (tests set 0).
const splitAbove = Number(process.env.DS_SPLIT_BUNDLING_ABOVE ?? 2000);

const childRole = 'DS_CLIENT_BUNDLE_CHILD';

// Whether this process is the child that bundles the client alone.
const isClientBundleChild = () => process.env[childRole] === 'true';

// Docusaurus's compile(), which buildLocale looks up on this module at each
// call.
const compilerModule = fromCore('@docusaurus/bundler/lib/compiler');
const compile = compilerModule.compile;

// Docusaurus's MDX loader hands the client compilation's result to the
// server compilation of the same process (the server waits for it). With the
// client bundled elsewhere, the server compiles its MDX itself.
function withoutSharedMdx(rules) {
  for (const rule of rules ?? []) {
    for (const item of [rule.use ?? []].flat()) {
      if (item?.options?.crossCompilerCache) {
        item.options = {...item.options, crossCompilerCache: undefined};
      }
    }
    withoutSharedMdx(rule.oneOf);
    withoutSharedMdx(rule.rules);
  }
}

// In the parent: bundle the client in a child started with the same command
// line, and the server here once the child has loaded the site (loading
// rewrites the generated files the server bundle reads) and started its
// compilation (which empties the output folder first).
function compileSplit({configs: [, server], currentBundler}) {
  withoutSharedMdx(server.module?.rules);
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1], process.argv.slice(2), {
      env: {...process.env, [childRole]: 'true'},
      execArgv: process.execArgv,
      stdio: 'inherit',
    });
    let serverDone = null;
    child.once('message', () => {
      serverDone = compile({configs: [server], currentBundler});
      serverDone.catch(() => {}); // reported below, once the child is done
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`the client bundle's process failed (${signal ?? `exit code ${code}`}); its output is above`));
      } else if (!serverDone) {
        reject(new Error("the client bundle's process ended before it started bundling"));
      } else {
        serverDone.then(resolve, reject);
      }
    });
  });
}

module.exports = function bundlerMemory(context) {
  if (!patchOn('bundler-memory')) {
    return {name: 'bundler-memory'};
  }
  const isChild = isClientBundleChild();
  if (isChild) {
    // The child bundles the client alone and ends there; the parent renders.
    compilerModule.compile = async ({configs: [client], currentBundler}) => {
      await compile({configs: [client], currentBundler});
      process.exit(0);
    };
  } else {
    compilerModule.compile = async (options) => {
      const split = options.configs.length === 2 && routeCount(context.generatedFilesDir) > splitAbove;
      const stats = await (split ? compileSplit(options) : compile(options));
      // The compilers have closed: collect what the JavaScript side held
      // (global.gc exists when Node runs with --expose-gc).
      global.gc?.();
      logger.info`Bundled${split ? ' the client apart' : ''}; the bundler's memory is freed before the pages render (bundler-memory)`;
      return stats;
    };
  }
  return {
    name: 'bundler-memory',
    configureWebpack(config, isServer) {
      if (isServer) {
        return {module: {parser: {javascript: {dynamicImportMode: 'eager'}}}};
      }
      if (!isChild) {
        return {};
      }
      // Tell the parent once this compilation has emptied the output folder
      // (Docusaurus's clean step runs on the same hook, first).
      const started = {
        apply(compiler) {
          compiler.hooks.compile.tap('bundler-memory', () => process.send('started'));
        },
      };
      return {plugins: [started]};
    },
  };
};

module.exports.isClientBundleChild = isClientBundleChild;
