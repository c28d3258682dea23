package pipeline

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/htmlcheck"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/merge"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/nodebuild"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/routes"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/search"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/stagetree"
	"github.com/ayakashi-research/ds/content-sync/internal/support/lock"
	"github.com/ayakashi-research/ds/content-sync/internal/support/nodedeps"
	"golang.org/x/sync/errgroup"
)

// keyVersion is part of every build key; bump it when the way Node is run or
// the merged site is finished changes in a way the staged files do not show.
// 3: each locale's output carries its search index.
const keyVersion = "3"

// built is the outcome of building some locales.
type built struct {
	prepared *Prepared
	results  []nodebuild.Result // locales Node built
	reused   []string           // locales whose last output still fits
	outs     []merge.Output     // every locale's output, the default first
	key      string             // sums the keys of all outputs
	release  func()             // gives up the build lock
	ahead    map[string]bool    // pages the HTML check found valid as their locale was built
}

// buildLocales validates, stages and builds the given locales (all when nil)
// in parallel. A locale whose key — its staged tree, its settings, the
// lockfile — matches its last successful build is not built again. On
// success the caller holds the build lock until it calls release.
func buildLocales(ctx context.Context, o Options, t *timer, only []string) (b *built, err error) {
	p, l := Prepare(o.Root)
	t.done("validate")
	if len(l) > 0 {
		l.Print(o.Out)
	}
	if err := l.Err(); err != nil {
		return nil, err
	}
	cfg := p.Config
	locales := cfg.I18n.Locales
	if only != nil {
		for _, loc := range only {
			if !slices.Contains(locales, loc) {
				return nil, fmt.Errorf("unknown locale %q: %s lists %v", loc, config.FileName, locales)
			}
		}
		locales = only
	}
	held, err := lock.Acquire(lockPath(o.Root, cfg))
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			held.Release()
		}
	}()
	if err := nodedeps.Ensure(ctx, o.Root, o.Out); err != nil {
		return nil, err
	}
	patchEnv, err := Patches(o)
	if err != nil {
		return nil, err
	}
	t.done("node packages")

	p.AddLastUpdates(o.Out)
	p.AddRelated()

	b = &built{prepared: p, release: held.Release}
	var jobs []nodebuild.Job
	keys := map[string]string{}
	all := sha256.New()
	for _, loc := range locales {
		dir := filepath.Join(o.Root, cfg.Build.StageDir, loc)
		st, err := stagetree.Tree(stagetree.Options{Root: o.Root, Dir: dir, Locale: loc, Layout: p.Site.Layout, Files: p.FilesFor(loc)})
		if err != nil {
			return nil, err
		}
		env := buildEnv(cfg, loc, patchEnv, routes.Build(p.Site, loc).Len())
		key, err := buildKey(o.Root, dir, env, stagetree.Hash)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(all, "%s=%s\n", loc, key)
		out := outDir(dir)
		if reusable(dir, key) {
			fmt.Fprintf(o.Out, "[%s] staged: nothing changed since its last build, which is reused\n", loc)
			b.reused = append(b.reused, loc)
		} else {
			fmt.Fprintf(o.Out, "[%s] staged: %d written, %d unchanged, %d removed\n", loc, st.Written, st.Unchanged, st.Removed)
			if err := os.Remove(keyPath(dir)); err != nil && !os.IsNotExist(err) {
				return nil, err
			}
			if err := os.RemoveAll(out); err != nil {
				return nil, err
			}
			cacheKey, err := buildKey(o.Root, dir, env, stagetree.CodeHash)
			if err != nil {
				return nil, err
			}
			jobs = append(jobs, nodebuild.Job{Locale: loc, Dir: dir, OutDir: out,
				Env:        append(env, "DS_BUNDLER_CACHE_VERSION="+cacheKey),
				Then:       indexSearch(o, loc, out),
				StuckAfter: stuckAfter,
				Reset:      func() error { return clearBuild(dir) }})
			keys[loc] = key
		}
		o := merge.Output{Locale: loc, Dir: out}
		if loc == cfg.I18n.DefaultLocale {
			b.outs = append([]merge.Output{o}, b.outs...)
		} else {
			b.outs = append(b.outs, o)
		}
	}
	b.key = hex.EncodeToString(all.Sum(nil))
	t.done("stage")

	// A locale built alone for the site (not by buildLocale, which merges
	// and checks nothing) has its changed pages checked as soon as it is
	// built, while its search index is made and the site merged. The
	// checker starts with the build, on a gate (htmlcheck.OpenGate): while
	// Node starts and loads the site it leaves a core idle, and the checker
	// has started by the time the pages are written.
	if len(jobs) == 1 && only == nil {
		gate := htmlcheck.OpenGate(ctx, o.Root)
		defer gate.Close()
		search := jobs[0].Then
		jobs[0].Then = func(ctx context.Context, w io.Writer) error {
			g, ctx := errgroup.WithContext(ctx)
			g.Go(func() error { return search(ctx, w) })
			g.Go(func() (err error) {
				b.ahead, err = htmlcheck.Ahead(ctx, o.Root, jobs[0].OutDir, htmlMemory(o.Root, cfg), checkAheadUpTo, gate)
				return err
			})
			return g.Wait()
		}
	}
	render := renderProcesses(len(jobs), runtime.NumCPU())
	for i := range jobs {
		jobs[i].NodeFlags = append(nodeFlags(len(jobs), runtime.NumCPU()), "--require", lazyCLI)
		jobs[i].Env = append(jobs[i].Env, "DS_RENDER_PROCESSES="+strconv.Itoa(render))
	}
	if len(jobs) > 0 {
		b.results, err = nodebuild.Run(ctx, filepath.Join(o.Root, "node_modules"), jobs, o.Out)
		if err != nil {
			for _, j := range jobs {
				clearBuild(j.Dir)
			}
			return nil, err
		}
		for _, j := range jobs {
			if err := os.WriteFile(keyPath(j.Dir), []byte(keys[j.Locale]), 0o644); err != nil {
				return nil, err
			}
		}
		t.done("docusaurus build and search index")
	}
	return b, nil
}

