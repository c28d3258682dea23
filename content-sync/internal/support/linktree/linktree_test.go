package linktree

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func write(t *testing.T, p, s string) {
	t.Helper()
	os.MkdirAll(filepath.Dir(p), 0o755)
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// files lists the files under dir, slash-separated and sorted.
func files(t *testing.T, dir string) string {
	t.Helper()
	var got []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			got = append(got, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(got, " ")
}

func TestLinkSharesEveryFile(t *testing.T) {
	src, dst := t.TempDir(), filepath.Join(t.TempDir(), "site")
	write(t, filepath.Join(src, "index.html"), "home")
	write(t, filepath.Join(src, "assets", "app.js"), "app")
	os.Symlink(filepath.Join(src, "index.html"), filepath.Join(src, "alias.html"))
	if err := Link(src, dst, nil); err != nil {
		t.Fatal(err)
	}
	if got := files(t, dst); got != "assets/app.js index.html" {
		t.Errorf("linked %q", got)
	}
	a, _ := os.Stat(filepath.Join(src, "assets", "app.js"))
	b, err := os.Stat(filepath.Join(dst, "assets", "app.js"))
	if err != nil || !os.SameFile(a, b) {
		t.Errorf("assets/app.js is not the source's own file: %v", err)
	}
}

func TestLinkLeavesOutWhatKeepRefuses(t *testing.T) {
	src, dst := t.TempDir(), filepath.Join(t.TempDir(), "pages")
	write(t, filepath.Join(src, "a.html"), "a")
	write(t, filepath.Join(src, "b.txt"), "b")
	write(t, filepath.Join(src, "old", "c.html"), "c")
	keep := func(p string, info os.FileInfo) (bool, error) {
		if info.IsDir() {
			return p != filepath.Join(src, "old"), nil
		}
		return strings.HasSuffix(p, ".html"), nil
	}
	if err := Link(src, dst, keep); err != nil {
		t.Fatal(err)
	}
	if got := files(t, dst); got != "a.html" {
		t.Errorf("linked %q, want only a.html", got)
	}
}
