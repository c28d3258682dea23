// Package normalize rewrites each post's tag spellings to the canonical key of
// the default locale's tags.yml. Docusaurus matches tag keys case-sensitively
// and, with onInlineTags: 'throw', fails the whole build on "ufo" when the key
// is "UFO"; the author should not have to care.
package normalize

import (
	"bytes"
	"sort"
	"unicode/utf8"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
	"go.yaml.in/yaml/v3"
)

// Edit replaces Len bytes at Offset of a file with Text.
type Edit struct {
	Offset, Len int
	Text        string
}

// Tags returns, per document path, the edits that make every tag canonical,
// and diagnostics: a warning for each spelling it corrects, an error for a
// tag that matches no key in any case.
func Tags(site *content.Site, canonical *content.TagSet) (map[string][]Edit, diag.List) {
	var l diag.List
	edits := map[string][]Edit{}
	for _, d := range site.Docs {
		if d.Kind != content.Post {
			continue
		}
		for _, n := range d.Front.List("tags") {
			if n.Kind != yaml.ScalarNode {
				l.Errorf(d.Path, n.Line, n.Column, "write the tag's key from "+canonical.Path+"; inline tag objects are not allowed",
					"tag is not a plain key")
				continue
			}
			tag, exact, ok := canonical.Lookup(n.Value)
			switch {
			case !ok:
				l.Errorf(d.Path, n.Line, n.Column, "add it to "+canonical.Path+" or use one of its keys",
					"unknown tag %q", n.Value)
			case !exact:
				l.Warnf(d.Path, n.Line, n.Column, "the build uses the canonical key; write it that way to silence this",
					"tag %q is spelled %q in %s", n.Value, tag.Key, canonical.Path)
				if e, ok := replaceScalar(d.Src, n, tag.Key); ok {
					edits[d.Path] = append(edits[d.Path], e)
				}
			}
		}
	}
	return edits, l
}

// replaceScalar finds the bytes of a scalar node in src and builds the edit
// that swaps its value, keeping any quotes.
func replaceScalar(src []byte, n *yaml.Node, value string) (Edit, bool) {
	off, ok := offsetOf(src, n.Line, n.Column)
	if !ok {
		return Edit{}, false
	}
	switch n.Style {
	case yaml.DoubleQuotedStyle, yaml.SingleQuotedStyle:
		q := src[off]
		end := bytes.IndexByte(src[off+1:], q)
		if end < 0 {
			return Edit{}, false
		}
		return Edit{Offset: off + 1, Len: end, Text: value}, true
	case 0:
		if !bytes.HasPrefix(src[off:], []byte(n.Value)) {
			return Edit{}, false
		}
		return Edit{Offset: off, Len: len(n.Value), Text: value}, true
	}
	return Edit{}, false
}

// offsetOf turns a 1-based line and character column into a byte offset.
func offsetOf(src []byte, line, col int) (int, bool) {
	off := 0
	for i := 1; i < line; i++ {
		j := bytes.IndexByte(src[off:], '\n')
		if j < 0 {
			return 0, false
		}
		off += j + 1
	}
	for i := 1; i < col; i++ {
		if off >= len(src) || src[off] == '\n' {
			return 0, false
		}
		_, size := utf8.DecodeRune(src[off:])
		off += size
	}
	return off, off < len(src)
}

// Apply returns src with the edits made, in order of position.
func Apply(src []byte, edits []Edit) []byte {
	if len(edits) == 0 {
		return src
	}
	sorted := append([]Edit(nil), edits...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Offset < sorted[j].Offset })
	var b bytes.Buffer
	last := 0
	for _, e := range sorted {
		if e.Offset < last {
			continue // overlapping edits cannot come from distinct nodes
		}
		b.Write(src[last:e.Offset])
		b.WriteString(e.Text)
		last = e.Offset + e.Len
	}
	b.Write(src[last:])
	return b.Bytes()
}
