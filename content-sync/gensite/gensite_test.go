package gensite

import (
	"os"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/blogplan"
	"github.com/ayakashi-research/ds/content-sync/content"
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
	s := blogplan.Read(d.Src[d.BodyOffset:])
	if !s.Truncated || blogplan.Words(s.Prose) < 100 {
		t.Errorf("shape %+v", s)
	}
	os.RemoveAll(root)
}
