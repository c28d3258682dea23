package notfound

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
)

const page = `<!doctype html><html lang="ja"><head><title>見つかりません</title></head><body><h1>ページが見つかりません</h1></body></html>`

func TestLocalizeAddsTheSwitch(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "404.html"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Localize(dir, []string{"/ds/en/"}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "404.html"))
	if err != nil {
		t.Fatal(err)
	}
	got := string(b)
	head := got[strings.Index(got, "<head>"):strings.Index(got, "<title>")]
	if !strings.Contains(head, "<script>") || !strings.Contains(head, `"/ds/en/"`) {
		t.Errorf("the switch is not the first thing in <head>:\n%s", got)
	}
	if !strings.Contains(got, "ページが見つかりません") {
		t.Error("the page's own content was lost")
	}
}

// The merged site's 404.html is a hard link to the default locale's output;
// localizing it must leave that output as it was, or the next merge of a
// reused output would add the switch twice.
func TestLocalizeLeavesALinkedOutputAlone(t *testing.T) {
	out, site := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(out, "404.html"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(filepath.Join(out, "404.html"), filepath.Join(site, "404.html")); err != nil {
		fixture.MissingTool(t, "hard links on this file system", err.Error())
	}
	if err := Localize(site, []string{"/ds/en/"}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(out, "404.html"))
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != page {
		t.Errorf("the output's 404.html changed:\n%s", b)
	}
	if leftovers, _ := filepath.Glob(filepath.Join(site, "*.new")); len(leftovers) > 0 {
		t.Errorf("left behind: %v", leftovers)
	}
}
