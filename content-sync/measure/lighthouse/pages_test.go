package lighthouse

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
)

// tree writes empty files at the given paths under a new folder.
func tree(t *testing.T, files ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestPagesTakeTheEarliestPost(t *testing.T) {
	dir := tree(t,
		"index.html", "blog.html", "blog/page/2.html", "blog/tags/ufo.html", "blog/archive.html",
		"blog/2025/09/02/later.html", "blog/2025/09/01/zeta.html", "blog/2025/09/01/alpha.html", "blog/2025/10/01/last.html",
		"en/index.html", "en/blog/page/2.html", "en/blog/2025/09/01/alpha.html")
	pages, err := Pages(config.Default(), dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range pages {
		got = append(got, p.Name()+" "+p.Path)
	}
	want := []string{
		"ja home /ds/", "ja list /ds/blog/page/2", "ja post /ds/blog/2025/09/01/alpha",
		"en home /ds/en/", "en list /ds/en/blog/page/2", "en post /ds/en/blog/2025/09/01/alpha",
	}
	if !slices.Equal(got, want) {
		t.Errorf("pages:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if miss := Missing(pages, dir, "/ds/"); len(miss) > 0 {
		t.Errorf("missing %v", miss)
	}
}

func TestMissingNamesPagesTheOtherSiteLacks(t *testing.T) {
	dir := tree(t, "index.html", "blog/page/2.html", "blog/2025/09/01/alpha.html", "en/index.html", "en/blog/page/2.html")
	pages, err := Pages(config.Default(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if miss := Missing(pages, dir, "/ds/"); !slices.Equal(miss, []string{"/ds/en/blog/2025/09/01/alpha"}) {
		t.Errorf("missing %v", miss)
	}
}

func TestPagesWithoutABuiltBlog(t *testing.T) {
	_, err := Pages(config.Default(), tree(t, "index.html"))
	if err == nil || !strings.Contains(err.Error(), "go tool mage build") {
		t.Errorf("got %v", err)
	}
}
