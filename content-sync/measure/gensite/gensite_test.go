package gensite

import (
	"os"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/linkcheck"
)

func TestPosts(t *testing.T) {
	root := t.TempDir()
	if err := Posts(root, 40); err != nil {
		t.Fatal(err)
	}
	site, l := content.Load(root, "ja", []string{"ja", "en"})
	if len(l) != 0 {
		t.Fatal(l)
	}
	if len(site.Docs) != 80 {
		t.Fatalf("%d documents, want 80", len(site.Docs))
	}
	d := site.Find("en", content.Post, "2025-09-02-generated-post-1.md")
	if d == nil {
		t.Fatal("post 1 missing")
	}
	s := content.ReadShape(d.Src[d.BodyOffset:])
	if !s.Truncated || content.Words(s.Prose) < 100 {
		t.Errorf("shape %+v", s)
	}
	os.RemoveAll(root)
}

func TestHTML(t *testing.T) {
	dir := t.TempDir()
	if err := HTML(dir, 30); err != nil {
		t.Fatal(err)
	}
	rep, err := linkcheck.Check(linkcheck.Options{Dir: dir + "/ds", Base: "/ds/", SiteURL: "https://example.github.io"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Problems) != 0 || rep.Pages < 60 || rep.Links < 30*20 {
		t.Fatalf("generated tree: %d pages, %d links, problems %v", rep.Pages, rep.Links, rep.Problems)
	}
}
