// Package bench measures the pipeline against plain Docusaurus, side by side
// in one run on this machine, and writes the results to BENCHMARKS.md:
// full builds, rebuilds after small changes, the checks, and how the build
// grows with the blog. Every build works on a fresh copy of the sources.
package bench

import (
	"context"
	_ "embed"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/support/nodedeps"
	"github.com/ayakashi-research/ds/content-sync/measure/gensite"
	"github.com/ayakashi-research/ds/content-sync/measure/stats"
	"github.com/ayakashi-research/ds/content-sync/pipeline"
)

// Options steer a benchmark run.
type Options struct {
	Root string    // the repository whose sources are measured
	Out  io.Writer // progress and results
	Log  io.Writer // the builds' own output
	Runs int       // runs of each full build; tables show medians
}

// Measurement is one run of one thing.
type Measurement struct {
	Wall  time.Duration
	Peak  int64 // bytes: the largest single process the run started
	Tree  int64 // bytes: all the processes it started, at their largest together
	Pages int
}

// section is one part of the report.
type section struct {
	name string
	run  func(ctx context.Context, o Options, r *Report) error
}

var sections = []section{
	{"full", fullBuilds},
	{"rebuild", rebuilds},
	{"checks", checks},
	{"growth", growth},
	{"preview", previews},
}

// Command is `mage bench`. BENCH_RUNS sets the runs of each full build and
// of each blog size (default 3); BENCH_ONLY names the sections to run (full,
// rebuild, checks, growth, preview; default all). The builds' own output goes
// to build/bench.log, the results to the terminal and, when every section
// ran, to BENCHMARKS.md.
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
	only := strings.Fields(strings.ReplaceAll(os.Getenv("BENCH_ONLY"), ",", " "))
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
	o := Options{Root: root, Out: out, Log: log, Runs: runs}
	r := newReport(ctx, root, runs)
	for _, s := range sections {
		if len(only) > 0 && !slices.Contains(only, s.name) {
			continue
		}
		if err := s.run(ctx, o, r); err != nil {
			return fmt.Errorf("%s: %w", s.name, err)
		}
	}
	if len(only) > 0 {
		fmt.Fprintln(out, "\nBENCHMARKS.md is written only when every section runs.")
		return nil
	}
	return os.WriteFile(filepath.Join(root, "BENCHMARKS.md"), []byte(r.String()+tried), 0o644)
}

// tried records tuning measured by hand, which a run does not repeat.
//
//go:embed tried.md
var tried string

// wall is the median wall time of the runs; peak and tree the medians of
// their memory.
func wall(ms []Measurement) time.Duration {
	return time.Duration(stats.Median(stats.Of(ms, func(m Measurement) float64 { return float64(m.Wall) })))
}

func peak(ms []Measurement) int64 {
	return int64(stats.Median(stats.Of(ms, func(m Measurement) float64 { return float64(m.Peak) })))
}

func tree(ms []Measurement) int64 {
	return int64(stats.Median(stats.Of(ms, func(m Measurement) float64 { return float64(m.Tree) })))
}

// ratio divides two median wall times.
func ratio(a, b []Measurement) string {
	return fmt.Sprintf("%.2f", wall(a).Seconds()/wall(b).Seconds())
}

// runByRun divides each of a's runs by the run of base made beside it and
// gives the median and the range of those ratios. Builds made back to back
// share the machine's load, which drifts over a benchmark: on this machine
// one build took 23 s in one round and 29 s in the next.
func runByRun(a, base []Measurement) string {
	r := make([]float64, len(a))
	for i := range a {
		r[i] = a[i].Wall.Seconds() / base[i].Wall.Seconds()
	}
	return fmt.Sprintf("%.2f (%.2f–%.2f)", stats.Median(r), slices.Min(r), slices.Max(r))
}

// measure times run and follows the memory of the processes it starts.
func measure(run func() error) (Measurement, error) {
	mem := watchMemory()
	start := time.Now()
	err := run()
	m := Measurement{Wall: time.Since(start)}
	m.Tree, m.Peak = mem.Stop()
	return m, err
}

// workCopy makes a fresh copy of the repository's sources; remove it after.
func workCopy(root string) (string, error) {
	work, err := os.MkdirTemp("", "ds-bench-")
	if err != nil {
		return "", err
	}
	return work, pipeline.CopySources(root, work)
}

// workCopyWithPosts is a work copy whose blog has n posts: the real ones and
// generated ones added to them.
func workCopyWithPosts(root string, n int) (string, error) {
	work, err := workCopy(root)
	if err != nil {
		return "", err
	}
	if err := gensite.Posts(work, n-165); err != nil {
		os.RemoveAll(work)
		return "", err
	}
	return work, nil
}

// timeBuild runs the pipeline once in a work copy.
func timeBuild(ctx context.Context, o Options, work string) (Measurement, *pipeline.Report, error) {
	var rep *pipeline.Report
	m, err := measure(func() (err error) {
		rep, err = pipeline.Build(ctx, pipeline.Options{Root: work, Out: o.Log})
		return err
	})
	if err != nil {
		return Measurement{}, nil, err
	}
	for _, n := range rep.Pages {
		m.Pages += n
	}
	return m, rep, nil
}

// timeStock runs a stock build once in a work copy.
func timeStock(ctx context.Context, o Options, work string, how pipeline.Plain) (Measurement, error) {
	return measure(func() error {
		_, err := pipeline.BuildPlain(ctx, pipeline.Options{Root: work, Out: o.Log}, how)
		return err
	})
}

func seconds(d time.Duration) string { return fmt.Sprintf("%.2f s", d.Seconds()) }

func mb(b int64) string {
	if b == 0 {
		return "–"
	}
	return fmt.Sprintf("%d MB", b>>20)
}
