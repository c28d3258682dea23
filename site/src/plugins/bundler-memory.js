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
// 2. On a large site, a full garbage collection once bundling has ended
//    frees the JavaScript side before the pages are rendered (Node runs
//    with --expose-gc).
// 3. A large site bundles its client in a child process of its own, which
//    exits (and so frees everything) before the pages are rendered. The
//    child hands the server bundle its compiled MDX, as Docusaurus's MDX
//    loader does within one process.
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

// Docusaurus's MDX loader compiles each file once for both bundles: the
// server compilation takes what the client compilation of the same process
// made (the loader's crossCompilerCache option, a Map shared by the two).
// With the client bundled in the child, the child sends each result to the
// parent as it is made, and the parent's server compilation waits for it,
// so that no file is compiled twice. At 1,000 posts (2,032 files a locale)
// bundling ended at 58 and 68 s instead of 81 and 87 s, and the whole build
// took 162.6 s instead of 172.1 s. These two stand in for the Map on either
// side.

/** The child's side: every result the client compilation makes is sent. */
function sendingMdx() {
  const sent = [];
  const send = (message) => new Promise((resolve) => process.send(message, () => resolve()));
  const cache = {
    get: () => undefined,
    delete: () => false,
    set(key, {promise}) {
      // A failed compile fails the client bundle, and so the child.
      sent.push(promise.then((code) => send({mdx: key, code}), () => {}));
      return cache;
    },
  };
  return {cache, flushed: () => Promise.all(sent)};
}

/** The parent's side: the server compilation's results, as they arrive. */
function receivingMdx() {
  const arrived = new Map();
  const waiting = new Map();
  let ended = null;
  let received = 0;
  const cache = {
    get: (key) => (arrived.has(key) ? {promise: Promise.resolve(arrived.get(key))} : undefined),
    delete: (key) => arrived.delete(key),
    set(key, entry) {
      if (ended) {
        entry.reject(ended(key));
      } else {
        waiting.set(key, entry);
      }
      return cache;
    },
  };
  return {
    cache,
    receive({mdx, code}) {
      received++;
      const entry = waiting.get(mdx);
      if (entry) {
        waiting.delete(mdx);
        entry.resolve(code);
      } else {
        arrived.set(mdx, code);
      }
    },
    // Once the child has ended nothing more comes: a file the server still
    // waits for is one the client never compiled.
    end() {
      ended = (key) => new Error(`The client bundle's process did not compile ${key}, which the server bundle imports`);
      for (const [key, entry] of waiting) {
        entry.reject(ended(key));
      }
      waiting.clear();
    },
    received: () => received,
  };
}

// Sets the MDX loader's crossCompilerCache option in every rule that has one.
function shareMdx(rules, cache) {
  for (const rule of rules ?? []) {
    for (const item of [rule.use ?? []].flat()) {
      if (item?.options?.crossCompilerCache) {
        item.options = {...item.options, crossCompilerCache: cache};
      }
    }
    shareMdx(rule.oneOf, cache);
    shareMdx(rule.rules, cache);
  }
}

// In the parent: bundle the client in a child started with the same command
// line, and the server here once the child has loaded the site (loading
// rewrites the generated files the server bundle reads) and started its
// compilation (which empties the output folder first).
function compileSplit({configs: [, server], currentBundler}) {
  const mdx = receivingMdx();
  shareMdx(server.module?.rules, mdx.cache);
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1], process.argv.slice(2), {
      env: {...process.env, [childRole]: 'true'},
      execArgv: process.execArgv,
      stdio: 'inherit',
    });
    let serverDone = null;
    child.on('message', (message) => {
      if (message === 'started' && !serverDone) {
        serverDone = compile({configs: [server], currentBundler});
        serverDone.catch(() => {}); // reported below, once the child is done
      } else if (message?.mdx) {
        mdx.receive(message);
      }
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      mdx.end();
      if (code !== 0) {
        reject(new Error(`the client bundle's process failed (${signal ?? `exit code ${code}`}); its output is above`));
      } else if (!serverDone) {
        reject(new Error("the client bundle's process ended before it started bundling"));
      } else {
        serverDone.then((stats) => resolve({stats, mdx: mdx.received()}), reject);
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
      const mdx = sendingMdx();
      shareMdx(client.module?.rules, mdx.cache);
      await compile({configs: [client], currentBundler});
      await mdx.flushed();
      process.exit(0);
    };
  } else {
    compilerModule.compile = async (options) => {
      const large = routeCount(context.generatedFilesDir) > splitAbove;
      const split = large && options.configs.length === 2;
      const {stats, mdx} = split ? await compileSplit(options) : {stats: await compile(options)};
      if (split) {
        logger.info`Bundled the client apart, the server with number=${mdx} markdown files compiled there; the bundler's memory is freed before the pages render (bundler-memory)`;
      } else if (large) {
        logger.info`Bundled; the bundler's memory is freed before the pages render (bundler-memory)`;
      } else {
        logger.info`Bundled, the server in one file (bundler-memory)`;
      }
      if (large) {
        // The compilers have closed: collect what the JavaScript side held
        // (global.gc exists when Node runs with --expose-gc). On a smaller
        // site the full collection cost more than it was worth: the real
        // site's builds peaked at 720–750 MB a locale with it and 770–870
        // MB without, but its clean builds took 1–4 s more CPU and its
        // one-post rebuilds about 0.4 s more (BENCHMARKS.md).
        global.gc?.();
      }
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
