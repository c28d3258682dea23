package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/pipeline"
)

// rebuilds times the pipeline after no change, after one English post
// changed and after one Japanese post changed, against its own full build.
// Each of three rounds cleans the copy, builds it whole and then rebuilds it
// after each change, so that the full builds and the rebuilds they are
// compared with take turns under the same load.
func rebuilds(ctx context.Context, o Options, r *Report) error {
	work, err := workCopy(o.Root)
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	posts, _ := filepath.Glob(filepath.Join(work, "site", "blog", "2025-*.md"))
	if len(posts) < 3 {
		return fmt.Errorf("need at least three posts, found %d", len(posts))
	}
	kinds := []struct {
		name string
		edit func(i int) error
	}{
		{"nothing changed", func(int) error { return nil }},
		{"one English post changed", func(i int) error {
			return appendLine(filepath.Join(work, "i18n", "en", "docusaurus-plugin-content-blog", filepath.Base(posts[i])), "Measured again.")
		}},
		{"one Japanese post changed", func(i int) error { return appendLine(posts[i], "計測のための追記。") }},
	}
	var fulls []Measurement
	ms := make([][]Measurement, len(kinds))
	rebuilt := make([]string, len(kinds))
	for i := 0; i < 3; i++ {
		if err := pipeline.Clean(pipeline.Options{Root: work, Out: o.Log}); err != nil {
			return err
		}
		m, _, err := timeBuild(ctx, o, work)
		if err != nil {
			return err
		}
		fulls = append(fulls, m)
		fmt.Fprintf(o.Out, "rebuilds, round %d/3: full build %s", i+1, seconds(m.Wall))
		for k, kind := range kinds {
			if err := kind.edit(i); err != nil {
				return err
			}
			m, rep, err := timeBuild(ctx, o, work)
			if err != nil {
				return err
			}
			ms[k] = append(ms[k], m)
			var locs []string
			for _, res := range rep.Results {
				locs = append(locs, res.Locale)
			}
			rebuilt[k] = strings.Join(locs, ", ")
			fmt.Fprintf(o.Out, ", %s %s", kind.name, seconds(m.Wall))
		}
		fmt.Fprintln(o.Out)
	}
	full := median(fulls)
	var rows [][]string
	for k, kind := range kinds {
		m := median(ms[k])
		which := rebuilt[k]
		if which == "" {
			which = "none"
		}
		rows = append(rows, []string{kind.name, which, seconds(m.Wall), fmt.Sprintf("%.2f", m.Wall.Seconds()/full.Wall.Seconds()),
			runByRun(ms[k], fulls)})
	}
	r.Section(o, "Rebuilds", fmt.Sprintf("Three rounds on one copy: each cleans it (`go tool mage clean`), builds it whole and rebuilds it after each change below. Medians of the three rounds; the ratio is to the median full build (%s), and round by round to the full build of the same round (median, and lowest–highest).", seconds(full.Wall)))
	r.Table(o, []string{"change", "locales Node rebuilt", "median", "× full build", "round by round"}, rows)
	return nil
}

func appendLine(path, line string) error {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	if _, err := f.WriteString("\n" + line + "\n"); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
