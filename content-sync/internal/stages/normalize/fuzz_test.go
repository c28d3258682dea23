package normalize

import (
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
)

// FuzzTags writes arbitrary tag spellings into a post and checks that the
// rewritten post still parses and carries every known tag in its canonical
// spelling, and every other tag unchanged.
func FuzzTags(f *testing.F) {
	for _, s := range []string{"ufo", "UFO", "Esp", "\"mib\"", "'Missing-411'", "日本", "ufo, esp", "  ufo  ", "[ufo]"} {
		f.Add(s)
	}
	canonical := &content.TagSet{Path: "tags.yml", Tags: []content.Tag{{Key: "UFO"}, {Key: "ESP"}, {Key: "MIB"}, {Key: "missing-411"}}}
	f.Fuzz(func(t *testing.T, tags string) {
		if strings.ContainsAny(tags, "\n\r") {
			return
		}
		src := []byte("---\ntitle: t\ntags: [" + tags + "]\n---\nbody\n")
		doc := parse(t, src)
		if doc == nil {
			return // not YAML: the validator reports it, nothing to rewrite
		}
		site := &content.Site{Docs: []*content.Document{doc}}
		edits, _ := Tags(site, canonical)
		out := Apply(src, edits[doc.Path])
		after := parse(t, out)
		if after == nil {
			t.Fatalf("rewritten front matter no longer parses:\n%s", out)
		}
		before, got := doc.Front.List("tags"), after.Front.List("tags")
		if len(before) != len(got) {
			t.Fatalf("tag count changed: %d → %d", len(before), len(got))
		}
		for i, n := range before {
			want := n.Value
			if tag, _, ok := canonical.Lookup(n.Value); ok && n.Kind == got[i].Kind && n.Tag == "!!str" {
				want = tag.Key
			}
			if got[i].Value != want && n.Tag == "!!str" {
				t.Fatalf("tag %q became %q, want %q", n.Value, got[i].Value, want)
			}
		}
	})
}

func parse(t *testing.T, src []byte) *content.Document {
	y, first, off, ok, closed := content.Split(src)
	if !ok || !closed {
		return nil
	}
	fm, err := content.ParseFrontMatter(y, first)
	if err != nil {
		return nil
	}
	return &content.Document{Path: "site/blog/2025-09-01-x.md", Kind: content.Post, Src: src, Front: fm, BodyOffset: off}
}
