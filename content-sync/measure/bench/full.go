package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/htmlcheck"
	"github.com/ayakashi-research/ds/content-sync/pipeline"
)

// way is one way of building the whole site from a fresh copy.
type way struct {
	name   string
	before func() error // readies a clean build; nil when nothing to do
	run    func(ctx context.Context, o Options, work string) (Measurement, error)
}

// stockWays are the builds a user would make without this pipeline: stock
// Docusaurus, the classic theme and no plugin of the site's, once as
// installed and once with the tuning the pipeline gives its own builds.
// The site's version and the latest 3.x, installed apart, with the future
// flags each version offers (docusaurus.config.js).
func stockWays(site, latest string) (ways []way, base37, baseLatest int) {
	siteV, latestV := docusaurusVersion(site), docusaurusVersion(latest)
	tuning := " with the pipeline's tuning (" + strings.Join(pipeline.BuildTuning, ", ") + ", MIMALLOC_PURGE_DELAY as the pipeline sets it)"
	for _, v := range []struct {
		name, modules string
		tuned         bool
	}{
		{"stock Docusaurus " + siteV + ", Faster", "", false},
		{"stock Docusaurus " + siteV + ", Faster," + tuning, "", true},
		{"stock Docusaurus " + latestV + ", v4 + Faster", latest, false},
		{"stock Docusaurus " + latestV + ", v4 + Faster," + tuning, latest, true},
	} {
		how := pipeline.Plain{Faster: true, StockTheme: true, Modules: v.modules, Tuned: v.tuned}
		w := way{name: v.name, run: func(ctx context.Context, o Options, work string) (Measurement, error) {
			return timeStock(ctx, o, work, how)
		}}
		if v.modules != "" {
			w.before = func() error { return clearCache(latest) }
		}
		ways = append(ways, w)
	}
	// The checking the pipeline does and a stock build does not, done by
	// hand after the latest stock build: the Nu HTML Checker over every page
	// of its output (Docusaurus checks the links itself).
	checked := pipeline.Plain{Faster: true, StockTheme: true, Modules: latest}
	ways = append(ways, way{
		name:   "stock Docusaurus " + latestV + ", v4 + Faster, then the Nu HTML Checker over every page",
		before: func() error { return clearCache(latest) },
		run: func(ctx context.Context, o Options, work string) (Measurement, error) {
			return timeStockChecked(ctx, o, work, checked)
		},
	})
	return ways, 0, 2
}

// timeStockChecked runs a stock build once in a work copy and then the Nu
// HTML Checker over every page it wrote.
func timeStockChecked(ctx context.Context, o Options, work string, how pipeline.Plain) (Measurement, error) {
	cfg, l := config.Read(work)
	if err := l.Err(); err != nil {
		return Measurement{}, err
	}
	c, err := htmlcheck.Find(work)
	if err != nil {
		return Measurement{}, err
	}
	return measure(func() error {
		if _, err := pipeline.BuildPlain(ctx, pipeline.Options{Root: work, Out: o.Log}, how); err != nil {
			return err
		}
		_, err := htmlcheck.Check(ctx, c, htmlcheck.Options{Dir: pipeline.PlainSite(work, cfg, how), Base: cfg.Site.BasePath})
		return err
	})
}

// fullBuilds compares clean builds of the real site: the pipeline against
// the stock builds, taking turns: each run starts one way further on, so no
// way always follows the same one.
func fullBuilds(ctx context.Context, o Options, r *Report) error {
	latest, err := installLatest(ctx, o.Root, o)
	if err != nil {
		return err
	}
	ways, base37, baseLatest := stockWays(filepath.Join(o.Root, "node_modules"), latest)
	ways = append(ways, way{name: "pipeline: staged locales in parallel, Faster, patched", run: func(ctx context.Context, o Options, work string) (Measurement, error) {
		m, _, err := timeBuild(ctx, o, work)
		return m, err
	}})
	results := make([][]Measurement, len(ways))
	for run := range o.Runs {
		for k := range ways {
			i := (run + k) % len(ways)
			w := ways[i]
			work, err := workCopy(o.Root)
			if err != nil {
				return err
			}
			fmt.Fprintf(o.Out, "full build, run %d/%d: %s … ", run+1, o.Runs, w.name)
			if w.before != nil {
				err = w.before()
			}
			var m Measurement
			if err == nil {
				m, err = w.run(ctx, o, work)
			}
			os.RemoveAll(work)
			if err != nil {
				return fmt.Errorf("%s: %w", w.name, err)
			}
			fmt.Fprintf(o.Out, "%s, peak %s (one process %s)\n", seconds(m.Wall), mb(m.Tree), mb(m.Peak))
			results[i] = append(results[i], m)
		}
	}
	b37, bl := results[base37], results[baseLatest]
	r.Section(o, "Full build of the real site",
		"Both locales from a fresh copy with empty caches. The stock builds are what a site without this pipeline would run: one `docusaurus build` over a tree holding both locales, the classic theme, none of the site's plugins or theme components, on the same staged content (tags normalised, last-update dates and related posts in the front matter, figures). "+
			"The latest Docusaurus is installed apart from the site's packages (`"+latestSource+"`) and built with `future: {v4: true, faster: true}`; its persistent cache is emptied before each of these builds. "+
			"The pipeline's time also holds what the stock builds do not do: validation, the search index, merging and the check of the merged site; the last stock way adds the largest part of that, the Nu HTML Checker over every page, to the latest build. "+
			fmt.Sprintf("The runs take turns: each starts one way further down the list. Ratios divide medians; run by run, each build is divided by the %s build of the same run (median, and lowest–highest). ", ways[baseLatest].name)+
			"Memory is the most the build's processes held together at one moment (their resident sizes added up, sampled five times a second) and, beside it, the peak resident size of the largest single process.")
	pipe := results[len(ways)-1]
	checkedLatest := results[len(ways)-2]
	r.Lead(o, fmt.Sprintf("A clean build of both locales: the pipeline takes %s × the time of %s and %s × that of %s; %s × that of the same build followed by the Nu HTML Checker over its pages, the checking the pipeline's time includes.",
		ratio(pipe, b37), ways[base37].name, ratio(pipe, bl), ways[baseLatest].name, ratio(pipe, checkedLatest)))
	var rows [][]string
	for i, w := range ways {
		ms := results[i]
		rows = append(rows, []string{w.name, seconds(wall(ms)), ratio(ms, b37), ratio(ms, bl), runByRun(ms, bl), mb(tree(ms)), mb(peak(ms))})
	}
	r.Table(o, []string{"way", "median", "× stock " + docusaurusVersion(filepath.Join(o.Root, "node_modules")), "× stock " + docusaurusVersion(latest), "run by run", "peak, all processes", "peak, largest process"}, rows)
	return nil
}
