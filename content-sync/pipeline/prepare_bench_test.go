package pipeline

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	cp "github.com/otiai10/copy"
)

// GenerateSite writes a site of n posts in both locales under root, on top of
// the fixture's tags, authors and docs: each post links to the previous one
// and to a heading of it, so link and anchor checks have work to do.
func GenerateSite(tb testing.TB, root string, n int) {
	tb.Helper()
	if err := cp.Copy("testdata/site", root); err != nil {
		tb.Fatal(err)
	}
	first := time.Date(2025, 9, 1, 0, 0, 0, 0, time.UTC)
	name := func(i int) string {
		return fmt.Sprintf("%s-generated-post-%d.md", first.AddDate(0, 0, i%33).Format(time.DateOnly), i)
	}
	route := func(i int) string {
		d := first.AddDate(0, 0, i%33)
		return fmt.Sprintf("/blog/%s/generated-post-%d", d.Format("2006/01/02"), i)
	}
	for i := 0; i < n; i++ {
		link := "/blog"
		if i > 0 {
			link = route(i-1) + "#second-section"
		}
		ja := fmt.Sprintf("---\ntitle: 生成された記事 %d\ndescription: 計測用の記事です。\nauthors: [ayakashi]\ntags: [2025-09, ufo]\n---\n冒頭の段落です。\n\n<!-- truncate -->\n\n## 第一節\n\n[前の記事](%s)を参照。\n\n## Second section\n\n本文がここに続きます。\n", i, link)
		en := fmt.Sprintf("---\ntitle: Generated post %d\ndescription: A post for measuring.\nauthors: [ayakashi]\ntags: [2025-09, UFO]\n---\nOpening paragraph.\n\n<!-- truncate -->\n\n## First section\n\nSee [the previous post](%s).\n\n## Second section\n\nThe body goes on here.\n", i, link)
		for _, f := range []struct{ dir, text string }{{"site/blog", ja}, {"i18n/en/docusaurus-plugin-content-blog", en}} {
			if err := os.WriteFile(filepath.Join(root, f.dir, name(i)), []byte(f.text), 0o644); err != nil {
				tb.Fatal(err)
			}
		}
	}
}

func TestGeneratedSiteIsValid(t *testing.T) {
	root := t.TempDir()
	GenerateSite(t, root, 50)
	if _, l := Prepare(root); l.Errors() > 0 {
		t.Fatalf("generated site has errors:\n%s", l)
	}
}

// BenchmarkPrepare measures every check without Node, on the real site and
// on generated blogs, to show how validation grows with the number of posts.
func BenchmarkPrepare(b *testing.B) {
	b.Run("real-site", func(b *testing.B) {
		for b.Loop() {
			Prepare(repoRoot)
		}
	})
	for _, n := range []int{1000, 10000} {
		b.Run(fmt.Sprintf("posts=%d", n), func(b *testing.B) {
			root := b.TempDir()
			GenerateSite(b, root, n)
			b.ResetTimer()
			for b.Loop() {
				if _, l := Prepare(root); l.Errors() > 0 {
					b.Fatal(l[:1])
				}
			}
		})
	}
}
