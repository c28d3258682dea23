package search

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadEntry(t *testing.T) {
	r, err := readEntry("testdata/pagefind-entry.json")
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Describe(); got != "search index: en 192 pages, ja 190 pages" {
		t.Errorf("Describe() = %q", got)
	}
	empty := filepath.Join(t.TempDir(), "entry.json")
	os.WriteFile(empty, []byte(`{"version":"1.6.0","languages":{}}`), 0o644)
	if _, err := readEntry(empty); err == nil || !strings.Contains(err.Error(), "no page was indexed") {
		t.Errorf("an index without pages: %v", err)
	}
}

// Index runs the real Pagefind over a two-page site: only the marked page
// of each language is indexed, and the bundle lands in pagefind/.
func TestIndex(t *testing.T) {
	modules, _ := filepath.Abs("../../node_modules")
	if _, err := os.Stat(filepath.Join(modules, ".bin", "pagefind")); err != nil {
		t.Skip("node packages are not installed (go tool mage build installs them)")
	}
	site := t.TempDir()
	pages := map[string]string{
		"index.html":       `<html lang="ja"><body><main data-pagefind-body><h1>ロズウェル</h1><p>残骸の記録。</p></main></body></html>`,
		"blog/page/2.html": `<html lang="ja"><body><p>一覧ページ</p></body></html>`,
		"en/index.html":    `<html lang="en"><body><main data-pagefind-body><h1>Roswell</h1><p>The debris.</p></main></body></html>`,
	}
	for name, body := range pages {
		p := filepath.Join(site, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r, err := Index(context.Background(), modules, site)
	if err != nil {
		t.Fatal(err)
	}
	if r.Pages["ja"] != 1 || r.Pages["en"] != 1 {
		t.Errorf("indexed %v, want one page in each language", r.Pages)
	}
	if _, err := os.Stat(filepath.Join(site, folder, "pagefind.js")); err != nil {
		t.Errorf("no search bundle: %v", err)
	}
}

func TestIndexWithoutPagefind(t *testing.T) {
	_, err := Index(context.Background(), t.TempDir(), t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "pagefind is not installed") {
		t.Errorf("err = %v", err)
	}
}
