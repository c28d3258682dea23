package pipeline

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/config"
	"github.com/ayakashi-research/ds/content-sync/linkcheck"
	"github.com/ayakashi-research/ds/content-sync/lock"
	"github.com/ayakashi-research/ds/content-sync/merge"
	"github.com/ayakashi-research/ds/content-sync/nodebuild"
	"github.com/ayakashi-research/ds/content-sync/nodedeps"
	"github.com/ayakashi-research/ds/content-sync/notfound"
	"github.com/ayakashi-research/ds/content-sync/stage"
	"github.com/ayakashi-research/ds/content-sync/tagalias"
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
	Results []nodebuild.Result // one per locale
	Pages   map[string]int     // HTML files per locale
	Total   time.Duration
}

// Build runs the whole pipeline and leaves the merged site in the configured
// output folder. Nothing there changes unless every stage succeeds.
func Build(ctx context.Context, o Options) (*Report, error) {
	t := newTimer(o.Out)
	p, results, outs, release, err := buildLocales(ctx, o, t, nil)
	if err != nil {
		return nil, err
	}
	defer release()
	cfg := p.Config
	dst := filepath.Join(o.Root, filepath.FromSlash(cfg.Build.OutDir))
	if err := mergeSite(dst, cfg, outs, o.Out); err != nil {
		return nil, err
	}
	t.done("merge")
	return summary(o.Out, cfg, dst, results, t), nil
}

// BuildLocale builds one locale alone into build/locales/<locale>/, for
// machines that build the locales separately and merge them later.
func BuildLocale(ctx context.Context, o Options, locale string) (*Report, error) {
	t := newTimer(o.Out)
	p, results, outs, release, err := buildLocales(ctx, o, t, []string{locale})
	if err != nil {
		return nil, err
	}
	defer release()
	dst := LocaleOutDir(o.Root, p.Config, locale)
	if err := merge.Into(dst, locale, outs, nil); err != nil {
		return nil, err
	}
	t.done("copy out")
	rep := &Report{Results: results, Pages: map[string]int{locale: countPages(dst, false, nil)}, Total: time.Since(t.start)}
	fmt.Fprintf(o.Out, "\n%s: %d pages in %s\n%s\n", locale, rep.Pages[locale], dst, t)
	return rep, nil
}

