// Checks the store of page-reuse (site/src/plugins/render/reuse.js): a
// result kept and saved comes back for the same key and not for another;
// a build that stops before it saves leaves the last store as it was, and
// the next save clears what it left; a damaged or missing results file
// makes the pages render again instead of failing the build; a store of
// the earlier layout, a file a page, is read as empty and cleared. Prints
// each disagreement; exits 1 if there is one.
const fs = require('fs/promises');
const os = require('os');
const path = require('path');

const root = process.argv[2];
const {Store} = require(path.join(root, 'site', 'src', 'plugins', 'render', 'reuse.js'));

const problems = [];
// A page whose render loaded no modules has a key made of the site's
// digest and its address alone; no manifest is needed.
const manifest = {origins: {}};
const page = (pathname, html) => ({pathname, html, collectedData: {modules: [], helmet: {}, links: [pathname]}});

async function known(dir, site, pathnames) {
  const store = new Store(dir, site, manifest);
  return {store, known: await store.reusable(pathnames)};
}

async function files(dir) {
  return (await fs.readdir(dir)).sort();
}

(async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'page-store-'));
  try {
    const pages = [page('/a', '<p>a</p>'), page('/b', '<p>日本語の b</p>'), page('/c', '<p>c</p>')];
    const first = new Store(dir, 'site-1', manifest);
    await first.reusable(pages.map((p) => p.pathname));
    await Promise.all(pages.map((p) => first.keep(p)));
    await first.save(pages);
    const saved = await files(dir);
    if (saved.length !== 2 || !saved.includes('index.json')) {
      problems.push(`a saved store holds ${saved.join(', ')}, want its index and one results file`);
    }

    // The same site: every page comes back as kept, its head live again.
    let got = await known(dir, 'site-1', ['/a', '/b', '/c', '/d']);
    for (const p of pages) {
      const k = got.known.get(p.pathname);
      if (k?.html !== p.html || JSON.stringify(k.collectedData.links) !== JSON.stringify(p.collectedData.links)) {
        problems.push(`${p.pathname} came back as ${JSON.stringify(k)}`);
      }
    }
    if (got.known.has('/d')) {
      problems.push('a page never kept came back');
    }

    // A build that keeps pages and stops before it saves: the store is the
    // last one, and the next save removes the file the stopped build began.
    await got.store.keep(page('/a', '<p>a, edited</p>'));
    await Promise.all(got.store.writes);
    got = await known(dir, 'site-1', ['/a']);
    if (got.known.get('/a')?.html !== '<p>a</p>') {
      problems.push(`after a stopped build /a came back as ${JSON.stringify(got.known.get('/a'))}`);
    }
    await got.store.save([page('/a')]);
    const after = await files(dir);
    if (after.length !== 2) {
      problems.push(`after the next save the store holds ${after.join(', ')}`);
    }
    // That save kept /a (reused) and dropped the pages it was not given.
    got = await known(dir, 'site-1', ['/a', '/b']);
    if (got.known.get('/a')?.html !== '<p>a</p>' || got.known.has('/b')) {
      problems.push(`a save kept ${[...got.known.keys()].join(', ')}, want /a alone`);
    }

    // Another site digest: nothing holds.
    got = await known(dir, 'site-2', ['/a']);
    if (got.known.size !== 0) {
      problems.push('a page came back for another site digest');
    }

    // A results file cut short: its pages render again.
    const index = JSON.parse(await fs.readFile(path.join(dir, 'index.json'), 'utf8'));
    await fs.truncate(path.join(dir, index.data), 3);
    got = await known(dir, 'site-1', ['/a']);
    if (got.known.size !== 0) {
      problems.push('a page came back from a results file cut short');
    }
    // A record of the right length that is not what was written: the same.
    await fs.writeFile(path.join(dir, index.data), 'x'.repeat(index.pages['/a'].size));
    got = await known(dir, 'site-1', ['/a']);
    if (got.known.size !== 0) {
      problems.push('a page came back from a damaged record');
    }
    // No results file at all: the same.
    await fs.rm(path.join(dir, index.data));
    got = await known(dir, 'site-1', ['/a']);
    if (got.known.size !== 0) {
      problems.push('a page came back without a results file');
    }

    // The earlier layout: index.json of keys by page, a file a result.
    await fs.writeFile(path.join(dir, 'index.json'), JSON.stringify({'/a': {key: 'k', modules: []}}));
    await fs.writeFile(path.join(dir, 'k.json'), JSON.stringify({html: 'old', collectedData: {}}));
    got = await known(dir, 'site-1', ['/a']);
    if (got.known.size !== 0) {
      problems.push('a store of the earlier layout gave a page');
    }
    await got.store.save([]);
    if ((await files(dir)).includes('k.json')) {
      problems.push('a save left a result of the earlier layout');
    }
  } finally {
    await fs.rm(dir, {recursive: true, force: true});
  }
  for (const p of problems) {
    console.log(p);
  }
  if (problems.length > 0) {
    process.exit(1);
  }
  console.log('page store: all cases agree');
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
