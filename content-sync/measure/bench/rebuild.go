package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/pipeline"
)

// change is an edit between two builds, and the locale it touches.
type change struct {
	name   string
	locale string // "" when nothing changed
	edit   func(work string, round int) error
}

var changes = []change{
	{"nothing changed", "", func(string, int) error { return nil }},
	{"one English post changed", "en", func(work string, round int) error {
		post, err := roundPost(work, round)
		if err != nil {
			return err
		}
		return appendLine(filepath.Join(work, "i18n", "en", "docusaurus-plugin-content-blog", filepath.Base(post)), "Measured again.")
	}},
	{"one Japanese post changed", "ja", func(work string, round int) error {
		post, err := roundPost(work, round)
		if err != nil {
			return err
		}
		return appendLine(post, "計測のための追記。")
	}},
}

// roundPost is the post a round edits: another one each round.
func roundPost(work string, round int) (string, error) {
	posts, _ := filepath.Glob(filepath.Join(work, "site", "blog", "2025-*.md"))
	if len(posts) <= round {
		return "", fmt.Errorf("need at least %d posts of 2025, found %d", round+1, len(posts))
	}
	return posts[round], nil
}

// rebuilds times builds after small changes: the pipeline's, which rebuilds
// only the locales a change touches, against the latest stock Docusaurus
// with its persistent cache warm, rebuilding both locales and, with
// --locale, the touched one alone. Each round starts from clean copies and
// empty caches and takes each side's full build first; the sides take
// turns as to which goes first.
func rebuilds(ctx context.Context, o Options, r *Report) error {
	latest, err := installLatest(ctx, o.Root, o)
	if err != nil {
		return err
	}
	latestV := docusaurusVersion(latest)
	stock := func(locale string) pipeline.Plain {
		return pipeline.Plain{Faster: true, StockTheme: true, Modules: latest, Locale: locale}
	}
	// rows of the table, each with its runs
	type row struct {
		change, way, locales string
		ms                   []Measurement
		full, base           *row
	}
	var rows []*row
	add := func(change, way, locales string) *row {
		x := &row{change: change, way: way, locales: locales}
		rows = append(rows, x)
		return x
	}
	pipeFull := add("clean build", "pipeline", "ja, en")
	stockFull := add("clean build", "stock "+latestV, "all")
	pipeFull.full, stockFull.full, pipeFull.base, stockFull.base = pipeFull, stockFull, stockFull, stockFull
	type step struct{ pipe, both, alone *row }
	steps := make([]step, len(changes))
	for k, c := range changes {
		st := step{pipe: add(c.name, "pipeline", ""), both: add(c.name, "stock "+latestV+", warm cache", "all")}
		st.pipe.full, st.both.full, st.pipe.base, st.both.base = pipeFull, stockFull, st.both, st.both
		if c.locale != "" {
			st.alone = add(c.name, "stock "+latestV+", warm cache, `--locale "+c.locale+"`", c.locale)
			st.alone.full, st.alone.base = stockFull, st.both
		}
		steps[k] = st
	}

	pipelineSide := func(round int) error {
		work, err := workCopy(o.Root)
		if err != nil {
			return err
		}
		defer os.RemoveAll(work)
		m, _, err := timeBuild(ctx, o, work)
		if err != nil {
			return err
		}
		pipeFull.ms = append(pipeFull.ms, m)
		fmt.Fprintf(o.Out, "rebuilds, round %d/%d, pipeline: full build %s", round+1, o.Runs, seconds(m.Wall))
		for k, c := range changes {
			if err := c.edit(work, round); err != nil {
				return err
			}
			m, rep, err := timeBuild(ctx, o, work)
			if err != nil {
				return err
			}
			var locs []string
			for _, res := range rep.Results {
				locs = append(locs, res.Locale)
			}
			steps[k].pipe.locales = strings.Join(locs, ", ")
			steps[k].pipe.ms = append(steps[k].pipe.ms, m)
			fmt.Fprintf(o.Out, ", %s %s", c.name, seconds(m.Wall))
		}
		fmt.Fprintln(o.Out)
		return nil
	}
	stockSide := func(round int) error {
		work, err := workCopy(o.Root)
		if err != nil {
			return err
		}
		defer os.RemoveAll(work)
		if err := clearCache(latest); err != nil {
			return err
		}
		m, err := timeStock(ctx, o, work, stock(""))
		if err != nil {
			return err
		}
		stockFull.ms = append(stockFull.ms, m)
		fmt.Fprintf(o.Out, "rebuilds, round %d/%d, stock %s: full build %s", round+1, o.Runs, latestV, seconds(m.Wall))
		for k, c := range changes {
			if err := c.edit(work, round); err != nil {
				return err
			}
			m, err := timeStock(ctx, o, work, stock(""))
			if err != nil {
				return err
			}
			steps[k].both.ms = append(steps[k].both.ms, m)
			fmt.Fprintf(o.Out, ", %s %s", c.name, seconds(m.Wall))
			if c.locale == "" {
				continue
			}
			// The same edit once more, so that the build alone has a change
			// to pick up as well.
			if err := c.edit(work, round); err != nil {
				return err
			}
			m, err = timeStock(ctx, o, work, stock(c.locale))
			if err != nil {
				return err
			}
			steps[k].alone.ms = append(steps[k].alone.ms, m)
			fmt.Fprintf(o.Out, " (--locale %s %s)", c.locale, seconds(m.Wall))
		}
		fmt.Fprintln(o.Out)
		return nil
	}
	for round := range o.Runs {
		sides := []func(int) error{pipelineSide, stockSide}
		if round%2 == 1 {
			sides[0], sides[1] = sides[1], sides[0]
		}
		for _, side := range sides {
			if err := side(round); err != nil {
				return err
			}
		}
	}

	r.Section(o, "Rebuilds after a small change",
		fmt.Sprintf("%d rounds. In each, the pipeline builds a fresh copy whole and then again after each change below, in turn; the latest stock Docusaurus (%s, v4 + Faster, as in the table above) does the same on another fresh copy, its persistent cache emptied first and then kept, rebuilding both locales after each change and, after the same edit once more, the changed locale alone with `--locale`. The two sides take turns going first. ", o.Runs, latestV)+
			"The pipeline rebuilds only the locales whose staged files changed, and its output is the whole merged site, checked. Medians of the rounds; \"× full build\" divides by the same side's clean build, \"× stock\" by the stock rebuild of both locales after the same change.")
	for _, st := range steps[1:] {
		r.Lead(o, fmt.Sprintf("%s: the pipeline's rebuild takes %s × the time of the warm rebuild of stock %s (both locales) and %s × that of its `--locale` rebuild of the changed locale alone.",
			strings.Replace(st.pipe.change, "one", "One", 1), ratio(st.pipe.ms, st.both.ms), latestV, ratio(st.pipe.ms, st.alone.ms)))
	}
	var out [][]string
	for _, x := range rows {
		locales := x.locales
		if locales == "" {
			locales = "none"
		}
		out = append(out, []string{x.change, x.way, locales, seconds(wall(x.ms)), ratio(x.ms, x.full.ms), ratio(x.ms, x.base.ms), mb(tree(x.ms))})
	}
	r.Table(o, []string{"change", "way", "locales built", "median", "× full build", "× stock " + latestV + " rebuild", "peak, all processes"}, out)
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
