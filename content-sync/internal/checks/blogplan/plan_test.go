package blogplan

import (
	"path/filepath"
	"regexp"
	"sort"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/sitespec"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
)

var repoRoot = fixture.RepoRoot()

var slugStyle = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

func loadPlan(t *testing.T) []Entry {
	t.Helper()
	plan, err := Load(filepath.Join(repoRoot, Path))
	if err != nil {
		t.Fatal(err)
	}
	return plan
}

func TestPlanMatchesTheSpec(t *testing.T) {
	plan := loadPlan(t)
	if len(plan) != 165 {
		t.Errorf("%d planned posts, want 165", len(plan))
	}
	got := TagCounts(plan)
	for tag, want := range sitespec.TagCounts {
		if got[tag] != want {
			t.Errorf("tag %s on %d posts, want %d", tag, got[tag], want)
		}
	}
	for tag := range got {
		if _, ok := sitespec.TagCounts[tag]; !ok {
			t.Errorf("tag %s is not one of the site's tags", tag)
		}
	}

	months := map[string]bool{"2024-06": true, "2025-09": true, "2025-10": true}
	slugs, titles := map[string]bool{}, map[string]bool{}
	sorted := sort.SliceIsSorted(plan, func(i, j int) bool { return plan[i].Name() < plan[j].Name() })
	if !sorted {
		t.Error("plan is not sorted by date and slug")
	}
	for _, e := range plan {
		if e.Date < "2025-09-01" || e.Date > "2025-10-03" {
			t.Errorf("line %d: date %s outside the window", e.Line, e.Date)
		}
		if !slugStyle.MatchString(e.Slug) || slugs[e.Slug] {
			t.Errorf("line %d: slug %q is malformed or repeated", e.Line, e.Slug)
		}
		slugs[e.Slug] = true
		for _, title := range []string{e.TitleJa, e.TitleEn} {
			if title == "" || titles[title] {
				t.Errorf("line %d: title %q is empty or repeated", e.Line, title)
			}
			titles[title] = true
		}
		n := 0
		for _, tag := range e.Tags {
			if months[tag] {
				n++
			}
		}
		if n != 1 || !months[e.Tags[0]] {
			t.Errorf("line %d: %v must start with exactly one month tag", e.Line, e.Tags)
		}
		if (e.Date >= "2025-10-01") != (e.Tags[0] == "2025-10") {
			t.Errorf("line %d: month tag %s does not fit date %s", e.Line, e.Tags[0], e.Date)
		}
		if len(e.Sources) < 2 || e.Angle == "" {
			t.Errorf("line %d: needs an angle and at least two sources", e.Line)
		}
	}
}

func TestPlanTagsAreDefined(t *testing.T) {
	site, l := content.Load(repoRoot, "ja", []string{"ja", "en"})
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	for tag := range TagCounts(loadPlan(t)) {
		for _, loc := range site.Locales {
			if !site.Tags[loc].Has(tag) {
				t.Errorf("tag %s is not defined in %s", tag, site.Layout.TagsFile(loc))
			}
		}
	}
}

// TestPublishedPosts checks every post written so far against the plan and
// the editorial rules.
func TestPublishedPosts(t *testing.T) {
	site, l := content.Load(repoRoot, "ja", []string{"ja", "en"})
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	d := Check(site, loadPlan(t), DefaultRules)
	d.Sort()
	if len(d) > 0 {
		t.Errorf("%d problems:\n%s", len(d), d)
	}
}
