package validate

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"net/url"
	"os"

	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
)

// A figure's drawing, an SVG beside its markdown file, is put in the page as
// it is (site/src/remark/figure.js) rather than shown through <img>: Chromium
// would lay it out as a document of its own and set up its fonts again.
// In the page, its style sheet would style the whole page, its ids and
// classes would meet the page's, and its references would resolve against
// the page's address.

// asImage is the way out for a drawing that needs what a page cannot give it.
const asImage = ", or leave out the caption to show the file as an image"

// checkDrawing reports what keeps the SVG at file (abs on disk) from
// sharing a page: markup that is not well-formed, an XML declaration or
// doctype, a root other than <svg>, <style> and <script>, id and class
// attributes, and references to other files or to its own parts.
func checkDrawing(l *diag.List, file, abs string) {
	src, err := os.ReadFile(abs)
	if err != nil {
		l.Errorf(file, 0, 0, "check the file's permissions", "figure drawing cannot be read: %v", err)
		return
	}
	dec := xml.NewDecoder(bytes.NewReader(src))
	root := true
	for {
		line, col := dec.InputPos()
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			var syn *xml.SyntaxError
			if errors.As(err, &syn) {
				line, col = syn.Line, 0
			}
			l.Errorf(file, line, col, "close every element: in the page the HTML parser would read it otherwise than a drawing program", "figure drawing is not well-formed XML: %v", err)
			return
		}
		var el xml.StartElement
		switch tok := tok.(type) {
		case xml.ProcInst:
			l.Errorf(file, line, col, "take it out: in the page a drawing starts at <svg>", "figure drawing has <?%s …?>: the HTML parser does not read it", tok.Target)
			continue
		case xml.Directive:
			l.Errorf(file, line, col, "take it out: in the page a drawing starts at <svg>", "figure drawing has <!%s>: the HTML parser does not read it", firstWord(tok))
			continue
		case xml.StartElement:
			el = tok
		default:
			continue
		}
		if root && el.Name.Local != "svg" {
			l.Errorf(file, line, col, "a figure's drawing is one <svg> element", "figure drawing's root is <%s>, not <svg>", el.Name.Local)
			return
		}
		root = false
		switch el.Name.Local {
		case "style":
			l.Errorf(file, line, col, "give the shapes presentation attributes (fill, font-size…) instead"+asImage,
				"figure drawing has <style>: in the page its rules would apply to the whole page")
		case "script":
			l.Errorf(file, line, col, "take it out"+asImage, "figure drawing has <script>: in the page it would run")
		}
		for _, a := range el.Attr {
			switch {
			case a.Name.Local == "id" || a.Name.Local == "class":
				l.Errorf(file, line, col, "take it out"+asImage,
					"figure drawing's <%s> has %s=%q: in the page it would meet the page's own", el.Name.Local, a.Name.Local, a.Value)
			case a.Name.Local == "href" && !isAbsoluteURL(a.Value):
				l.Errorf(file, line, col, "draw what it refers to in the file"+asImage,
					"figure drawing's <%s> refers to %q: in the page it would be looked up beside the page", el.Name.Local, a.Value)
			}
		}
	}
}

func isAbsoluteURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && u.Scheme != "" && u.Host != ""
}

func firstWord(d xml.Directive) string {
	if f := bytes.Fields(d); len(f) > 0 {
		return string(f[0]) + " …"
	}
	return ""
}
