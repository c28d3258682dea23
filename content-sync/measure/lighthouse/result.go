package lighthouse

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/measure/stats"
)

// Category is one Lighthouse category and the score the site must reach.
type Category struct {
	ID    string // as Lighthouse names it
	Short string // the column heading
	Bar   float64
}

// Categories are the ones scored, in Lighthouse's order, with the project's
// bars: performance 95 leaves room for the noise of simulated throttling on a
// shared machine; the others are pass/fail checks, all of which must pass.
var Categories = []Category{
	{"performance", "perf", 95},
	{"accessibility", "a11y", 100},
	{"best-practices", "BP", 100},
	{"seo", "SEO", 100},
}

func categoryIDs() []string {
	var ids []string
	for _, c := range Categories {
		ids = append(ids, c.ID)
	}
	return ids
}

// Result is what one Lighthouse run said about one page.
type Result struct {
	Version string             // Lighthouse's
	Browser string             // the Chromium that loaded the page
	Scores  map[string]float64 // category ID → 0–100
	LCP     float64            // largest contentful paint, ms
	TBT     float64            // total blocking time, ms
	Bytes   float64            // total transfer size
	Audits  []Audit            // the audits scored below 1
}

// Audit is one check that did not fully pass.
type Audit struct {
	ID, Title string
	Display   string   // Lighthouse's summary of the finding, e.g. "830 ms"
	Score     float64  // 0–1
	In        []string // the categories it counts in
	Items     []string // the first few elements or files it names
	More      int      // how many more it names
}

// maxItems is how many of an audit's findings the report names.
const maxItems = 3

// report is the part of Lighthouse's JSON that is read.
type report struct {
	LighthouseVersion string `json:"lighthouseVersion"`
	RequestedURL      string `json:"requestedUrl"`
	RuntimeError      *struct {
		Code, Message string
	} `json:"runtimeError"`
	Environment struct {
		HostUserAgent string `json:"hostUserAgent"`
	} `json:"environment"`
	Categories map[string]struct {
		Score     *float64 `json:"score"`
		AuditRefs []struct {
			ID    string `json:"id"`
			Group string `json:"group"`
		} `json:"auditRefs"`
	} `json:"categories"`
	Audits map[string]struct {
		Title        string   `json:"title"`
		Score        *float64 `json:"score"`
		NumericValue *float64 `json:"numericValue"`
		DisplayValue string   `json:"displayValue"`
		Details      struct {
			// A list in most audits, but an object in some; read only
			// for the audits reported.
			Items json.RawMessage `json:"items"`
		} `json:"details"`
	} `json:"audits"`
}

// item is one row of an audit's table: an element of the page, a file, or
// a kind of work.
type item struct {
	Node *struct {
		Selector string `json:"selector"`
		Snippet  string `json:"snippet"`
	} `json:"node"`
	URL        any    `json:"url"` // a string, or an object in some audits
	Href       string `json:"href"`
	Text       string `json:"text"`
	GroupLabel string `json:"groupLabel"`
}

// String names the item the way a reader finds it in the page or the build,
// in code spans (snippets are HTML), with the loopback origin left out.
func (it item) String(origin string) string {
	var s string
	url, _ := it.URL.(string)
	switch {
	case it.Node != nil && it.Node.Selector != "":
		s = "`" + it.Node.Selector + "`"
		if it.Node.Snippet != "" {
			s += " `" + shorten(it.Node.Snippet, 80) + "`"
		}
	case it.Href != "":
		s = "`" + strings.TrimPrefix(it.Href, origin) + "`"
	case url != "":
		s = "`" + strings.TrimPrefix(url, origin) + "`"
	default:
		s = it.GroupLabel
	}
	if it.Text != "" {
		s += fmt.Sprintf(" %q", shorten(it.Text, 40))
	}
	return s
}

