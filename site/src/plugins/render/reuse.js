// page-reuse: a page is rendered again only when something its render reads
// may have changed. The app renders a page from the server bundle's code,
// the site's generated data (config, route table, global data,
// translations) and the modules of the page's routes: components, props
// and content. A page's key sums:
//
// - the site: the version of the bundler's cache (DS_BUNDLER_CACHE_VERSION:
//   the site's code, settings and packages), Node's (whose Intl data formats
//   dates), the route table and the generated data (siteDigest);
// - the page: its address, and the files of its modules' chunks in the
//   client bundle, which are named by the hash of their content. The
//   modules are those the page's last render loaded, which stay the same
//   while the route table does.
//
// A page's modules are named by their paths ("@site/blog/x.md"); the client
// manifest names chunks as Docusaurus's route registry does. The name of a
// module's chunk is the one Docusaurus gave it when it wrote the registry
// (genChunkName, which remembers it for the rest of the build). A module
// with no chunk in the manifest gives the page no key: it is rendered.
//
// The store, in the staged site's .cache/pages, holds each render result
// under its key, and an index of each page's key and modules.
const crypto = require('crypto');
const fs = require('fs/promises');
const path = require('path');
const {getBundles, genChunkName, liveCollected} = require('./docusaurus');
const {readJSON, writeJSON} = require('../json-file');

// The generated files that follow from the route table, which siteDigest
// sums itself, and the client manifest, which the build writes.
const fromRoutes = new Set(['routes.js', 'routesChunkNames.json', 'registry.js', 'client-manifest.json']);

// Parts of a route config that reach a page only through a module of the
// route (props, which Docusaurus writes to a JSON module of their own) or
// never (metadata, which only Node sees).
const notInTable = new Set(['props', 'metadata']);

/**
 * What every page is rendered from besides its own modules: the route
 * table, which decides the modules of each page, and the generated data.
 * The entry chunk holds both, but its name cannot stand for them: without
 * route-keys.js, the route table there names each route by a hash of its
 * whole config, metadata included (the last-updated time of an edited
 * post), and the archive's props hold every post.
 * @param {{version: string, routes: import('@docusaurus/types').RouteConfig[], generatedFilesDir: string}} args
 */
async function siteDigest({version, routes, generatedFilesDir}) {
  const h = crypto.createHash('sha256');
  h.update(`${version}\n${process.version}\n`);
  h.update(JSON.stringify(routes, (key, value) => (notInTable.has(key) ? undefined : value)));
  const entries = await fs.readdir(generatedFilesDir, {withFileTypes: true});
  for (const e of entries.filter((e) => e.isFile() && !fromRoutes.has(e.name)).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    h.update(`\n${e.name}\n`);
    h.update(await fs.readFile(path.join(generatedFilesDir, e.name)));
  }
  return h.digest('hex');
}

/** The key of a page whose last render loaded modules, or null. */
function pageKey({site, manifest, pathname, modules}) {
  const chunks = modules.map((m) => genChunkName(m));
  if (chunks.some((c) => !manifest.origins[c])) {
    return null;
  }
  const bundles = getBundles(manifest, chunks);
  const files = [...(bundles.js ?? []), ...(bundles.css ?? [])].map((b) => b.file).sort();
  return crypto.createHash('sha256').update([site, pathname, ...files].join('\n')).digest('hex');
}

class Store {
  /** @param {string} dir @param {string} site its siteDigest @param {object} manifest */
  constructor(dir, site, manifest) {
    this.dir = dir;
    this.site = site;
    this.manifest = manifest;
  }

  key(pathname, modules) {
    return pageKey({site: this.site, manifest: this.manifest, pathname, modules});
  }

  file(key) {
    return path.join(this.dir, `${key}.json`);
  }

  /**
   * The kept render results that still hold for these pages, by page.
   * @returns {Promise<Map<string, {html: string, collectedData: object}>>}
   */
  async reusable(pathnames) {
    const index = (await readJSON(path.join(this.dir, 'index.json'))) ?? {};
    const known = new Map();
    await Promise.all(
      pathnames.map(async (pathname) => {
        const last = index[pathname];
        if (!last || this.key(pathname, last.modules) !== last.key) {
          return;
        }
        const result = await readJSON(this.file(last.key));
        if (result) {
          known.set(pathname, {html: result.html, collectedData: liveCollected(result.collectedData)});
        }
      }),
    );
    return known;
  }

  /**
   * Keeps a page's new render result under its key.
   * @param {{pathname: string, html: string, collectedData: {modules: string[]}}} page
   *   collectedData in plain data
   */
  async keep({pathname, html, collectedData}) {
    const key = this.key(pathname, collectedData.modules);
    if (key) {
      await fs.mkdir(this.dir, {recursive: true});
      await writeJSON(this.file(key), {html, collectedData});
    }
  }

  /**
   * Writes the index of this build's pages, and removes the results no page
   * has any more.
   * @param {Array<{pathname: string, collectedData: {modules: string[]}}>} pages
   */
  async save(pages) {
    await fs.mkdir(this.dir, {recursive: true});
    const index = {};
    for (const {pathname, collectedData} of pages) {
      const key = this.key(pathname, collectedData.modules);
      if (key) {
        index[pathname] = {key, modules: collectedData.modules};
      }
    }
    await writeJSON(path.join(this.dir, 'index.json'), index);
    const wanted = new Set(Object.values(index).map((e) => `${e.key}.json`));
    wanted.add('index.json');
    const files = await fs.readdir(this.dir);
    await Promise.all(files.filter((f) => !wanted.has(f)).map((f) => fs.rm(path.join(this.dir, f), {force: true})));
  }
}

module.exports = {Store, siteDigest};
