// Package nodebuild runs `docusaurus build` for several locales at once, one
// child process each, with output streamed line by line under a locale prefix.
package nodebuild

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/support/procgroup"

	"golang.org/x/sync/errgroup"
)

// Job is one locale's build.
type Job struct {
	Locale string
	Dir    string   // the staged site folder
	OutDir string   // where Docusaurus writes the locale's pages
	Env    []string // extra KEY=value settings for docusaurus.config.js
	// Verb is the Docusaurus command, "build" unless set ("start" serves
	// the site for editing).
	Verb string
	// Args replaces the default arguments after the verb when set.
	Args []string
	// NodeFlags go to node itself, before the CLI (e.g. --expose-gc).
	NodeFlags []string
	// Then, when set, runs as soon as this build has succeeded, while the
	// others go on, writing to out between their lines; its error stops them
	// like a failed build.
	Then func(ctx context.Context, out io.Writer) error
	// StuckAfter, when set, is how long the build may go without printing
	// anything while the main threads of its processes stay idle before it
	// is taken for stuck (stuck.go). A stuck build is stopped and started
	// once more, after Reset.
	StuckAfter time.Duration
	// Reset clears what a stopped build may have left half-written.
	Reset func() error
}

// Result is what one build took.
type Result struct {
	Locale   string
	Duration time.Duration
	PeakRSS  int64 // bytes, as the kernel counted for the Node process
}

// Error is a failed build with the last lines it printed.
type Error struct {
	Locale string
	Err    error
	Tail   []string
}

func (e *Error) Error() string {
	return fmt.Sprintf("docusaurus build for %q failed: %v\nlast lines:\n  %s", e.Locale, e.Err, strings.Join(e.Tail, "\n  "))
}

func (e *Error) Unwrap() error { return e.Err }

// CLI is the Docusaurus command-line entry point inside node_modules.
func CLI(modules string) string {
	return filepath.Join(modules, "@docusaurus", "core", "bin", "docusaurus.mjs")
}

// Run builds every job in parallel. The first failure cancels the others.
func Run(ctx context.Context, modules string, jobs []Job, out io.Writer) ([]Result, error) {
	modules, err := filepath.Abs(modules) // each build runs in its own folder
	if err != nil {
		return nil, err
	}
	g, ctx := errgroup.WithContext(ctx)
	results := make([]Result, len(jobs))
	var mu sync.Mutex // keeps the prefixed lines of the builds whole
	for i, j := range jobs {
		g.Go(func() error {
			w := &lockedWriter{mu: &mu, w: out}
			r, err := runOne(ctx, modules, j, w)
			results[i] = r
			if err == nil && j.Then != nil {
				err = j.Then(ctx, w)
			}
			return err
		})
	}
	return results, g.Wait()
}

func runOne(ctx context.Context, modules string, j Job, out io.Writer) (Result, error) {
	prefix := newPrefixer(out, "["+j.Locale+"] ", 40)
	start := time.Now()
	r, err := attempt(ctx, modules, j, prefix)
	if errors.Is(err, ErrStuck) {
		fmt.Fprintf(prefix, "%v for %v; stopped it, starting again\n", ErrStuck, j.StuckAfter)
		if j.Reset != nil {
			err = j.Reset()
		}
		if err == nil {
			r, err = attempt(ctx, modules, j, prefix)
		}
	}
	r.Locale, r.Duration = j.Locale, time.Since(start)
	if err != nil {
		return r, &Error{Locale: j.Locale, Err: err, Tail: prefix.Tail()}
	}
	return r, nil
}

// attempt runs the build once. Its error is ctx's cause when ctx ended it,
// or ErrStuck when the build stopped making progress.
func attempt(ctx context.Context, modules string, j Job, prefix *prefixer) (Result, error) {
	args := j.Args
	if args == nil {
		args = []string{"--locale", j.Locale, "--out-dir", j.OutDir}
	}
	verb := j.Verb
	if verb == "" {
		verb = "build"
	}
	argv := append(append(slices.Clone(j.NodeFlags), CLI(modules), verb), args...)
	ctx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	cmd := procgroup.Command(ctx, "node", argv...)
	cmd.Dir = j.Dir
	// The pinned version is deliberate: no "update available" banner.
	cmd.Env = append(append(os.Environ(), "NO_UPDATE_NOTIFIER=1"), j.Env...)
	cmd.Stdout, cmd.Stderr = prefix, prefix
	err := cmd.Start()
	if err == nil {
		if j.StuckAfter > 0 {
			go watch(ctx, cmd.Process.Pid, j.StuckAfter, prefix.LastWrite, stop)
		}
		err = cmd.Wait()
	}
	procgroup.Reap(cmd) // nothing of the build outlives it, workers included
	prefix.Flush()
	if err != nil && ctx.Err() != nil {
		err = context.Cause(ctx)
	}
	return Result{PeakRSS: peakRSS(cmd)}, err
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
