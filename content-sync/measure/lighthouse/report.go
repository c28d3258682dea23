package lighthouse

import (
	"fmt"
	"math"
	"strings"
	"time"
)

// Table is every page's summary on every site, for the report.
type Table struct {
	Pages []Page
	Sites []string    // the first is the one held to the bars
	Sums  [][]Summary // by page, then site
	When  time.Time
}

// Markdown is the report: the table of scores and metrics, then for the
// first site whether each page meets the bars and, where not, the audits
// that held it back.
func (t Table) Markdown() string {
	var b strings.Builder
	first := t.Sums[0][0]
	fmt.Fprintf(&b, "# Lighthouse: %s\n\n", strings.Join(t.Sites, " against "))
	fmt.Fprintf(&b, "Lighthouse %s, %s, default mobile settings (simulated throttling); the median of %s a page. Both sites served gzipped on loopback by the project's Pages server; %s.\n\n",
		first.Version, first.Browser, plural(first.Runs, "run"), t.When.Format("2006-01-02 15:04"))
	for _, p := range t.Pages {
		fmt.Fprintf(&b, "- %s: `%s`\n", p.Name(), p.Path)
	}
	b.WriteString("\n| page | site |")
	for _, c := range Categories {
		fmt.Fprintf(&b, " %s |", c.Short)
	}
	b.WriteString(" LCP | TBT | bytes |\n| --- | --- |")
	b.WriteString(strings.Repeat(" ---: |", len(Categories)+3) + "\n")
	for i, p := range t.Pages {
		for j, site := range t.Sites {
			s := t.Sums[i][j]
			fmt.Fprintf(&b, "| %s | %s |", p.Name(), site)
			for _, c := range Categories {
				fmt.Fprintf(&b, " %s |", score(s.Scores[c.ID]))
			}
			fmt.Fprintf(&b, " %s | %s | %s |\n", secs(s.LCP), millis(s.TBT), kib(s.Bytes))
		}
	}

	var bars []string
	for _, c := range Categories {
		bars = append(bars, fmt.Sprintf("%s %s", c.ID, score(c.Bar)))
	}
	fmt.Fprintf(&b, "\n## Bars for the %s site\n\nAt least: %s.\n\n", t.Sites[0], strings.Join(bars, ", "))
	missed := 0
	for i, p := range t.Pages {
		var miss []string
		for _, c := range t.Sums[i][0].Misses() {
			miss = append(miss, fmt.Sprintf("%s %s < %s", c.ID, score(t.Sums[i][0].Scores[c.ID]), score(c.Bar)))
		}
		if len(miss) == 0 {
			fmt.Fprintf(&b, "- %s: met\n", p.Name())
			continue
		}
		missed++
		fmt.Fprintf(&b, "- %s: **MISSED**: %s\n", p.Name(), strings.Join(miss, ", "))
	}
	if missed == 0 {
		fmt.Fprintf(&b, "\nEvery page meets every bar.\n")
		return b.String()
	}
	fmt.Fprintf(&b, "\n%s of %d miss a bar.\n\n## What held the %s site back\n\nThe audits below 1 in each category that missed its bar; the raw reports are in build/lighthouse/.\n",
		plural(missed, "page"), len(t.Pages), t.Sites[0])
	for i, p := range t.Pages {
		s := t.Sums[i][0]
		if len(s.FailingAudits) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n### %s (`%s`)\n\n", p.Name(), p.Path)
		for _, a := range s.FailingAudits {
			line := fmt.Sprintf("- %s: %s", strings.Join(a.In, ", "), a.Title)
			if a.Display != "" {
				line += " — " + a.Display
			}
			line += fmt.Sprintf(" (score %.2g, `%s`", a.Score, a.ID)
			if a.Runs < s.Runs {
				line += fmt.Sprintf(", in %d of %d runs", a.Runs, s.Runs)
			}
			b.WriteString(line + ")\n")
			for _, it := range a.Items {
				fmt.Fprintf(&b, "  - %s\n", it)
			}
			if a.More > 0 {
				fmt.Fprintf(&b, "  - and %d more\n", a.More)
			}
		}
	}
	return b.String()
}

// score prints a median: whole unless two runs were averaged.
func score(v float64) string {
	if v == math.Trunc(v) {
		return fmt.Sprintf("%.0f", v)
	}
	return fmt.Sprintf("%.1f", v)
}

func secs(ms float64) string {
	if math.IsNaN(ms) {
		return "–"
	}
	return fmt.Sprintf("%.1f s", ms/1000)
}

func millis(ms float64) string {
	if math.IsNaN(ms) {
		return "–"
	}
	return fmt.Sprintf("%.0f ms", ms)
}

func kib(b float64) string {
	if math.IsNaN(b) {
		return "–"
	}
	return fmt.Sprintf("%.0f KiB", b/1024)
}

func plural(n int, what string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", what)
	}
	return fmt.Sprintf("%d %ss", n, what)
}
