// Renders a locale's pages in several processes when the build has cores to
// spare. Docusaurus 3.7 renders every page on its main thread, one after the
// other, so while one locale is built alone (a rebuild after an edit) the
// other cores idle for the whole rendering. The pipeline says how many
// processes may render (DS_RENDER_PROCESSES). Each helper starts as the
// plugin loads, so it has loaded Docusaurus's renderer by the time the pages
// are due, and renders its share of them with Docusaurus's own
// generateStaticFiles. A page comes out the same, and the build collects the
// same from it, whichever process rendered it.
const {fork} = require('child_process');
const path = require('path');
const logger = require('@docusaurus/logger').default;
const {ssg, fromPlain} = require('./ssg');
const {isClientBundleChild} = require('../bundler-memory.js');
const {patchOn} = require('../patches');

const processes = Math.max(1, Number(process.env.DS_RENDER_PROCESSES) || 1);
const generate = ssg.generateStaticFiles;

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

// Hands a helper its share of the pages and waits for what it collected.
function renderIn(helper, pathnames, params) {
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
    helper.once('message', (msg) =>
      msg.error
        ? settle(reject, new Error(msg.error))
        : settle(resolve, {collectedData: fromPlain(msg.collectedData)}),
    );
    helper.once('exit', (code, signal) =>
      settle(reject, new Error(`a page-rendering process ended early (${signal ?? `exit code ${code}`}); its output is above`)),
    );
    helper.send({pathnames, params}, (err) => err && settle(reject, err));
  });
}

module.exports = function parallelRender() {
  // Only a production build renders pages; the client-bundle child of
  // bundler-memory.js renders none.
  if (!patchOn('parallel-render') || processes < 2 || process.env.NODE_ENV !== 'production' || isClientBundleChild()) {
    return {name: 'parallel-render'};
  }
  const helpers = Array.from({length: processes - 1}, startHelper);
  ssg.generateStaticFiles = async ({pathnames, params}) => {
    logger.info`Rendering number=${pathnames.length} pages in number=${processes} processes`;
    const [own, ...shares] = deal(pathnames, processes);
    const results = await Promise.allSettled([
      generate({pathnames: own, params}),
      ...helpers.map((h, i) => renderIn(h, shares[i], params)),
    ]);
    for (const h of helpers) {
      if (h.connected) {
        h.disconnect();
      }
    }
    const failed = results.filter((r) => r.status === 'rejected').map((r) => r.reason);
    if (failed.length > 0) {
      throw failed.length === 1 ? failed[0] : new AggregateError(failed, failed.map((e) => e.message).join('\n'));
    }
    return {collectedData: Object.assign({}, ...results.map((r) => r.value.collectedData))};
  };
  return {name: 'parallel-render'};
};
