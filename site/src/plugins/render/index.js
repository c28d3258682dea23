// Takes over the writing of a locale's pages (Docusaurus 3.7's
// generateStaticFiles) for two patches of patches.json:
//
// parallel-render: Docusaurus renders every page on its main thread, one
// after the other, so while one locale is built alone (a rebuild after an
// edit) the other cores idle for the whole rendering. The pipeline says how
// many processes may render (DS_RENDER_PROCESSES). Each helper starts as
// the plugin loads, so it has loaded Docusaurus's renderer by the time the
// pages are due, and renders its share of them.
//
// page-reuse: a page whose key is that of its last render (reuse.js) is not
// rendered again: its kept render result is put in this build's template.
// After an edit of one post, that leaves the post and the lists that show
// it to render.
//
// Either way a page comes out byte for byte as Docusaurus's own
// generateStaticFiles writes it, and the build collects the same from it,
// whichever process rendered it or whether it was rendered at all.
const {fork} = require('child_process');
const path = require('path');
const {ssg, ssgExecutor, logger, liveCollected} = require('./docusaurus');
const {writePages, failure} = require('./pages');
const {Store, siteDigest} = require('./reuse');
const {isClientBundleChild} = require('../bundler-memory.js');
const {patchOn} = require('../patches');

const processes = Math.max(1, Number(process.env.DS_RENDER_PROCESSES) || 1);

// Up to this many pages to render are rendered here alone: a helper spends
// about a second loading the server bundle before its first page.
const aloneUpTo = 16;

// Deals the pages out in turn, so that each share holds about as many
// posts, lists and tag pages as the others.
function deal(pathnames, n) {
  const shares = Array.from({length: n}, () => []);
  pathnames.forEach((p, i) => shares[i % n].push(p));
  return shares;
}

// Starts a helper that keeps this process alive only while it owes an
// answer; it ends when this process lets it go or ends.
function startHelper() {
  const helper = fork(path.join(__dirname, 'helper.js'), {
    stdio: 'inherit',
    serialization: 'advanced',
    execArgv: [],
  });
  helper.on('error', () => {}); // a failed send is reported by renderIn
  helper.unref();
  helper.channel.unref();
  return helper;
}

// Hands a helper its share of the pages and waits for their outcomes.
function renderIn(helper, message) {
  return new Promise((resolve, reject) => {
    const settle = (f, value) => {
      helper.channel?.unref();
      f(value);
    };
    if (!helper.connected) {
      reject(new Error(`a page-rendering process ended before the pages were due (exit code ${helper.exitCode})`));
      return;
    }
    helper.channel.ref();
    helper.once('message', (msg) => (msg.error ? settle(reject, new Error(msg.error)) : settle(resolve, msg.outcomes)));
    helper.once('exit', (code, signal) =>
      settle(reject, new Error(`a page-rendering process ended early (${signal ?? `exit code ${code}`}); its output is above`)),
    );
    helper.send(message, (err) => err && settle(reject, err));
  });
}

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 'es'}`;

module.exports = function render(context) {
  const version = process.env.DS_BUNDLER_CACHE_VERSION;
  const parallel = patchOn('parallel-render') && processes > 1;
  const reuse = patchOn('page-reuse') && Boolean(version);
  // Only a production build writes pages; the client-bundle child of
  // bundler-memory.js writes none.
  if ((!parallel && !reuse) || process.env.NODE_ENV !== 'production' || isClientBundleChild()) {
    return {name: 'render'};
  }
  const helpers = parallel ? Array.from({length: processes - 1}, startHelper) : [];
  const storeDir = path.join(context.siteDir, '.cache', 'pages');

  // The route table reaches the SSG step only through executeSSG's props.
  let routes = null;
  const executeSSG = ssgExecutor.executeSSG;
  ssgExecutor.executeSSG = (args) => {
    routes = args.props.routes;
    return executeSSG(args);
  };

  ssg.generateStaticFiles = async ({pathnames, params}) => {
    const site = reuse && routes ? await siteDigest({version, routes, generatedFilesDir: context.generatedFilesDir}) : null;
    const store = site ? new Store(storeDir, site, params.manifest) : null;
    const known = store ? await store.reusable(pathnames) : new Map();
    const stale = pathnames.filter((p) => !known.has(p));
    const shares = deal(stale, stale.length > aloneUpTo ? 1 + helpers.length : 1);
    const how = plural(shares.length, 'process');
    if (known.size > 0) {
      logger.info`Rendering number=${stale.length} of number=${pathnames.length} pages in ${how}; the other number=${known.size} are as they were (page-reuse)`;
    } else {
      logger.info`Rendering number=${stale.length} pages in ${how}`;
    }

    // Each new render is kept as soon as it is known, not held to the end.
    const keep = store ? (outcome) => store.keep(outcome) : async () => {};
    const fromHelper = async (outcomes) => {
      await Promise.all(outcomes.filter((o) => o.html !== undefined).map((o) => keep(o)));
      return outcomes.map(({html, ...o}) => o);
    };
    const settled = await Promise.allSettled([
      writePages({pathnames: [...known.keys(), ...shares[0]], params, known, keep}),
      ...shares.slice(1).map((share, i) => renderIn(helpers[i], {pathnames: share, params}).then(fromHelper)),
    ]);
    for (const h of helpers) {
      if (h.connected) {
        h.disconnect();
      }
    }
    const crashed = settled.filter((r) => r.status === 'rejected').map((r) => r.reason);
    if (crashed.length > 0) {
      throw crashed.length === 1 ? crashed[0] : new AggregateError(crashed, crashed.map((e) => e.message).join('\n'));
    }
    const outcomes = settled.flatMap((r) => r.value);
    ssg.printSSGWarnings(outcomes);
    const failed = outcomes.filter((o) => o.error);
    if (failed.length > 0) {
      throw failure(failed);
    }
    await store?.save(outcomes);
    const byPage = new Map(outcomes.map((o) => [o.pathname, o.collectedData]));
    const collectedData = {};
    for (const pathname of pathnames) {
      collectedData[pathname] = liveCollected(byPage.get(pathname));
    }
    return {collectedData};
  };
  return {name: 'render'};
};
