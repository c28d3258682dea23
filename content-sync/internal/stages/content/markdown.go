package content

import (
	"bytes"
	"net/url"
	"path"
	"strings"
	"unicode"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Link is a link or image in a markdown body, with its file position.
type Link struct {
	Dest  string
	Image bool
	Alt   string // an image's alternative text
	// Figure is an image with a title alone in its paragraph, which the
	// site shows as a figure with the title as caption
	// (site/src/remark/figure.js).
	Figure    bool
	Line, Col int
}

// Drawing reports a figure the site draws in the page itself rather than
// through <img> (site/src/remark/figure.js): an .svg addressed relative to
// the markdown file.
func (l Link) Drawing() bool {
	u, err := url.Parse(l.Dest)
	if !l.Figure || err != nil || u.Scheme != "" || u.Host != "" {
		return false
	}
	return !strings.HasPrefix(u.Path, "/") && !strings.HasPrefix(u.Path, "@") && strings.EqualFold(path.Ext(u.Path), ".svg")
}

// Heading is a heading of a markdown body with the id Docusaurus gives it.
type Heading struct {
	Level     int
	Text      string
	ID        string
	Line, Col int
}

// md parses like Docusaurus does for our purposes: CommonMark, with
// {#custom-id} after a heading read as its id.
var md = goldmark.New(goldmark.WithParserOptions(parser.WithHeadingAttribute()))

// Outline is what link checking needs of a body: its links and headings.
type Outline struct {
	Links    []Link
	Headings []Heading
	// RawHTML is true when the body has HTML with id or name attributes,
	// which give the page anchors other than its headings.
	RawHTML bool
}

// ParseBody reads the links and headings of the body of d (after its front
// matter); positions are positions in the file.
func (d *Document) ParseBody() Outline {
	return outlines.get(d.Src, d.BodyOffset, func() Outline { return ParseMarkdown(d.Src, d.BodyOffset) })
}

var outlines memo[Outline]

// ParseMarkdown reads links and headings of src[offset:].
func ParseMarkdown(src []byte, offset int) Outline {
	body := src[offset:]
	doc := md.Parser().Parse(text.NewReader(body))
	lines := newLineIndex(src)
	var o Outline
	slugs := slugger{}
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			h := Heading{Level: n.Level, Text: PlainText(n, body)}
			if id, ok := n.AttributeString("id"); ok {
				if b, ok := id.([]byte); ok {
					h.ID = slugs.claim(string(b))
				}
			}
			if h.ID == "" {
				h.ID = slugs.slug(h.Text)
			}
			if n.Lines().Len() > 0 {
				h.Line, h.Col = lines.pos(offset + n.Lines().At(0).Start)
			}
			o.Headings = append(o.Headings, h)
		case *ast.Link:
			o.Links = append(o.Links, linkAt(string(n.Destination), false, n, offset, lines))
		case *ast.Image:
			ln := linkAt(string(n.Destination), true, n, offset, lines)
			ln.Alt = PlainText(n, body)
			ln.Figure = len(n.Title) > 0 && n.Parent().Kind() == ast.KindParagraph && n.Parent().ChildCount() == 1
			o.Links = append(o.Links, ln)
		case *ast.HTMLBlock, *ast.RawHTML:
			o.RawHTML = o.RawHTML || declaresIDs(n, body)
		}
		return ast.WalkContinue, nil
	})
	return o
}

// declaresIDs reports raw HTML that sets id or name attributes.
func declaresIDs(n ast.Node, src []byte) bool {
	var segs *text.Segments
	switch n := n.(type) {
	case *ast.HTMLBlock:
		segs = n.Lines()
	case *ast.RawHTML:
		segs = n.Segments
	}
	for i := 0; i < segs.Len(); i++ {
		seg := segs.At(i)
		s := seg.Value(src)
		if bytes.Contains(s, []byte("id=")) || bytes.Contains(s, []byte("name=")) {
			return true
		}
	}
	return false
}

// linkAt places a link at its text: goldmark keeps positions of text only, so
// the link's first text segment (less the opening bracket) stands for it.
func linkAt(dest string, image bool, n ast.Node, offset int, lines lineIndex) Link {
	l := Link{Dest: dest, Image: image}
	start := -1
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := c.(*ast.Text); ok && entering && start < 0 {
			start = t.Segment.Start
			return ast.WalkStop, nil
		}
		return ast.WalkContinue, nil
	})
	if start < 0 {
		for p := n.Parent(); p != nil && start < 0; p = p.Parent() {
			if p.Type() == ast.TypeBlock && p.Lines().Len() > 0 {
				start = p.Lines().At(0).Start + 1
			}
		}
	}
	if start > 0 {
		l.Line, l.Col = lines.pos(offset + start - 1)
		if image && l.Col > 1 {
			l.Col-- // the "!" of "!["
		}
	}
	return l
}

// PlainText is the text of a node and its children, markup left out; block
// children (paragraphs, list items) are separated by a space.
func PlainText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			if c != n && (c.Kind() == ast.KindParagraph || c.Kind() == ast.KindListItem) {
				b.WriteByte(' ')
			}
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Segment.Value(src))
			if c.SoftLineBreak() || c.HardLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(c.Value)
		}
		return ast.WalkContinue, nil
	})
	return strings.TrimSpace(b.String())
}

// slugger gives heading ids the way Docusaurus does (github-slugger): lower
// case, punctuation and symbols dropped, spaces to hyphens, and -1, -2 …
// appended to repeats.
type slugger map[string]int

func (s slugger) slug(text string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(text) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r):
			b.WriteRune(r)
		}
	}
	return s.claim(b.String())
}

func (s slugger) claim(id string) string {
	base := id
	for n := s[base]; ; n++ {
		cand := base
		if n > 0 {
			cand = base + "-" + itoa(n)
		}
		if _, taken := s[cand]; !taken {
			s[base] = n + 1
			if cand != base {
				s[cand] = 1
			}
			return cand
		}
	}
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for n > 0 || i == len(b) {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// lineIndex turns byte offsets into 1-based lines and character columns.
type lineIndex struct {
	src    []byte
	starts []int
}

func newLineIndex(src []byte) lineIndex {
	starts := []int{0}
	for i, c := range src {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return lineIndex{src: src, starts: starts}
}

func (li lineIndex) pos(off int) (line, col int) {
	lo, hi := 0, len(li.starts)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if li.starts[mid] <= off {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if off > len(li.src) {
		off = len(li.src)
	}
	return lo + 1, len(bytes.Runes(li.src[li.starts[lo]:off])) + 1
}

// Position is the 1-based line and character column of byte offset off in
// src.
func Position(src []byte, off int) (line, col int) {
	return newLineIndex(src).pos(off)
}