// indexSearch makes the search index of a locale's output as soon as its
// build is done, while the other locale may still be building. The index
// belongs to the output: it is made once per build of the locale and reused
// with it.
func indexSearch(o Options, locale, out string) func(context.Context, io.Writer) error {
	return func(ctx context.Context, w io.Writer) error {
		idx, err := search.Index(ctx, filepath.Join(o.Root, "node_modules"), out)
		if err != nil {
			return fmt.Errorf("%s: %w", locale, err)
		}
		fmt.Fprintf(w, "[%s] %s\n", locale, idx.Describe())
		return nil
	}
}

// checkAheadUpTo is the most pages of a locale built alone that the HTML
// check takes on before the merge: a post edited or added is a few pages;
// more than this and the merged site's check takes them all at once.
const checkAheadUpTo = 200

// lazyCLI, loaded before Docusaurus's CLI from the staged site folder,
// defers the modules of the CLI that a build does not use (patch lazy-cli,
// site/src/plugins/lazy-cli.cjs): about 0.5 s of each build's start.
const lazyCLI = "./src/plugins/lazy-cli.cjs"

// nodeFlags are the flags of each locale build's Node process when builds
// of that many locales run at once on cpus cores. --expose-gc lets a large site
// collect what bundling left on the JavaScript heap before the pages are
// rendered (site/src/plugins/bundler-memory.js). When the builds have fewer
// than two cores each, V8 also waits four times as long as by default
// before it optimises a function: its optimising compiler runs on
// background threads, which take a core from the other build, and about 4 s
// of a locale's 24 s of CPU went to it. Clean builds of the real site on two
// cores, interleaved, four each: 29.7 → 26.8 s, CPU time 52.8 → 46.9 s
// (medians; BENCHMARKS.md). A build alone keeps V8's default: the idle core
// compiles for free.
func nodeFlags(builds, cpus int) []string {
	flags := []string{"--expose-gc"}
	if builds > 1 && 2*builds > cpus {
		flags = append(flags, fmt.Sprintf("--interrupt-budget=%d", 4*v8InterruptBudget))
	}
	return flags
}

// renderProcesses is how many processes render each locale's pages when
// builds of that many locales run at once on cpus cores
// (site/src/plugins/render): the cores each build has to itself,
// up to maxRenderProcesses. Docusaurus renders on one thread, so a locale
// built alone on two cores leaves one idle for the whole rendering. With a
// second process the real site's Japanese pages rendered in 3.6–4.4 s
// instead of 6.5 s, and a Japanese edit rebuilt in 0.56–0.58 of a full build
// instead of 0.65 (go tool mage bench). A number in DS_RENDER_PROCESSES
// takes its place.
func renderProcesses(builds, cpus int) int {
	if n, err := strconv.Atoi(os.Getenv("DS_RENDER_PROCESSES")); err == nil && n > 0 {
		return n
	}
	return max(1, min(cpus/max(builds, 1), maxRenderProcesses))
}

// maxRenderProcesses bounds the processes a locale renders in: each one
// loads the server bundle and holds what it renders.
const maxRenderProcesses = 4

