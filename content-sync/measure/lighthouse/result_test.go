package lighthouse

import (
	"math"
	"os"
	"slices"
	"strings"
	"testing"
)

// testdata/report.json is a real report of the Japanese home page (mobile,
// Lighthouse 13.5.0), trimmed to the fields that are read.
func fixture(t *testing.T) Result {
	t.Helper()
	b, err := os.ReadFile("testdata/report.json")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestParse(t *testing.T) {
	r := fixture(t)
	want := map[string]float64{"performance": 82, "accessibility": 96, "best-practices": 100, "seo": 100}
	for id, v := range want {
		if r.Scores[id] != v {
			t.Errorf("%s = %v, want %v", id, r.Scores[id], v)
		}
	}
	if r.Version != "13.5.0" || r.Browser != "HeadlessChrome/156.0.0.0" {
		t.Errorf("version %q, browser %q", r.Version, r.Browser)
	}
	if math.Round(r.LCP) != 2568 || math.Round(r.TBT) != 579 || r.Bytes != 357127 {
		t.Errorf("LCP %v, TBT %v, bytes %v", r.LCP, r.TBT, r.Bytes)
	}
	var ids []string
	for _, a := range r.Audits {
		ids = append(ids, a.ID)
	}
	// Below 1, in category order; hidden metrics (interactive) and audits
	// without a score left out; best practices' weightless source-map audit kept.
	wantIDs := []string{"largest-contentful-paint", "total-blocking-time", "cache-insight", "forced-reflow-insight",
		"network-dependency-tree-insight", "render-blocking-insight", "unused-javascript", "mainthread-work-breakdown",
		"link-in-text-block", "valid-source-maps"}
	if !slices.Equal(ids, wantIDs) {
		t.Errorf("audits below 1:\n  %v\nwant\n  %v", ids, wantIDs)
	}
}

func TestParseNamesWhatToLookAt(t *testing.T) {
	audits := map[string]Audit{}
	for _, a := range fixture(t).Audits {
		audits[a.ID] = a
	}
	link := audits["link-in-text-block"]
	if len(link.Items) != 2 || link.Items[0] != "`div > div.theme-doc-markdown > p > a` `<a href=\"/ds/blog\">`" || link.Title != "Links rely on color to be distinguishable." {
		t.Errorf("link-in-text-block: %+v", link)
	}
	cache := audits["cache-insight"]
	if len(cache.Items) != maxItems || cache.More != 2 || !strings.HasPrefix(cache.Items[0], "`/ds/assets/js/main.") {
		t.Errorf("cache-insight names %v and %d more", cache.Items, cache.More)
	}
	if work := audits["mainthread-work-breakdown"]; work.Items[0] != "Script Evaluation" {
		t.Errorf("main-thread work: %v", work.Items)
	}
	if tree := audits["network-dependency-tree-insight"]; len(tree.Items) != 0 {
		t.Errorf("sections are not findings: %v", tree.Items)
	}
}

func TestParseRefusesAFailedRun(t *testing.T) {
	for _, b := range []string{
		`{"requestedUrl":"http://x/ds/","runtimeError":{"code":"NO_FCP","message":"The page did not paint any content."},"categories":{}}`,
		`{"requestedUrl":"http://x/ds/","categories":{"performance":{"score":null}}}`,
		`<html>`,
	} {
		if _, err := Parse([]byte(b)); err == nil {
			t.Errorf("no error for %s", b)
		}
	}
}

func TestSummarizeTakesMediansAndTheAuditsOfMissedBars(t *testing.T) {
	r := fixture(t)
	a, b, c := r, r, r
	a.Scores = map[string]float64{"performance": 97, "accessibility": 100, "best-practices": 100, "seo": 100}
	a.LCP, a.Audits = 1000, nil
	b.Scores = map[string]float64{"performance": 90, "accessibility": 96, "best-practices": 100, "seo": 100}
	b.LCP = 3000
	s := Summarize([]Result{a, b, c})
	if s.Scores["performance"] != 90 || s.Scores["accessibility"] != 96 || s.LCP != r.LCP {
		t.Errorf("medians: %v, LCP %v", s.Scores, s.LCP)
	}
	var missed []string
	for _, c := range s.Misses() {
		missed = append(missed, c.ID)
	}
	if !slices.Equal(missed, []string{"performance", "accessibility"}) {
		t.Errorf("missed %v", missed)
	}
	var got []string
	for _, f := range s.FailingAudits {
		got = append(got, f.ID)
		if f.Runs != 2 {
			t.Errorf("%s failed in %d runs, want 2", f.ID, f.Runs)
		}
	}
	// valid-source-maps is below 1, but best practices met its bar.
	if slices.Contains(got, "valid-source-maps") || !slices.Contains(got, "link-in-text-block") || !slices.Contains(got, "total-blocking-time") {
		t.Errorf("failing audits %v", got)
	}

	even := Summarize([]Result{a, b})
	if even.Scores["performance"] != 93.5 || even.LCP != 2000 {
		t.Errorf("even runs: performance %v, LCP %v", even.Scores["performance"], even.LCP)
	}
	if met := Summarize([]Result{a}); len(met.Misses()) != 0 || len(met.FailingAudits) != 0 {
		t.Errorf("a page at the bars: %v, %v", met.Misses(), met.FailingAudits)
	}
}
