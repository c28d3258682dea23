package normalize

import (
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
)

func TestTags(t *testing.T) {
	site, l := content.Load("testdata/site", "ja", []string{"ja"})
	if len(l) != 0 {
		t.Fatal(l)
	}
	edits, dl := Tags(site, site.Tags["ja"])

	wantDiag := `site/blog/2025-09-01-mixed-case.md:3:8: warning: tag "ufo" is spelled "UFO" in site/blog/tags.yml (the build uses the canonical key; write it that way to silence this)
site/blog/2025-09-01-mixed-case.md:3:13: warning: tag "Esp" is spelled "ESP" in site/blog/tags.yml (the build uses the canonical key; write it that way to silence this)
site/blog/2025-09-01-mixed-case.md:3:20: warning: tag "MISSING-411" is spelled "missing-411" in site/blog/tags.yml (the build uses the canonical key; write it that way to silence this)
site/blog/2025-09-02-block-list.md:4:5: warning: tag "Ufo" is spelled "UFO" in site/blog/tags.yml (the build uses the canonical key; write it that way to silence this)
site/blog/2025-09-02-block-list.md:5:5: error: unknown tag "psychics" (add it to site/blog/tags.yml or use one of its keys)
`
	dl.Sort()
	if got := dl.String(); got != wantDiag {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", got, wantDiag)
	}

	tests := []struct{ path, want string }{
		{"site/blog/2025-09-01-mixed-case.md", "---\ntitle: Mixed case\ntags: [UFO, \"ESP\", 'missing-411', UFO]\n---\nBody stays as it is: ufo esp.\n"},
		{"site/blog/2025-09-02-block-list.md", "---\ntitle: 日本語のタイトル\ntags:\n  - UFO\n  - psychics\n---\n本文。\n"},
	}
	for _, tt := range tests {
		doc := site.Find("ja", content.Post, tt.path[len("site/blog/"):])
		if got := string(Apply(doc.Src, edits[tt.path])); got != tt.want {
			t.Errorf("%s:\n%s\nwant:\n%s", tt.path, got, tt.want)
		}
	}
}

func TestOffsetOfCountsCharacters(t *testing.T) {
	src := []byte("a: 日本\nb: [x, ufo]\n")
	off, ok := offsetOf(src, 2, 8)
	if !ok || string(src[off:off+3]) != "ufo" {
		t.Fatalf("offset %d ok=%v", off, ok)
	}
	src = []byte("t: [日本, ufo]\n")
	off, ok = offsetOf(src, 1, 9)
	if !ok || string(src[off:off+3]) != "ufo" {
		t.Fatalf("multibyte line: offset %d ok=%v", off, ok)
	}
}
