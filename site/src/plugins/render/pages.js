// Writes pages the way Docusaurus 3.7's generateStaticFiles does
// (lib/ssg/ssg.js): each page's app rendered with the server bundle, put in
// the SSG template with the scripts and styles of this build's client
// manifest, minified and written. Unlike it, this takes the render result
// of pages that need no new render (page-reuse), hands each new one to
// keep, and answers with every page's outcome rather than throwing, so
// that the pages of several processes are reported together.
const util = require('util');
const {ssg, template, utils, getHtmlMinifier, pMap, logger, plainCollected} = require('./docusaurus');

// The hint Docusaurus adds for code that only runs in a browser.
const browserOnly = /(?:window|document|localStorage|navigator|alert|location|buffer|self) is not defined/i;

function pageError(pathname, cause) {
  const hint = browserOnly.test(cause?.message ?? '')
    ? '\n\nIt looks like you are using code that should run on the client-side only: wrap it in <BrowserOnly> or a useEffect hook.'
    : '';
  return new Error(logger.interpolate`Can't render static file for pathname path=${pathname}${hint}`, {cause});
}

/**
 * @param {object} args
 * @param {string[]} args.pathnames the pages to write
 * @param {object} args.params Docusaurus's SSG parameters
 * @param {Map<string, object>} [args.known] render results to use as they are
 * @param {(outcome: object) => Promise<void>} [args.keep] given the outcome of
 *   each page rendered here, with its markup; without it, the outcome holds
 *   the markup
 * @returns {Promise<Array<{pathname: string, html?: string, collectedData: object|null, error: string|null, warnings: string[]}>>}
 *   collectedData in plain data; error as text, with its causes
 */
async function writePages({pathnames, params, known = new Map(), keep}) {
  const rendering = pathnames.some((p) => !known.has(p));
  const [renderer, minifier, fill] = await Promise.all([
    rendering ? ssg.loadAppRenderer({serverBundlePath: params.serverBundlePath}) : null,
    getHtmlMinifier({type: params.htmlMinifierType}),
    template.compileSSGTemplate(params.ssgTemplateContent),
  ]);
  const outcomes = await pMap(
    pathnames,
    async (pathname) => {
      try {
        const reused = known.get(pathname);
        const result = reused ?? (await renderer.render({pathname}));
        const page = template.renderSSGTemplate({params, result, ssgTemplate: fill});
        const minified = await minifier.minify(page);
        await utils.writeStaticFile({pathname, content: minified.code, params});
        const outcome = {pathname, collectedData: plainCollected(result.collectedData), error: null, warnings: minified.warnings};
        if (!reused) {
          await (keep ? keep({...outcome, html: result.html}) : Object.assign(outcome, {html: result.html}));
        }
        return outcome;
      } catch (err) {
        return {pathname, collectedData: null, error: util.inspect(pageError(pathname, err), {depth: 5}), warnings: []};
      }
    },
    {concurrency: utils.SSGConcurrency},
  );
  await renderer?.shutdown();
  return outcomes;
}

/**
 * The error Docusaurus throws when pages failed, naming each one.
 * @param {Array<{pathname: string, error: string}>} failed
 */
function failure(failed) {
  const n = failed.length;
  const message = `Docusaurus static site generation failed for ${n} path${n > 1 ? 's' : ''}:\n- ${failed
    .map((f) => logger.path(f.pathname))
    .join('\n- ')}`;
  return new Error(message, {cause: new AggregateError(failed.map((f) => new Error(f.error)))});
}

module.exports = {writePages, failure};
