package lighthouse

import (
	"strings"
	"testing"
	"time"
)

func TestMarkdown(t *testing.T) {
	r := fixture(t)
	good := r
	good.Scores = map[string]float64{"performance": 99, "accessibility": 100, "best-practices": 100, "seo": 100}
	good.Audits = nil
	tb := Table{
		Pages: []Page{{"ja", "home", "/ds/"}, {"en", "post", "/ds/en/blog/2025/09/01/a"}},
		Sites: []string{"pipeline", "default Docusaurus"},
		Sums:  [][]Summary{{Summarize([]Result{r}), Summarize([]Result{r})}, {Summarize([]Result{good}), Summarize([]Result{r})}},
		When:  time.Date(2025, 9, 1, 12, 0, 0, 0, time.UTC),
	}
	md := tb.Markdown()
	for _, want := range []string{
		"Lighthouse 13.5.0, HeadlessChrome/156.0.0.0, default mobile settings",
		"the median of 1 run a page",
		"| page | site | perf | a11y | BP | SEO | LCP | TBT | bytes |",
		"| ja home | pipeline | 82 | 96 | 100 | 100 | 2.6 s | 579 ms | 349 KiB |",
		"| en post | pipeline | 99 | 100 | 100 | 100 |",
		"- ja home: **MISSED**: performance 82 < 95, accessibility 96 < 100\n",
		"- en post: met\n",
		"1 page of 2 miss a bar.",
		"### ja home (`/ds/`)",
		"- accessibility: Links rely on color to be distinguishable. (score 0, `link-in-text-block`)\n  - `div > div.theme-doc-markdown > p > a` `<a href=\"/ds/blog\">`\n",
		"- performance: Total Blocking Time — 580\u00a0ms (score 0.51, `total-blocking-time`)\n",
		"  - and 2 more\n",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "### en post") || strings.Contains(md, "valid-source-maps") {
		t.Errorf("audits listed for a page or category at its bar:\n%s", md)
	}

	tb.Sums[0][0] = Summarize([]Result{good})
	if md := tb.Markdown(); !strings.Contains(md, "Every page meets every bar.") || strings.Contains(md, "held") {
		t.Errorf("all met:\n%s", md)
	}
}
