package content

import (
	"bytes"
	"testing"
	"unicode/utf8"
)

func FuzzSplit(f *testing.F) {
	for _, s := range []string{
		"---\ntitle: x\n---\nbody\n", "---\r\ntags: [a]\r\n---\r\n", "---\n", "no front matter", "---\n---", "---  \na: 1\n--- \n",
		"---\ntitle: 日本語\ntags:\n  - UFO\n---\n本文\n", "\xef\xbb\xbf---\na: 1\n---\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if bytes.Contains(bytes.ReplaceAll(src, []byte("\r\n"), nil), []byte("\r")) {
			return // lone carriage returns are rejected by the file check
		}
		y, first, off, ok, closed := Split(src)
		if !ok {
			return
		}
		if first != 2 || off < 0 || off > len(src) {
			t.Fatalf("first %d offset %d of %d", first, off, len(src))
		}
		if !bytes.Contains(src, y) {
			t.Fatalf("yaml text is not part of the source")
		}
		if !closed {
			return
		}
		fm, perr := ParseFrontMatter(y, first)
		lines := bytes.Count(src, []byte("\n")) + 1
		if perr != nil {
			if perr.Line < first || perr.Line > lines {
				t.Fatalf("error line %d outside the file's %d lines", perr.Line, lines)
			}
			return
		}
		for _, fl := range fm.Fields() {
			if fl.Key.Line < first || fl.Key.Line > lines {
				t.Fatalf("key %q on line %d outside the front matter", fl.Key.Value, fl.Key.Line)
			}
		}
	})
}

func FuzzParseMarkdown(f *testing.F) {
	for _, s := range []string{
		"[a](/blog) ![b](./x.png)\n", "## H {#id}\n\n[x](#h)\n", "[](#empty)", "<https://example.com>", "[日本](/ja#見出し)\n\n## 見出し\n",
		"> [q](x.md)\n- [l](y.md)\n", "[a]: /ref\n\n[a]\n",
	} {
		f.Add([]byte("---\ntitle: t\n---\n" + s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if !utf8.Valid(src) {
			return // the file check rejects these before links are read
		}
		_, _, off, ok, closed := Split(src)
		if !ok || !closed {
			off = 0
		}
		o := ParseMarkdown(src, off)
		lines := bytes.Count(src, []byte("\n")) + 1
		for _, l := range o.Links {
			if l.Line != 0 && (l.Line < 1 || l.Line > lines || l.Col < 1) {
				t.Fatalf("link %q at %d:%d outside a %d-line file", l.Dest, l.Line, l.Col, lines)
			}
		}
		seen := map[string]bool{}
		for _, h := range o.Headings {
			if seen[h.ID] {
				t.Fatalf("heading id %q given twice", h.ID)
			}
			seen[h.ID] = true
		}
	})
}
