package pipeline

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/nodebuild"
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
	// Env is added to the build's environment.
	Env []string
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
	return filepath.Join(plainDir(root, cfg, how), "build")
}

func plainDir(root string, cfg config.Config, how Plain) string {
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
	p, l := Prepare(o.Root)
	if len(l) > 0 {
		l.Print(o.Out)
	}
	if err := l.Err(); err != nil {
		return nodebuild.Result{}, err
	}
	cfg := p.Config
	// Two plain builds would share the tree. The pipeline's own lock is not
	// taken: the plain tree is apart from the locales' trees, and a minutes-long
	// comparison build should not refuse the author's builds meanwhile.
	held, err := lock.Acquire(plainDir(o.Root, cfg, how) + ".lock")
	if err != nil {
		return nodebuild.Result{}, err
	}
	defer held.Release()
	site := PlainSite(o.Root, cfg, how)
	if err := os.Remove(stampPath(site)); err != nil && !os.IsNotExist(err) {
		return nodebuild.Result{}, err
	}
	p.AddLastUpdates(o.Out) // as the pipeline does: the staged tree has no git history
	p.AddRelated()
	dir := plainDir(o.Root, cfg, how)
	def := cfg.I18n.DefaultLocale
	_, err = stagetree.Tree(stagetree.Options{Root: o.Root, Dir: dir, Locale: def, Translations: cfg.I18n.Locales,
		Layout: p.Site.Layout, Files: p.Files()})
	if err != nil {
		return nodebuild.Result{}, err
	}
	modules := filepath.Join(o.Root, "node_modules")
	if how.Modules != "" {
		modules = how.Modules
		if err := stagetree.LinkModules(modules, dir); err != nil {
			return nodebuild.Result{}, err
		}
	}
	var patchEnv string
	if how.StockTheme {
		if err := os.RemoveAll(filepath.Join(dir, "src", "theme")); err != nil {
			return nodebuild.Result{}, err
		}
		patchEnv, err = allPatchesOff(o.Root)
	} else {
		patchEnv, err = Patches(o)
	}
	if err != nil {
		return nodebuild.Result{}, err
	}
	env := append(Env(cfg, def), patchEnv, fmt.Sprintf("DS_FASTER=%t", how.Faster), fmt.Sprintf("DS_STOCK=%t", how.StockTheme))
	args := []string{"--out-dir", site}
	name := "all"
	if how.Locale != "" {
		args, name = append(args, "--locale", how.Locale), how.Locale
	}
	// Docusaurus empties the output folder as it starts: a stuck build needs
	// no Reset.
	job := nodebuild.Job{Locale: name, Dir: dir, Env: append(env, how.Env...), Args: args, StuckAfter: stuckAfter}
	res, err := nodebuild.Run(ctx, modules, []nodebuild.Job{job}, o.Out)
	if err != nil {
		return nodebuild.Result{}, err
	}
	if how.Locale != "" || how.Modules != "" {
		return res[0], nil // not the site Fresh vouches for
	}
	return res[0], writeStamp(site, "plain")
}