// Merge puts separately built locales (build/locales/<locale>/) together
// into the site folder, exactly as Build would have.
func Merge(o Options) error {
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
	dst := filepath.Join(o.Root, filepath.FromSlash(cfg.Build.OutDir))
	if err := mergeSite(dst, cfg, outs, o.Out); err != nil {
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

// buildLocales validates, stages and builds the given locales (all when nil)
// in parallel, and returns their outputs with the default locale first. On
// success the caller holds the build lock until it calls release.
func buildLocales(ctx context.Context, o Options, t *timer, only []string) (p *Prepared, results []nodebuild.Result, outs []merge.Output, release func(), err error) {
	p, l := Prepare(o.Root)
	t.done("validate")
	if len(l) > 0 {
		l.Print(o.Out)
	}
	if err := l.Err(); err != nil {
		return nil, nil, nil, nil, err
	}
	held, err := lock.Acquire(lockPath(o.Root, p.Config))
	if err != nil {
		return nil, nil, nil, nil, err
	}
	defer func() {
		if err != nil {
			held.Release()
		}
	}()
	cfg := p.Config
	locales := cfg.I18n.Locales
	if only != nil {
		for _, loc := range only {
			if !slices.Contains(locales, loc) {
				return nil, nil, nil, nil, fmt.Errorf("unknown locale %q: %s lists %v", loc, config.FileName, locales)
			}
		}
		locales = only
	}
	if err := nodedeps.Ensure(ctx, o.Root, o.Out); err != nil {
		return nil, nil, nil, nil, err
	}
	t.done("node packages")

	var jobs []nodebuild.Job
	for _, loc := range locales {
		dir := filepath.Join(o.Root, cfg.Build.StageDir, loc)
		st, err := stage.Tree(stage.Options{Root: o.Root, Dir: dir, Locale: loc, Layout: p.Site.Layout, Files: p.Files})
		if err != nil {
			return nil, nil, nil, nil, err
		}
		fmt.Fprintf(o.Out, "[%s] staged: %d written, %d unchanged, %d removed\n", loc, st.Written, st.Unchanged, st.Removed)
		out := filepath.Join(dir, "build")
		if err := os.RemoveAll(out); err != nil {
			return nil, nil, nil, nil, err
		}
		jobs = append(jobs, nodebuild.Job{Locale: loc, Dir: dir, OutDir: out, Env: Env(cfg, loc)})
		built := merge.Output{Locale: loc, Dir: out}
		if loc == cfg.I18n.DefaultLocale {
			outs = append([]merge.Output{built}, outs...)
		} else {
			outs = append(outs, built)
		}
	}
	t.done("stage")

	results, err = nodebuild.Run(ctx, filepath.Join(o.Root, "node_modules"), jobs, o.Out)
	if err != nil {
		for _, j := range jobs {
			os.RemoveAll(j.OutDir) // half-written output of a failed or stopped build
		}
		return nil, nil, nil, nil, err
	}
	t.done("docusaurus build")
	return p, results, outs, held.Release, nil
}

// mergeSite merges the outputs into dst and stamps the finished site.
func mergeSite(dst string, cfg config.Config, outs []merge.Output, out io.Writer) error {
	if err := merge.Into(dst, cfg.I18n.DefaultLocale, outs, finishSite(cfg, out)); err != nil {
		return err
	}
	return os.WriteFile(stampPath(dst), []byte(time.Now().UTC().Format(time.RFC3339)+"\n"), 0o644)
}

// Env is what docusaurus.config.js is told for a locale's build.
func Env(cfg config.Config, locale string) []string {
	return []string{
		"DS_BASE_URL=" + cfg.LocaleBaseURL(locale),
		"DS_SITE_URL=" + cfg.Site.URL,
		"DS_SITE_TOKEN=" + cfg.Site.Token,
		"DS_SITE_AUTHOR=" + cfg.Site.Author,
	}
}

func summary(w io.Writer, cfg config.Config, dst string, results []nodebuild.Result, t *timer) *Report {
	rep := &Report{Results: results, Pages: map[string]int{}, Total: time.Since(t.start)}
	fmt.Fprintf(w, "\nsite: %s\n", dst)
	for _, r := range results {
		dir := dst
		if r.Locale != cfg.I18n.DefaultLocale {
			dir = filepath.Join(dst, r.Locale)
		}
		rep.Pages[r.Locale] = countPages(dir, r.Locale == cfg.I18n.DefaultLocale, cfg.I18n.Locales)
		fmt.Fprintf(w, "  %-3s %5d pages  %-8s build %.1fs  peak %d MB\n", r.Locale, rep.Pages[r.Locale],
			cfg.LocaleBaseURL(r.Locale), r.Duration.Seconds(), r.PeakRSS>>20)
	}
	fmt.Fprintln(w, t.String())
	return rep
}

// countPages counts the HTML files of one locale, leaving out the other
// locales' folders nested under the default one.
func countPages(dir string, isDefault bool, locales []string) int {
	n := 0
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && isDefault && p != dir {
			rel, _ := filepath.Rel(dir, p)
			for _, l := range locales {
				if rel == l {
					return filepath.SkipDir
				}
			}
		}
		if !d.IsDir() && strings.HasSuffix(p, ".html") {
			n++
		}
		return nil
	})
	return n
}

// timer records how long each stage took.
type timer struct {
	out    io.Writer
	start  time.Time
	last   time.Time
	stages []string
}

func newTimer(out io.Writer) *timer {
	now := time.Now()
	return &timer{out: out, start: now, last: now}
}

func (t *timer) done(stage string) {
	now := time.Now()
	t.stages = append(t.stages, fmt.Sprintf("%s %.1fs", stage, now.Sub(t.last).Seconds()))
	t.last = now
}

func (t *timer) String() string {
	return fmt.Sprintf("time: %s; total %.1fs", strings.Join(t.stages, ", "), time.Since(t.start).Seconds())
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

// finishSite completes a merged site before it replaces the last one: the
// lower-case tag addresses, the 404 page in each locale, and the link check,
// whose failure keeps the last site in place.
func finishSite(cfg config.Config, out io.Writer) func(dir string) error {
	return func(dir string) error {
		var prefixes []string
		for _, loc := range cfg.I18n.Locales {
			root, prefix := dir, strings.TrimSuffix(cfg.LocaleBaseURL(loc), "/")
			if loc != cfg.I18n.DefaultLocale {
				root = filepath.Join(dir, loc)
				prefixes = append(prefixes, cfg.LocaleBaseURL(loc))
			}
			res, err := tagalias.Write(root, prefix, cfg.Site.URL, loc)
			if err != nil {
				return err
			}
			fmt.Fprintln(out, res.Describe(loc))
		}
		if err := notfound.Localize(dir, prefixes); err != nil {
			return err
		}
		rep, err := linkcheck.ForSite(cfg, dir)
		if err != nil {
			return err
		}
		rep.Print(out)
		if err := rep.Err(); err != nil {
			return fmt.Errorf("%w; the last good site was kept", err)
		}
		return nil
	}
}
