package blogplan

import (
	"path/filepath"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/sitespec"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
)

// TestBlogIsComplete holds the published blog to the numbers of the site's
// specification: every planned post in both languages, the exact tag counts,
// the date window, unique slugs and titles, and no passages shared between
// posts.
func TestBlogIsComplete(t *testing.T) {
	plan := loadPlan(t)
	site, l := content.Load(repoRoot, "ja", []string{"ja", "en"})
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	posts := map[string]map[string]*content.Document{"ja": {}, "en": {}}
	for _, d := range site.Docs {
		if d.Kind == content.Post {
			posts[d.Locale][PostName(d.Rel)] = d
		}
	}
	for _, e := range plan {
		for _, loc := range []string{"ja", "en"} {
			if posts[loc][e.Name()] == nil {
				t.Errorf("%s: the %s post is missing", e.Name(), loc)
			}
		}
	}
	for _, loc := range []string{"ja", "en"} {
		if len(posts[loc]) != len(plan) {
			t.Errorf("%s: %d posts, want %d", loc, len(posts[loc]), len(plan))
		}
	}

	// Tag counts of what is published, not of the plan.
	counts := map[string]int{}
	titles := map[string]string{}
	first, last := "9999", "0000"
	for name, d := range posts["ja"] {
		for _, n := range d.Front.List("tags") {
			counts[n.Value]++
		}
		for _, loc := range []string{"ja", "en"} {
			if p := posts[loc][name]; p != nil {
				title := loc + " " + p.Front.String("title")
				if other, dup := titles[title]; dup {
					t.Errorf("%s and %s share the title %q", other, name, title)
				}
				titles[title] = name
			}
		}
		date := name[:10]
		first, last = min(first, date), max(last, date)
	}
	for tag, want := range sitespec.TagCounts {
		if counts[tag] != want {
			t.Errorf("tag %s is on %d published posts, want %d", tag, counts[tag], want)
		}
	}
	if first != "2025-09-01" || last != "2025-10-03" {
		t.Errorf("posts span %s to %s, want 2025-09-01 to 2025-10-03", first, last)
	}

	// No passage of 12 words (English) or 40 characters (Japanese) appears in
	// two posts: sources are left out, since posts may cite the same book.
	for _, c := range []struct {
		loc     string
		n       int
		byChars bool
	}{{"en", 12, false}, {"ja", 40, true}} {
		texts := map[string]string{}
		for name, d := range posts[c.loc] {
			texts[filepath.Base(name)] = content.ReadShape(d.Src[d.BodyOffset:]).Prose
		}
		for _, o := range SharedRuns(texts, c.n, c.byChars) {
			t.Errorf("%s: %s and %s share %q", c.loc, o.A, o.B, o.Run)
		}
	}
}
