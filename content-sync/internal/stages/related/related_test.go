package related

import (
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/normalize"
	"github.com/ayakashi-research/ds/content-sync/measure/gensite"
	cp "github.com/otiai10/copy"
	"go.yaml.in/yaml/v3"
)

func TestChooseOnTheRealBlog(t *testing.T) {
	site, l := content.Load(fixture.RepoRoot(), "ja", []string{"ja", "en"})
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	choice := Choose(site, "en")
	arnold := "/blog/2025/09/01/kenneth-arnold-1947-sighting"
	en := choice["en"][arnold]
	if len(en) != Count {
		t.Fatalf("%d related posts, want %d", len(en), Count)
	}
	// The amendment to the Arnold post is the most obviously related post.
	found := false
	for _, r := range en {
		found = found || r.Permalink == "/blog/2025/10/01/arnold-speed-estimate-update"
		if r.Permalink == arnold {
			t.Error("a post is related to itself")
		}
	}
	if !found {
		t.Errorf("the Arnold amendment is not among %v", en)
	}
	ja := choice["ja"][arnold]
	if ja[0].Permalink != en[0].Permalink || !strings.ContainsAny(ja[0].Title, "ぁあいうえおアイウエオ事件") && ja[0].Title == en[0].Title {
		t.Errorf("Japanese choice %v does not mirror the English one %v with Japanese titles", ja, en)
	}
	if len(choice["en"]) != 165 {
		t.Errorf("%d posts have a choice, want 165", len(choice["en"]))
	}
}

// Each post's own list goes into its front matter, in its language, and the
// front matter stays valid YAML with the author's keys intact.
func TestEditsWriteEachPostsListIntoItsFrontMatter(t *testing.T) {
	site, l := content.Load(fixture.RepoRoot(), "ja", []string{"ja", "en"})
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	choice := Choose(site, "en")
	edits := Edits(site, choice)
	route := "/blog/2025/09/01/kenneth-arnold-1947-sighting"
	for _, loc := range []string{"ja", "en"} {
		d := site.Find(loc, content.Post, "2025-09-01-kenneth-arnold-1947-sighting.md")
		if d == nil {
			t.Fatalf("%s: the Arnold post is missing", loc)
		}
		staged := normalize.Apply(d.Src, edits[d.Path])
		front, _, ok := strings.Cut(strings.TrimPrefix(string(staged), "---\n"), "\n---\n")
		if !ok {
			t.Fatalf("%s: no front matter in\n%s", loc, staged)
		}
		var fm struct {
			Title   string `yaml:"title"`
			Related []Link `yaml:"related_posts"`
		}
		if err := yaml.Unmarshal([]byte(front), &fm); err != nil {
			t.Fatalf("%s: %v\n%s", loc, err, front)
		}
		if fm.Title != d.Front.String("title") || !slices.Equal(fm.Related, choice[loc][route]) {
			t.Errorf("%s: title %q, related %v; want %v", loc, fm.Title, fm.Related, choice[loc][route])
		}
	}
	if len(edits) != 330 {
		t.Errorf("%d posts got a list, want 330 (165 in each language)", len(edits))
	}
}

// blogWith is a copy of the real blog with n generated posts added, whose
// texts are alike enough that many candidates score exactly the same.
func blogWith(t testing.TB, n int) *content.Site {
	t.Helper()
	root := t.TempDir()
	for _, dir := range []string{"site", "i18n"} {
		if err := cp.Copy(filepath.Join(fixture.RepoRoot(), dir), filepath.Join(root, dir)); err != nil {
			t.Fatal(err)
		}
	}
	if err := gensite.Posts(root, n); err != nil {
		t.Fatal(err)
	}
	site, l := content.Load(root, "ja", []string{"ja", "en"})
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	return site
}

// The choice is staged into the posts, so it must come out the same on
// every run, ties included, or an unchanged blog would be built again.
func TestChooseIsTheSameEveryTime(t *testing.T) {
	site := blogWith(t, 100)
	first := Choose(site, "en")
	for range 5 {
		if again := Choose(site, "en"); !reflect.DeepEqual(again, first) {
			t.Fatal("two runs over the same posts chose differently")
		}
	}
}

func BenchmarkChoose1000Posts(b *testing.B) {
	site := blogWith(b, 1000-165)
	b.ResetTimer()
	for range b.N {
		Choose(site, "en")
	}
}

// A draft is not built and an unlisted post is reached only by a direct
// link: neither is offered to readers as a related post.
func TestChooseSkipsHiddenPosts(t *testing.T) {
	site, l := content.Load("testdata/hidden", "ja", []string{"ja", "en"})
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	choice := Choose(site, "en")
	for route, links := range choice["en"] {
		for _, r := range links {
			if strings.Contains(r.Permalink, "post-3") || strings.Contains(r.Permalink, "post-4") {
				t.Errorf("%s offers the hidden post %s", route, r.Permalink)
			}
		}
	}
	if got := choice["en"]["/blog/2025/09/01/post-1"]; len(got) != 1 || got[0].Permalink != "/blog/2025/09/02/post-2" {
		t.Errorf("post 1 is related to %v, want post 2 alone", got)
	}
}
