package content

import (
	"bytes"
	"strings"
	"unicode"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// Shape is what a post's markdown body holds, read with a real markdown
// parser: its prose (without the sources section), headings and sources.
// The blog's checks hold posts to their rules with it, and related posts
// are chosen by the words of its prose.
type Shape struct {
	Prose       string   // text of every paragraph, heading and list before the sources
	Headings    []int    // levels, in order
	HeadingText []string // texts, in order
	Sources     int      // list items in the sources section
	HasSources  bool
	Truncated   bool // has the <!-- truncate --> marker
}

// sourcesHeadings are the titles of the sources section in each language.
var sourcesHeadings = map[string]bool{"Sources": true, "参考文献": true}

// IsSourcesHeading reports whether a ## heading's text opens the sources
// section.
func IsSourcesHeading(text string) bool { return sourcesHeadings[text] }

// ReadShape parses a markdown body.
func ReadShape(body []byte) Shape {
	return shapes.get(body, 0, func() Shape { return readShape(body) })
}

var shapes memo[Shape]

func readShape(body []byte) Shape {
	var s Shape
	doc := goldmark.New().Parser().Parse(text.NewReader(body))
	var prose strings.Builder
	inSources := false
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		switch n := n.(type) {
		case *ast.Heading:
			t := PlainText(n, body)
			s.Headings = append(s.Headings, n.Level)
			s.HeadingText = append(s.HeadingText, t)
			inSources = n.Level == 2 && sourcesHeadings[t]
			s.HasSources = s.HasSources || inSources
			if !inSources {
				prose.WriteString(t + "\n")
			}
			continue
		case *ast.HTMLBlock:
			if bytes.Contains(blockText(n, body), []byte("truncate")) {
				s.Truncated = true
			}
			continue
		case *ast.List:
			if inSources {
				s.Sources += n.ChildCount()
				continue
			}
		}
		if !inSources {
			prose.WriteString(PlainText(n, body) + "\n")
		}
	}
	s.Prose = prose.String()
	return s
}

func blockText(n ast.Node, src []byte) []byte {
	var b bytes.Buffer
	lines := n.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		b.Write(seg.Value(src))
	}
	return b.Bytes()
}

// Words counts whitespace-separated words, for English.
func Words(s string) int { return len(strings.Fields(s)) }

// Chars counts the characters that are not spaces, for Japanese.
func Chars(s string) int {
	n := 0
	for _, r := range s {
		if !unicode.IsSpace(r) {
			n++
		}
	}
	return n
}
