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
// The store, in the staged site's .cache/pages, is one file of render
// results back to back, and an index of each page's key, modules and place
// in that file. A build writes every page's result to a new file and then
// an index naming it, so a stopped build leaves the last store whole; one
// file, not a file a page, spares creating and deleting hundreds of files
// a build.
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

function parsed(bytes) {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

class Store {
  /** @param {string} dir @param {string} site its siteDigest @param {object} manifest */
  constructor(dir, site, manifest) {
    this.dir = dir;
    this.site = site;
    this.manifest = manifest;
    // This build's results file, its length so far, and each page's
    // record in it.
    this.data = `renders-${crypto.randomBytes(6).toString('hex')}`;
    this.length = 0;
    this.records = new Map();
    this.writes = [];
    this.out = null;
  }

  key(pathname, modules) {
    return pageKey({site: this.site, manifest: this.manifest, pathname, modules});
  }

  /**
   * The kept render results that still hold for these pages, by page. Each
   * goes into this build's store as it is.
   * @returns {Promise<Map<string, {html: string, collectedData: object}>>}
   */
  async reusable(pathnames) {
    const index = await readJSON(path.join(this.dir, 'index.json'));
    const known = new Map();
    if (!index?.data || !index.pages) {
      return known;
    }
    let from;
    try {
      from = await fs.open(path.join(this.dir, index.data), 'r');
    } catch (err) {
      if (err.code === 'ENOENT') {
        return known;
      }
      throw err;
    }
    try {
      await Promise.all(
        pathnames.map(async (pathname) => {
          const last = index.pages[pathname];
          if (!last || this.key(pathname, last.modules) !== last.key) {
            return;
          }
          const bytes = Buffer.alloc(last.size);
          const {bytesRead} = await from.read(bytes, 0, last.size, last.at);
          const result = bytesRead === last.size ? parsed(bytes) : null;
          if (!result) {
            return; // a damaged store: the page is rendered again
          }
          known.set(pathname, {html: result.html, collectedData: liveCollected(result.collectedData)});
          this.append(pathname, last.key, last.modules, bytes);
        }),
      );
    } finally {
      await from.close();
    }
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
      this.append(pathname, key, collectedData.modules, Buffer.from(JSON.stringify({html, collectedData})));
    }
  }

  // Writes a page's record at the end of this build's file; its place is
  // taken at once, so records written side by side do not overlap.
  append(pathname, key, modules, bytes) {
    const at = this.length;
    this.length += bytes.length;
    this.records.set(pathname, {key, modules, at, size: bytes.length});
    this.out ??= fs.mkdir(this.dir, {recursive: true}).then(() => fs.open(path.join(this.dir, this.data), 'w'));
    const write = this.out.then((out) => out.write(bytes, 0, bytes.length, at));
    write.catch(() => {}); // save reports it
    this.writes.push(write);
  }

  /**
   * Writes the index of this build's pages, naming this build's file, and
   * removes what no page needs any more.
   * @param {Array<{pathname: string}>} pages
   */
  async save(pages) {
    await fs.mkdir(this.dir, {recursive: true});
    const out = await (this.out ?? fs.open(path.join(this.dir, this.data), 'w'));
    try {
      await Promise.all(this.writes);
    } finally {
      await out.close();
    }
    const index = {data: this.data, pages: {}};
    for (const {pathname} of pages) {
      const record = this.records.get(pathname);
      if (record) {
        index.pages[pathname] = record;
      }
    }
    await writeJSON(path.join(this.dir, 'index.json'), index);
    const wanted = new Set(['index.json', this.data]);
    const files = await fs.readdir(this.dir);
    await Promise.all(files.filter((f) => !wanted.has(f)).map((f) => fs.rm(path.join(this.dir, f), {force: true})));
  }
}

module.exports = {Store, siteDigest};