func shorten(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// origin is scheme://host:port of a URL.
func origin(url string) string {
	scheme, rest, _ := strings.Cut(url, "://")
	host, _, _ := strings.Cut(rest, "/")
	return scheme + "://" + host
}

// Parse reads a Lighthouse JSON report. A report without a score for every
// category means the run failed, and is an error.
func Parse(b []byte) (Result, error) {
	var r report
	if err := json.Unmarshal(b, &r); err != nil {
		return Result{}, fmt.Errorf("not a Lighthouse JSON report: %w", err)
	}
	if e := r.RuntimeError; e != nil {
		return Result{}, fmt.Errorf("lighthouse could not score %s: %s: %s", r.RequestedURL, e.Code, e.Message)
	}
	res := Result{Version: r.LighthouseVersion, Browser: browser(r.Environment.HostUserAgent), Scores: map[string]float64{}}
	in := map[string][]string{}
	var order []string
	for _, c := range Categories {
		cat, ok := r.Categories[c.ID]
		if !ok || cat.Score == nil {
			return Result{}, fmt.Errorf("the report of %s has no %s score", r.RequestedURL, c.ID)
		}
		res.Scores[c.ID] = math.Round(*cat.Score * 100)
		for _, ref := range cat.AuditRefs {
			if ref.Group == "hidden" { // shown nowhere in Lighthouse's own report
				continue
			}
			if _, seen := in[ref.ID]; !seen {
				order = append(order, ref.ID)
			}
			in[ref.ID] = append(in[ref.ID], c.ID)
		}
	}
	for _, id := range order {
		a := r.Audits[id]
		// Informative, manual and not-applicable audits have no score.
		if a.Score == nil || *a.Score >= 1 {
			continue
		}
		au := Audit{ID: id, Title: a.Title, Display: a.DisplayValue, Score: *a.Score, In: in[id]}
		var items []item
		_ = json.Unmarshal(a.Details.Items, &items) // other shapes name nothing to point at
		for _, it := range items {
			switch s := it.String(origin(r.RequestedURL)); {
			case s == "": // a nested table or section, not a finding
			case len(au.Items) < maxItems:
				au.Items = append(au.Items, s)
			default:
				au.More++
			}
		}
		res.Audits = append(res.Audits, au)
	}
	metric := func(id string) float64 {
		if v := r.Audits[id].NumericValue; v != nil {
			return *v
		}
		return math.NaN()
	}
	res.LCP, res.TBT, res.Bytes = metric("largest-contentful-paint"), metric("total-blocking-time"), metric("total-byte-weight")
	return res, nil
}

// browser picks "Chrome/156.0.…" out of a user agent.
func browser(ua string) string {
	for _, f := range strings.Fields(ua) {
		if strings.HasPrefix(f, "Chrome/") || strings.HasPrefix(f, "HeadlessChrome/") {
			return f
		}
	}
	return ua
}

// Summary is the runs of one page on one site taken together.
type Summary struct {
	Runs          int
	Scores        map[string]float64 // medians, by category ID
	LCP, TBT      float64            // medians, ms
	Bytes         float64            // median
	Version       string
	Browser       string
	FailingAudits []Failing // audits of the categories below their bar
}

// Failing is an audit that held a category below its bar.
type Failing struct {
	Audit
	Runs int // in how many of the runs it scored below 1
}

// Summarize takes the median of every score and metric over the runs, and
// collects the audits below 1 of each category whose median misses its bar.
func Summarize(runs []Result) Summary {
	s := Summary{Runs: len(runs), Scores: map[string]float64{}}
	if len(runs) == 0 {
		return s
	}
	s.Version, s.Browser = runs[0].Version, runs[0].Browser
	for _, c := range Categories {
		s.Scores[c.ID] = median(runs, func(r Result) float64 { return r.Scores[c.ID] })
	}
	s.LCP = median(runs, func(r Result) float64 { return r.LCP })
	s.TBT = median(runs, func(r Result) float64 { return r.TBT })
	s.Bytes = median(runs, func(r Result) float64 { return r.Bytes })
	missed := map[string]bool{}
	for _, c := range s.Misses() {
		missed[c.ID] = true
	}
	at := map[string]int{}
	for _, r := range runs {
		for _, a := range r.Audits {
			if !slices.ContainsFunc(a.In, func(id string) bool { return missed[id] }) {
				continue
			}
			if i, ok := at[a.ID]; ok {
				s.FailingAudits[i].Runs++
				s.FailingAudits[i].Score = min(s.FailingAudits[i].Score, a.Score)
				continue
			}
			at[a.ID] = len(s.FailingAudits)
			s.FailingAudits = append(s.FailingAudits, Failing{Audit: a, Runs: 1})
		}
	}
	return s
}

// Misses are the categories whose median score is below the bar.
func (s Summary) Misses() []Category {
	var out []Category
	for _, c := range Categories {
		if s.Scores[c.ID] < c.Bar {
			out = append(out, c)
		}
	}
	return out
}

// median of one value over the runs.
func median(runs []Result, value func(Result) float64) float64 {
	return stats.Median(stats.Of(runs, value))
}
