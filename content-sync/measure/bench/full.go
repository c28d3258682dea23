package bench

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/ayakashi-research/ds/content-sync/pipeline"
)

// way is one way of building the whole site from a fresh copy.
type way struct {
	name string
	run  func(ctx context.Context, o Options, work string) (Measurement, error)
}

// fullBuilds compares clean builds of the real site: plain Docusaurus
// (webpack), plain Docusaurus Faster, and the pipeline.
func fullBuilds(ctx context.Context, o Options, r *Report) error {
	ways := []way{
		{"plain `docusaurus build`, webpack", plain(false)},
		{"plain `docusaurus build`, Faster", plain(true)},
		{"pipeline: staged locales in parallel, Faster", func(ctx context.Context, o Options, work string) (Measurement, error) {
			m, _, err := timeBuild(ctx, o, work)
			return m, err
		}},
	}
	results := make([][]Measurement, len(ways))
	for run := 1; run <= o.Runs; run++ {
		for i, w := range ways {
			work, err := workCopy(o.Root)
			if err != nil {
				return err
			}
			fmt.Fprintf(o.Out, "full build, run %d/%d: %s … ", run, o.Runs, w.name)
			m, err := w.run(ctx, o, work)
			os.RemoveAll(work)
			if err != nil {
				return fmt.Errorf("%s: %w", w.name, err)
			}
			fmt.Fprintf(o.Out, "%s, peak %s\n", seconds(m.Wall), mb(m.Peak))
			results[i] = append(results[i], m)
		}
	}
	r.Section(o, "Full build of the real site",
		"Both locales from a fresh copy with empty caches. The plain builds run one `docusaurus build` over a tree holding both locales, as a site without this pipeline would (webpack pinned to 5.98 for the first). The pipeline's time includes validation, staging, merging and the link check. "+
			"The ratio divides the medians; run by run, each run's build is divided by the plain webpack build of the same run (median, and lowest–highest), since the builds of one run are made back to back.")
	base := median(results[0]).Wall
	var rows [][]string
	for i, w := range ways {
		m := median(results[i])
		rows = append(rows, []string{w.name, seconds(m.Wall), fmt.Sprintf("%.2f", m.Wall.Seconds()/base.Seconds()),
			runByRun(results[i], results[0]), mb(m.Peak)})
	}
	r.Table(o, []string{"way", "median", "× plain webpack", "run by run", "peak memory of one Node process"}, rows)
	return nil
}

// plain is one `docusaurus build` over a tree holding every locale, as
// pipeline.BuildPlain makes it.
func plain(faster bool) func(context.Context, Options, string) (Measurement, error) {
	return func(ctx context.Context, o Options, work string) (Measurement, error) {
		start := time.Now()
		res, err := pipeline.BuildPlain(ctx, pipeline.Options{Root: work, Out: o.Log}, pipeline.Plain{Faster: faster})
		if err != nil {
			return Measurement{}, err
		}
		return Measurement{Wall: time.Since(start), Peak: res.PeakRSS}, nil
	}
}
