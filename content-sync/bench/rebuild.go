package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// rebuilds times the pipeline after no change, after one English post
// changed and after one Japanese post changed, against its own full build.
func rebuilds(ctx context.Context, o Options, r *Report) error {
	work, err := workCopy(o.Root)
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	fmt.Fprintln(o.Out, "rebuilds: first a full build of a fresh copy …")
	full, _, err := timeBuild(ctx, o, work)
	if err != nil {
		return err
	}
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
	var rows [][]string
	for _, k := range kinds {
		var ms []Measurement
		var rebuilt []string
		for i := 0; i < 3; i++ {
			if err := k.edit(i); err != nil {
				return err
			}
			m, rep, err := timeBuild(ctx, o, work)
			if err != nil {
				return err
			}
			ms = append(ms, m)
			rebuilt = nil
			for _, res := range rep.Results {
				rebuilt = append(rebuilt, res.Locale)
			}
			fmt.Fprintf(o.Out, "rebuild, %s, run %d/3: %s\n", k.name, i+1, seconds(m.Wall))
		}
		m := median(ms)
		which := strings.Join(rebuilt, ", ")
		if which == "" {
			which = "none"
		}
		rows = append(rows, []string{k.name, which, seconds(m.Wall), fmt.Sprintf("%.2f", m.Wall.Seconds()/full.Wall.Seconds())})
	}
	r.Section(o, "Rebuilds", fmt.Sprintf("The pipeline again on the same copy after its full build (%s). Medians of three.", seconds(full.Wall)))
	r.Table(o, []string{"change", "locales Node rebuilt", "median", "× full build"}, rows)
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
