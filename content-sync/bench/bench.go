// Package bench measures full builds of the site, side by side in one run:
// a plain `docusaurus build` (one process, every locale, webpack), the same
// with Docusaurus Faster (Rspack, SWC, Lightning CSS), and this pipeline.
// Every way builds a fresh copy of the same sources, so caches do not help.
package bench

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"github.com/ayakashi-research/ds/content-sync/nodebuild"
	"github.com/ayakashi-research/ds/content-sync/nodedeps"
	"github.com/ayakashi-research/ds/content-sync/pipeline"
	"github.com/ayakashi-research/ds/content-sync/stage"
)

// Options steer a benchmark run.
type Options struct {
	Root string    // the repository whose sources are measured
	Out  io.Writer // the table and progress
	Log  io.Writer // the builds' own output
	Runs int       // runs of each way; the table shows medians
}

// Measurement is one run of one way of building.
type Measurement struct {
	Wall time.Duration
	Peak int64 // bytes; the largest Node process
}

// Way is one way of building the site.
type Way struct {
	Name string
	Run  func(ctx context.Context, work string) (Measurement, error)
}

// Command is `mage bench`: installs what is missing, reads BENCH_RUNS
// (default 3), keeps the builds' output in build/bench.log, prints the table.
func Command(ctx context.Context, root string, out io.Writer) error {
	if err := nodedeps.Ensure(ctx, root, out); err != nil {
		return err
	}
	runs := 3
	if s := os.Getenv("BENCH_RUNS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return fmt.Errorf("BENCH_RUNS=%q is not a positive number", s)
		}
		runs = n
	}
	logPath := filepath.Join(root, "build", "bench.log")
	if err := os.MkdirAll(filepath.Dir(logPath), 0o755); err != nil {
		return err
	}
	log, err := os.Create(logPath)
	if err != nil {
		return err
	}
	defer log.Close()
	fmt.Fprintf(out, "build output goes to %s\n", logPath)
	if err := Run(ctx, Options{Root: root, Out: out, Log: log, Runs: runs}); err != nil {
		return err
	}
	return LinkCheck(ctx, root, 5, out)
}

// Run measures every way o.Runs times and prints the medians with their
// ratio to the plain build.
func Run(ctx context.Context, o Options) error {
	ways := []Way{
		{"plain docusaurus build (webpack)", plain(o, false)},
		{"plain docusaurus build (faster)", plain(o, true)},
		{"pipeline (staged, parallel, faster)", pipelineWay(o)},
	}
	results := make([][]Measurement, len(ways))
	for run := 1; run <= o.Runs; run++ {
		for i, w := range ways {
			work, err := copySources(o.Root)
			if err != nil {
				return err
			}
			fmt.Fprintf(o.Out, "run %d/%d: %s … ", run, o.Runs, w.Name)
			m, err := w.Run(ctx, work)
			os.RemoveAll(work)
			if err != nil {
				return fmt.Errorf("%s: %w", w.Name, err)
			}
			fmt.Fprintf(o.Out, "%.1fs, peak %d MB\n", m.Wall.Seconds(), m.Peak>>20)
			results[i] = append(results[i], m)
		}
	}
	printTable(o.Out, ways, results)
	return nil
}

func printTable(w io.Writer, ways []Way, results [][]Measurement) {
	base := median(results[0]).Wall
	fmt.Fprintf(w, "\n%-38s %10s %10s %10s\n", "full build, both locales", "median", "× plain", "peak MB")
	for i, way := range ways {
		m := median(results[i])
		fmt.Fprintf(w, "%-38s %9.1fs %10.2f %10d\n", way.Name, m.Wall.Seconds(), m.Wall.Seconds()/base.Seconds(), m.Peak>>20)
	}
}

// median takes the run with the median wall time; its peak is that run's.
func median(ms []Measurement) Measurement {
	s := slices.Clone(ms)
	slices.SortFunc(s, func(a, b Measurement) int { return int(a.Wall - b.Wall) })
	return s[len(s)/2]
}

// copySources makes a fresh working copy of the repository's sources.
func copySources(root string) (string, error) {
	work, err := os.MkdirTemp("", "ds-bench-")
	if err != nil {
		return "", err
	}
	return work, pipeline.CopySources(root, work)
}

// plain stages one tree with every locale's translations and runs a single
// `docusaurus build` over it, as a site without this pipeline would.
func plain(o Options, faster bool) func(context.Context, string) (Measurement, error) {
	return func(ctx context.Context, work string) (Measurement, error) {
		start := time.Now()
		p, l := pipeline.Prepare(work)
		if err := l.Err(); err != nil {
			return Measurement{}, err
		}
		dir := filepath.Join(work, ".stage", "plain")
		_, err := stage.Tree(stage.Options{Root: work, Dir: dir, Locale: p.Config.I18n.DefaultLocale,
			Translations: p.Config.I18n.Locales, Layout: p.Site.Layout, Files: p.Files})
		if err != nil {
			return Measurement{}, err
		}
		env := append(pipeline.Env(p.Config, p.Config.I18n.DefaultLocale), fmt.Sprintf("DS_FASTER=%t", faster))
		job := nodebuild.Job{Locale: "all", Dir: dir, Env: env, Args: []string{"--out-dir", filepath.Join(dir, "build")}}
		res, err := nodebuild.Run(ctx, filepath.Join(work, "node_modules"), []nodebuild.Job{job}, o.Log)
		if err != nil {
			return Measurement{}, err
		}
		return Measurement{Wall: time.Since(start), Peak: res[0].PeakRSS}, nil
	}
}

func pipelineWay(o Options) func(context.Context, string) (Measurement, error) {
	return func(ctx context.Context, work string) (Measurement, error) {
		start := time.Now()
		rep, err := pipeline.Build(ctx, pipeline.Options{Root: work, Out: o.Log})
		if err != nil {
			return Measurement{}, err
		}
		m := Measurement{Wall: time.Since(start)}
		for _, r := range rep.Results {
			m.Peak = max(m.Peak, r.PeakRSS)
		}
		return m, nil
	}
}
