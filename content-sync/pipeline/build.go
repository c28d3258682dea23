package pipeline

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/htmlcheck"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/merge"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/nodebuild"
	"github.com/ayakashi-research/ds/content-sync/internal/support/lock"
	"github.com/ayakashi-research/ds/content-sync/internal/support/nodedeps"
)

// Options steer one run.
type Options struct {
	Root string
	Out  io.Writer
}

// Validate runs the checks alone and prints every diagnostic.
func Validate(o Options) error {
	_, l := Prepare(o.Root)
	l.Print(o.Out)
	return l.Err()
}

// Report is what a build did.
type Report struct {
	Results []nodebuild.Result // one per locale that Node built
	Reused  []string           // locales whose previous output was reused
	Pages   map[string]int     // HTML files per locale
	Total   time.Duration
}

// Build runs the whole pipeline and leaves the merged site in the configured
// output folder. Nothing there changes unless every stage succeeds. A locale
// whose inputs did not change since its last build is not built again, and
// when no locale changed and the site was made from exactly these outputs,
// the site is left as it is.
func Build(ctx context.Context, o Options) (*Report, error) {
	t := newTimer(o.Out)
	b, err := buildLocales(ctx, o, t, nil)
	if err != nil {
		return nil, err
	}
	defer b.release()
	cfg := b.prepared.Config
	dst := filepath.Join(o.Root, filepath.FromSlash(cfg.Build.OutDir))
	if len(b.results) == 0 && siteKey(dst) == b.key {
		fmt.Fprintln(o.Out, "nothing changed since the last build: the site is up to date")
		if err := writeStamp(dst, b.key); err != nil {
			return nil, err
		}
	} else {
		if err := mergeSite(ctx, o, dst, cfg, b.outs, b.key, b.ahead); err != nil {
			return nil, err
		}
		t.done("merge and check")
	}
	return summary(o.Out, cfg, dst, b, t), nil
}

// BuildIfStale builds the site unless the merged site in siteDir is newer
// than every input, for commands that need a current site (deploy,
// lighthouse) and should not pay for validation and staging when it is.
func BuildIfStale(ctx context.Context, o Options, siteDir string) error {
	fresh, err := Fresh(o.Root, siteDir)
	if err != nil {
		return err
	}
	if fresh {
		return nil
	}
	fmt.Fprintln(o.Out, "the sources changed since the last build (or there is none): building first")
	_, err = Build(ctx, o)
	return err
}

// BuildLocale builds one locale alone into build/locales/<locale>/, for
// machines that build the locales separately and merge them later.
func BuildLocale(ctx context.Context, o Options, locale string) (*Report, error) {
	t := newTimer(o.Out)
	b, err := buildLocales(ctx, o, t, []string{locale})
	if err != nil {
		return nil, err
	}
	defer b.release()
	dst := LocaleOutDir(o.Root, b.prepared.Config, locale)
	if err := merge.Into(ctx, dst, locale, b.outs, nil); err != nil {
		return nil, err
	}
	t.done("copy out")
	rep := &Report{Results: b.results, Reused: b.reused, Pages: map[string]int{locale: countPages(dst, false, nil)}, Total: time.Since(t.start)}
	fmt.Fprintf(o.Out, "\n%s: %d pages in %s\n%s\n", locale, rep.Pages[locale], dst, t)
	return rep, nil
}

// Merge puts separately built locales (build/locales/<locale>/) together
// into the site folder, exactly as Build would have.
func Merge(ctx context.Context, o Options) error {
	cfg, l := config.Read(o.Root)
	if err := l.Err(); err != nil {
		l.Print(o.Out)
		return err
	}
	var outs []merge.Output
	for _, loc := range cfg.I18n.Locales {
		dir := LocaleOutDir(o.Root, cfg, loc)
		if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
			return fmt.Errorf("no %s build in %s: run go tool mage buildLocale %s first", loc, dir, loc)
		}
		outs = append(outs, merge.Output{Locale: loc, Dir: dir})
	}
	held, err := lock.Acquire(lockPath(o.Root, cfg))
	if err != nil {
		return err
	}
	defer held.Release()
	// The HTML check of the merged site runs the checker pinned in
	// package.json.
	if err := nodedeps.Ensure(ctx, o.Root, o.Out); err != nil {
		return err
	}
	dst := filepath.Join(o.Root, filepath.FromSlash(cfg.Build.OutDir))
	if err := mergeSite(ctx, o, dst, cfg, outs, "", nil); err != nil {
		return err
	}
	fmt.Fprintf(o.Out, "merged %v into %s\n", cfg.I18n.Locales, dst)
	return nil
}

// LocaleOutDir is where BuildLocale leaves a locale: build/locales/<locale>.
func LocaleOutDir(root string, cfg config.Config, locale string) string {
	out := filepath.Join(root, filepath.FromSlash(cfg.Build.OutDir))
	return filepath.Join(filepath.Dir(out), "locales", locale)
}

// lockPath is the file that keeps two builds of a checkout apart.
func lockPath(root string, cfg config.Config) string {
	return filepath.Join(root, filepath.FromSlash(cfg.Build.StageDir), ".lock")
}

// Env is what docusaurus.config.js is told for a locale's build.
func Env(cfg config.Config, locale string) []string {
	return []string{
		"DS_BASE_URL=" + cfg.LocaleBaseURL(locale),
		"DS_SITE_URL=" + cfg.Site.URL,
		"DS_SITE_TOKEN=" + cfg.Site.Token,
		"DS_SITE_AUTHOR=" + cfg.Site.Author,
		"DS_REPO_URL=" + cfg.Site.RepoURL,
		"DS_LOCALES=" + strings.Join(cfg.I18n.Locales, ","),
		"DS_DEFAULT_LOCALE=" + cfg.I18n.DefaultLocale,
	}
}

// Check is the link check of the built site on its own, as GitHub Pages
// will serve it, and the HTML check of every page.
func Check(ctx context.Context, o Options) error {
	cfg, l := config.Read(o.Root)
	if err := l.Err(); err != nil {
		l.Print(o.Out)
		return err
	}
	return checkSite(ctx, o, cfg, filepath.Join(o.Root, filepath.FromSlash(cfg.Build.OutDir)), htmlcheck.Options{})
}

// Clean removes the staged trees, the merged site with its stamp, and the
// separately built locales.
func Clean(o Options) error {
	cfg, l := config.Read(o.Root)
	if err := l.Err(); err != nil {
		l.Print(o.Out)
		return err
	}
	out := filepath.Join(o.Root, filepath.FromSlash(cfg.Build.OutDir))
	for _, p := range []string{filepath.Join(o.Root, filepath.FromSlash(cfg.Build.StageDir)), out, stampPath(out), filepath.Join(filepath.Dir(out), "locales")} {
		if err := os.RemoveAll(p); err != nil {
			return err
		}
	}
	return nil
}
