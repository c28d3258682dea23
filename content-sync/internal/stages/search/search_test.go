package search

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
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

// writeSite writes pages (path: HTML) into a new folder.
func writeSite(t *testing.T, pages map[string]string) string {
	t.Helper()
	site := t.TempDir()
	for name, body := range pages {
		p := filepath.Join(site, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return site
}

// pagefind is the installed CLI's node_modules, or a skip.
func pagefind(t *testing.T) string {
	modules, _ := filepath.Abs(filepath.Join(fixture.RepoRoot(), "node_modules"))
	if _, err := os.Stat(filepath.Join(modules, ".bin", "pagefind")); err != nil {
		fixture.MissingTool(t, "the Node packages (pagefind)", "go tool mage build installs them")
	}
	return modules
}

// binary finds the executable as Pagefind's launcher does: the extended
// build for this machine, then the plain one, then the launcher itself.
func TestBinaryIsTheBuildForThisMachine(t *testing.T) {
	t.Setenv("PAGEFIND_EXTENDED_BINARY_PATH", "")
	t.Setenv("PAGEFIND_BINARY_PATH", "")
	modules := t.TempDir()
	if _, err := binary(modules); err == nil || !strings.Contains(err.Error(), "run npm install") {
		t.Errorf("nothing installed: %v", err)
	}
	put := func(rel string) string {
		p := filepath.Join(modules, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, nil, 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	ext := ""
	if runtime.GOOS == "windows" {
		ext = ".exe"
	}
	arch := map[string]string{"amd64": "x64", "386": "ia32"}[runtime.GOARCH]
	if arch == "" {
		arch = runtime.GOARCH
	}
	dir := "@pagefind/" + runtime.GOOS + "-" + arch + "/bin/"
	for _, rel := range []string{".bin/pagefind", dir + "pagefind" + ext, dir + "pagefind_extended" + ext} {
		want := put(rel)
		if got, err := binary(modules); err != nil || got != want {
			t.Errorf("binary() = %q, %v; want %q", got, err, want)
		}
	}
	t.Setenv("PAGEFIND_BINARY_PATH", "/opt/pagefind")
	if got, _ := binary(modules); got != "/opt/pagefind" {
		t.Errorf("with PAGEFIND_BINARY_PATH set: %q", got)
	}
	t.Setenv("PAGEFIND_BINARY_PATH", "")
	// The installed package has the extended build for this machine.
	if got, err := binary(pagefind(t)); err != nil || filepath.Base(got) != "pagefind_extended"+ext {
		t.Errorf("in the repository's node_modules: %q, %v", got, err)
	}
}

// Index runs the real Pagefind over a small site: only the marked page of
// each language is indexed, the bundle lands in pagefind/, and the folder of
// pages handed to Pagefind is gone afterwards.
func TestIndex(t *testing.T) {
	modules := pagefind(t)
	site := writeSite(t, map[string]string{
		"index.html":       `<html lang="ja"><body><main data-pagefind-body><h1>ロズウェル</h1><p>残骸の記録。</p></main></body></html>`,
		"blog/page/2.html": `<html lang="ja"><body><p>一覧ページ</p></body></html>`,
		"en/index.html":    `<html lang="en"><body><main data-pagefind-body><h1>Roswell</h1><p>The debris.</p></main></body></html>`,
	})
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
	left, _ := filepath.Glob(filepath.Join(site, ".search-pages-*"))
	if len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
}

// Without a single mark Pagefind would index every page whole; the site's
// theme always marks its posts and docs, so that is an error to report.
func TestIndexWithoutMarks(t *testing.T) {
	modules := pagefind(t)
	site := writeSite(t, map[string]string{
		"index.html": `<html lang="en"><body><main><h1>Roswell</h1><p>The debris.</p></main></body></html>`,
	})
	_, err := Index(context.Background(), modules, site)
	if err == nil || !strings.Contains(err.Error(), "data-pagefind-body marks missing") {
		t.Errorf("err = %v", err)
	}
}

// linkMarked hands Pagefind the marked pages only, as links to the site's
// own files, and none of an earlier index.
func TestLinkMarked(t *testing.T) {
	site := writeSite(t, map[string]string{
		"a.html":                 `<main data-pagefind-body>A</main>`,
		"blog/2025/b.html":       `<main data-pagefind-body>B</main>`,
		"blog/page/2.html":       `<p>list</p>`,
		"notes.txt":              `data-pagefind-body`,
		folder + "/stale.html":   `<main data-pagefind-body>old</main>`,
		folder + "/pagefind.js":  `//`,
		"img/logo.svg":           `<svg/>`,
		"blog/tags/ufo/2.html":   `<p>tag</p>`,
		"blog/2025/c/index.html": `<article data-pagefind-body>C</article>`,
	})
	pages := filepath.Join(site, ".search-pages-test")
	if err := os.Mkdir(pages, 0o755); err != nil {
		t.Fatal(err)
	}
	n, err := linkMarked(site, pages)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	filepath.WalkDir(pages, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(pages, p)
			got = append(got, filepath.ToSlash(rel))
		}
		return err
	})
	want := []string{"a.html", "blog/2025/b.html", "blog/2025/c/index.html"}
	if strings.Join(got, " ") != strings.Join(want, " ") || n != len(want) {
		t.Errorf("handed to Pagefind %v (counted %d), want %v", got, n, want)
	}
	from, _ := os.Stat(filepath.Join(site, "a.html"))
	to, _ := os.Stat(filepath.Join(pages, "a.html"))
	if !os.SameFile(from, to) {
		t.Error("a.html was copied, not linked")
	}
}

func TestIndexWithoutPagefind(t *testing.T) {
	_, err := Index(context.Background(), t.TempDir(), t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "pagefind is not installed") {
		t.Errorf("err = %v", err)
	}
}