// v8InterruptBudget is V8's default budget in Node 20 (node --v8-options):
// how much bytecode a function runs between checks for optimising it.
const v8InterruptBudget = 66 * 1024

// buildEnv is the environment of a locale's Docusaurus build of that many
// routes: the site's settings, BuildTuning and memoryTuning.
func buildEnv(cfg config.Config, locale, patchEnv string, routes int) []string {
	return append(append(append(Env(cfg, locale), patchEnv), BuildTuning...), memoryTuning(routes)...)
}

// BuildTuning is what the locale builds' environment adds to Docusaurus's
// defaults besides memoryTuning, for comparisons that give a stock build
// the same (Plain.Tuned): no HTML minification. Minifying each page took
// about a tenth of a clean build for 5 % more gzipped HTML (about 0.3 KB a
// page), measured with go tool mage bench; the plain builds it is compared
// with keep it.
var BuildTuning = []string{"SKIP_HTML_MINIFICATION=true"}

// memoryTuning is how Rspack's allocator (mimalloc) hands freed memory back
// to the system in a locale build of that many routes. Past largeLocale
// routes, where site/src/plugins/bundler-memory.js bundles the client in a
// process of its own, it does so at once instead of after its 10 ms delay:
// a 1,000-post build's peak fell from 1,498 to 1,336 MB. Smaller sites keep
// what they free: handing memory back, and the page faults when it is taken
// again, cost time for no need. On the real site, one English post rebuilt,
// four pairs taking turns: page faults of the Node build 211,000–216,000 →
// 173,000–179,000, the build 7.2–7.6 → 6.9–7.2 s; clean builds, four
// pairs: within the noise, each locale's peak 779–848 → 798–940 MB
// (BENCHMARKS.md).
func memoryTuning(routes int) []string {
	if routes > largeLocale {
		return []string{"MIMALLOC_PURGE_DELAY=0"}
	}
	return []string{"MIMALLOC_PURGE_DELAY=-1"}
}

// largeLocale is bundler-memory.js's default for bundling the client apart,
// in routes of a locale. The pipeline's count (routes.Table, which also
// holds the static files, the feeds, the sitemap and the tag pages'
// lower-case addresses) runs above Docusaurus's: 815 against 696 a locale
// on the real site, so the allocator's setting changes a little before the
// bundling does.
const largeLocale = 2000

// buildKey sums everything that can change a locale's output, with the
// staged tree summed by hash: stagetree.Hash for the key of the output,
// stagetree.CodeHash for the version of the bundler's cache, which a content edit
// leaves as it is.
func buildKey(root, dir string, env []string, hash func(string) (string, error)) (string, error) {
	tree, err := hash(dir)
	if err != nil {
		return "", err
	}
	lockfile, err := os.ReadFile(filepath.Join(root, "package-lock.json"))
	if err != nil && !os.IsNotExist(err) {
		return "", err
	}
	h := sha256.New()
	fmt.Fprintf(h, "version %s\ntree %s\nenv %s\n", keyVersion, tree, strings.Join(env, "\n"))
	h.Write(lockfile)
	return hex.EncodeToString(h.Sum(nil)), nil
}

// clearBuild removes the half-written output of a failed or stopped build
// of a staged tree, and the bundler's cache, which it may have left
// half-written.
func clearBuild(dir string) error {
	if err := os.RemoveAll(outDir(dir)); err != nil {
		return err
	}
	return os.RemoveAll(bundlerCache(dir))
}

// stuckAfter is how long a Node build may print nothing while its main
// thread idles before it is stopped as stuck and started again
// (nodebuild.ErrStuck). A clean build of a 1,000-post blog, alone on this
// machine, printed nothing for 3.7 minutes at a stretch, but its main
// threads idled for at most 73 s of that, while the bundler optimised and
// minified on threads of its own. Fifteen minutes leaves room for a busy
// machine and a much larger blog.
const stuckAfter = 15 * time.Minute

// bundlerCache is where Rspack keeps its compilations between builds of a
// staged tree (site/src/plugins/bundler-cache.js).
func bundlerCache(dir string) string { return filepath.Join(dir, ".cache") }

// outDir is where Docusaurus writes the pages of a staged tree.
func outDir(dir string) string { return filepath.Join(dir, "build") }

// keyPath holds the key of the output in a staged tree's build/ folder.
func keyPath(dir string) string { return filepath.Join(dir, "build.key") }

// reusable reports whether the output of the last build of a staged tree was
// made from exactly the inputs that key sums.
func reusable(dir, key string) bool {
	prev, err := os.ReadFile(keyPath(dir))
	if err != nil || string(prev) != key {
		return false
	}
	_, err = os.Stat(filepath.Join(outDir(dir), "index.html"))
	return err == nil
}
