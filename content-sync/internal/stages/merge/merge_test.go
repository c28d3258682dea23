package merge

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
)

func put(t *testing.T, path, s string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestInto(t *testing.T) {
	dir := t.TempDir()
	ja, en, dst := filepath.Join(dir, "out-ja"), filepath.Join(dir, "out-en"), filepath.Join(dir, "build", "ds")
	put(t, filepath.Join(ja, "index.html"), "ja")
	put(t, filepath.Join(ja, "blog.html"), "ja blog")
	put(t, filepath.Join(en, "index.html"), "en")
	put(t, filepath.Join(dst, "stale.html"), "from the last build")

	if err := Into(context.Background(), dst, "ja", []Output{{"ja", ja}, {"en", en}}, nil); err != nil {
		t.Fatal(err)
	}
	if fixture.Read(t, filepath.Join(dst, "index.html")) != "ja" || fixture.Read(t, filepath.Join(dst, "en", "index.html")) != "en" {
		t.Error("merged tree is wrong")
	}
	if _, err := os.Stat(filepath.Join(dst, "stale.html")); !os.IsNotExist(err) {
		t.Error("a file of the previous build survived the swap")
	}
	leftovers, _ := filepath.Glob(filepath.Join(dir, "build", ".ds-new-*"))
	if len(leftovers) != 0 {
		t.Errorf("temporary folders left: %v", leftovers)
	}
}

func TestIntoFailureKeepsPrevious(t *testing.T) {
	dir := t.TempDir()
	dst := filepath.Join(dir, "build", "ds")
	put(t, filepath.Join(dst, "index.html"), "previous")
	ja := filepath.Join(dir, "out-ja")
	put(t, filepath.Join(ja, "index.html"), "ja")

	err := Into(context.Background(), dst, "ja", []Output{{"ja", ja}, {"en", filepath.Join(dir, "missing")}}, nil)
	if err == nil {
		t.Fatal("merging a missing output succeeded")
	}
	if fixture.Read(t, filepath.Join(dst, "index.html")) != "previous" {
		t.Error("the previous site was touched")
	}
	if entries, _ := os.ReadDir(filepath.Join(dir, "build")); len(entries) != 1 {
		t.Errorf("leftovers beside the site: %v", entries)
	}
}

func TestIntoRefusesLocaleCollision(t *testing.T) {
	dir := t.TempDir()
	ja, en := filepath.Join(dir, "ja"), filepath.Join(dir, "en")
	put(t, filepath.Join(ja, "en", "x.html"), "clash")
	put(t, filepath.Join(en, "index.html"), "en")
	if err := Into(context.Background(), filepath.Join(dir, "ds"), "ja", []Output{{"ja", ja}, {"en", en}}, nil); err == nil {
		t.Fatal("a default-locale folder named like a locale was overwritten silently")
	}
}

func TestSwapInTwoSteps(t *testing.T) {
	dir := t.TempDir()
	next, cur := filepath.Join(dir, "next"), filepath.Join(dir, "cur")
	put(t, filepath.Join(next, "f"), "new")
	put(t, filepath.Join(cur, "f"), "old")
	if err := swapInTwoSteps(next, cur); err != nil {
		t.Fatal(err)
	}
	if fixture.Read(t, filepath.Join(cur, "f")) != "new" || fixture.Read(t, filepath.Join(next, "f")) != "old" {
		t.Error("contents not exchanged")
	}
}

func TestFinishFailureKeepsPrevious(t *testing.T) {
	dir := t.TempDir()
	dst := filepath.Join(dir, "ds")
	put(t, filepath.Join(dst, "index.html"), "previous")
	ja := filepath.Join(dir, "ja")
	put(t, filepath.Join(ja, "index.html"), "new")
	err := Into(context.Background(), dst, "ja", []Output{{"ja", ja}}, func(string) error { return os.ErrInvalid })
	if err == nil || fixture.Read(t, filepath.Join(dst, "index.html")) != "previous" {
		t.Fatalf("a failed finish step let the new site in: %v", err)
	}
}

// A merge stopped while its site is being finished (Ctrl-C, SIGTERM) does
// not swap: the previous site stays, and nothing of the new one is left.
func TestStoppedMergeKeepsPrevious(t *testing.T) {
	dir := t.TempDir()
	dst := filepath.Join(dir, "ds")
	put(t, filepath.Join(dst, "index.html"), "previous")
	ja := filepath.Join(dir, "ja")
	put(t, filepath.Join(ja, "index.html"), "new")
	ctx, cancel := context.WithCancel(context.Background())
	err := Into(ctx, dst, "ja", []Output{{"ja", ja}}, func(string) error { cancel(); return nil })
	if err == nil || fixture.Read(t, filepath.Join(dst, "index.html")) != "previous" {
		t.Fatalf("a stopped merge let the new site in: %v", err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".ds-new-*"))
	if len(left) > 0 {
		t.Errorf("the stopped merge left %v", left)
	}
}

// The merged site shares the outputs' files, and stays correct when the
// outputs change: a rebuilt locale's output is removed and written anew,
// which leaves the merged site (and the previous one) as they were.
func TestIntoSharesTheOutputsFiles(t *testing.T) {
	dir := t.TempDir()
	ja, dst := filepath.Join(dir, "out-ja"), filepath.Join(dir, "ds")
	put(t, filepath.Join(ja, "assets", "app.js"), "app")
	if err := Into(context.Background(), dst, "ja", []Output{{"ja", ja}}, nil); err != nil {
		t.Fatal(err)
	}
	a, errA := os.Stat(filepath.Join(ja, "assets", "app.js"))
	b, errB := os.Stat(filepath.Join(dst, "assets", "app.js"))
	if errA != nil || errB != nil || !os.SameFile(a, b) {
		t.Fatalf("the merged file is not the output's own: %v %v", errA, errB)
	}
	if err := os.RemoveAll(ja); err != nil {
		t.Fatal(err)
	}
	put(t, filepath.Join(ja, "assets", "app.js"), "rebuilt")
	if fixture.Read(t, filepath.Join(dst, "assets", "app.js")) != "app" {
		t.Error("rebuilding an output changed the merged site")
	}
}
