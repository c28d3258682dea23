package pipeline

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/nodebuild"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/routes"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/stagetree"
	"github.com/ayakashi-research/ds/content-sync/internal/support/lock"
)

// Plain says how a plain build is made.
type Plain struct {
	Faster bool // Docusaurus Faster (Rspack, SWC) instead of webpack
	// StockTheme leaves the site's theme components (site/src/theme) and its
	// speed changes out (DS_STOCK in docusaurus.config.js), so the pages are
	// the classic theme's own: a default Docusaurus site.
	StockTheme bool
	// Modules is the node_modules folder to build with, for another
	// Docusaurus installed apart; "" is the repository's.
	Modules string
	// Locale builds that locale alone, as `docusaurus build --locale`
	// does; "" builds every one.
	Locale string
	// Tuned gives the build the environment the pipeline gives its own
	// locale builds of the site: BuildTuning, and memoryTuning for the
	// site's largest locale.
	Tuned bool
}

// name is the plain build's folder in the stage directory.
func (p Plain) name() string {
	if p.StockTheme {
		return "stock"
	}
	return "plain"
}

// PlainSite is where BuildPlain leaves its site: <stage dir>/<plain or
// stock>/build, every locale in one folder as Docusaurus lays them out (en
// under en/).
func PlainSite(root string, cfg config.Config, how Plain) string {
	return filepath.Join(PlainDir(root, cfg, how), "build")
}

// PlainDir is the staged tree of a plain build: a Docusaurus site with
// every locale's translations in i18n/.
func PlainDir(root string, cfg config.Config, how Plain) string {
	return filepath.Join(root, filepath.FromSlash(cfg.Build.StageDir), how.name())
}

// BuildPlain builds the site as a project without this pipeline would, to
// compare against: one staged tree carrying every locale's translations and
// one `docusaurus build` over it. The content is
// the same as the pipeline's (tags normalised, last-update dates, related
// posts); nothing is finished or checked after Node. Node's output goes to
// o.Out. A successful build is stamped, so Fresh(root, PlainSite(…)) tells
// whether it still matches the sources.
func BuildPlain(ctx context.Context, o Options, how Plain) (nodebuild.Result, error) {
	var res []nodebuild.Result
	var site string
	err := withPlainTree(o, how, func(t plainTree) error {
		site = PlainSite(o.Root, t.cfg, how)
		if err := os.Remove(stampPath(site)); err != nil && !os.IsNotExist(err) {
			return err
		}
		args := []string{"--out-dir", site}
		name := "all"
		if how.Locale != "" {
			args, name = append(args, "--locale", how.Locale), how.Locale
		}
		// Docusaurus empties the output folder as it starts: a stuck build
		// needs no Reset.
		job := nodebuild.Job{Locale: name, Dir: t.dir, Env: t.env, Args: args, StuckAfter: stuckAfter}
		var err error
		res, err = nodebuild.Run(ctx, t.modules, []nodebuild.Job{job}, o.Out)
		return err
	})
	if err != nil {
		return nodebuild.Result{}, err
	}
	if how.Locale != "" || how.Modules != "" {
		return res[0], nil // not the site Fresh vouches for
	}
	return res[0], writeStamp(site, "plain")
}

// StartPlain serves the plain tree with `docusaurus start --locale
// how.Locale` on port until ctx ends, as a project without this pipeline
// previews while writing: edits go straight into PlainDir's files.
func StartPlain(ctx context.Context, o Options, how Plain, port int) error {
	err := withPlainTree(o, how, func(t plainTree) error {
		job := nodebuild.Job{Locale: "start", Dir: t.dir, Verb: "start", Env: t.env,
			Args: []string{"--locale", how.Locale, "--port", fmt.Sprint(port), "--host", "127.0.0.1", "--no-open"}}
		_, err := nodebuild.Run(ctx, t.modules, []nodebuild.Job{job}, o.Out)
		return err
	})
	if ctx.Err() != nil {
		return nil // stopped, as a preview is
	}
	return err
}

// plainTree is a staged plain tree, ready for Node.
type plainTree struct {
	cfg          config.Config
	dir, modules string
	env          []string
}

// withPlainTree stages the plain tree for how and runs use on it, holding
// the tree's lock.
func withPlainTree(o Options, how Plain, use func(plainTree) error) error {
	p, l := Prepare(o.Root)
	if len(l) > 0 {
		l.Print(o.Out)
	}
	if err := l.Err(); err != nil {
		return err
	}
	cfg := p.Config
	// Two plain builds would share the tree. The pipeline's own lock is not
	// taken: the plain tree is apart from the locales' trees, and a minutes-long
	// comparison build should not refuse the author's builds meanwhile.
	dir := PlainDir(o.Root, cfg, how)
	held, err := lock.Acquire(dir + ".lock")
	if err != nil {
		return err
	}
	defer held.Release()
	p.AddLastUpdates(o.Out) // as the pipeline does: the staged tree has no git history
	p.AddRelated()
	def := cfg.I18n.DefaultLocale
	_, err = stagetree.Tree(stagetree.Options{Root: o.Root, Dir: dir, Locale: def, Translations: cfg.I18n.Locales,
		Layout: p.Site.Layout, Files: p.Files()})
	if err != nil {
		return err
	}
	modules := filepath.Join(o.Root, "node_modules")
	if how.Modules != "" {
		modules = how.Modules
		if err := stagetree.LinkModules(modules, dir); err != nil {
			return err
		}
	}
	var patchEnv string
	if how.StockTheme {
		if err := os.RemoveAll(filepath.Join(dir, "src", "theme")); err != nil {
			return err
		}
		patchEnv, err = allPatchesOff(o.Root)
	} else {
		patchEnv, err = Patches(o)
	}
	if err != nil {
		return err
	}
	env := append(Env(cfg, def), patchEnv, fmt.Sprintf("DS_FASTER=%t", how.Faster), fmt.Sprintf("DS_STOCK=%t", how.StockTheme))
	if how.Tuned {
		most := 0
		for _, loc := range cfg.I18n.Locales {
			most = max(most, routes.Build(p.Site, loc).Len())
		}
		env = append(append(env, BuildTuning...), memoryTuning(most)...)
	}
	return use(plainTree{cfg: cfg, dir: dir, modules: modules, env: env})
}
