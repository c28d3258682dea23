package pipeline

import (
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
)

// summary prints and returns what the build did for each locale.
func summary(w io.Writer, cfg config.Config, dst string, b *built, t *timer) *Report {
	rep := &Report{Results: b.results, Reused: b.reused, Pages: map[string]int{}, Total: time.Since(t.start)}
	fmt.Fprintf(w, "\nsite: %s\n", dst)
	for _, loc := range cfg.I18n.Locales {
		dir := dst
		if loc != cfg.I18n.DefaultLocale {
			dir = filepath.Join(dst, loc)
		}
		rep.Pages[loc] = countPages(dir, loc == cfg.I18n.DefaultLocale, cfg.I18n.Locales)
		how := "reused, unchanged"
		for _, r := range b.results {
			if r.Locale == loc {
				how = fmt.Sprintf("build %.1fs  peak %d MB", r.Duration.Seconds(), r.PeakRSS>>20)
			}
		}
		fmt.Fprintf(w, "  %-3s %5d pages  %-8s %s\n", loc, rep.Pages[loc], cfg.LocaleBaseURL(loc), how)
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
