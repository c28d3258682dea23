package blogplan

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
)

// TestFigures holds every figure of the blog to the rules of the writing
// tips: an SVG beside its post in each language, at most 30 KB, minified,
// sized by width, height and viewBox so the page reserves its place, with
// its own light background so it reads in dark mode, nothing external, and
// alt text and a caption in the post.
func TestFigures(t *testing.T) {
	site, l := content.Load(repoRoot, "ja", []string{"ja", "en"})
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	figures := 0
	for _, d := range site.Docs {
		if d.Kind != content.Post {
			continue
		}
		for _, ln := range d.ParseBody().Links {
			if !ln.Image {
				continue
			}
			figures++
			where := d.Path
			if strings.Contains(ln.Dest, "://") || strings.HasPrefix(ln.Dest, "/") {
				t.Errorf("%s: figure %s is not beside its post", where, ln.Dest)
				continue
			}
			if strings.TrimSpace(ln.Alt) == "" {
				t.Errorf("%s: figure %s has no alt text", where, ln.Dest)
			}
			if !hasCaption(d.Src, ln.Dest) {
				t.Errorf("%s: figure %s has no caption (the title in quotes)", where, ln.Dest)
			}
			file := filepath.Join(repoRoot, filepath.FromSlash(path.Join(path.Dir(d.Path), ln.Dest)))
			checkSVG(t, where+": "+ln.Dest, file)
		}
	}
	if figures < 48 {
		t.Errorf("%d figures in the blog's two languages, want at least 24 posts' worth", figures)
	}
}

// hasCaption reports whether the image is written ![…](dest "caption").
func hasCaption(src []byte, dest string) bool {
	i := bytes.Index(src, []byte("]("+dest+` "`))
	return i >= 0
}

func checkSVG(t *testing.T, what, file string) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Errorf("%s: %v", what, err)
		return
	}
	if len(b) > 30<<10 {
		t.Errorf("%s: %d bytes, more than 30 KB", what, len(b))
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t") {
			t.Errorf("%s: indented lines: minify it", what)
			break
		}
	}
	dec := xml.NewDecoder(bytes.NewReader(b))
	elements := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Errorf("%s: not well-formed XML: %v", what, err)
			return
		}
		switch tok := tok.(type) {
		case xml.Comment:
			t.Errorf("%s: comments: minify it", what)
		case xml.StartElement:
			elements++
			attr := map[string]string{}
			for _, a := range tok.Attr {
				attr[a.Name.Local] = a.Value
				if a.Name.Local == "href" && !strings.HasPrefix(a.Value, "#") {
					t.Errorf("%s: refers to %s outside the file", what, a.Value)
				}
			}
			switch name := tok.Name.Local; {
			case elements == 1 && name != "svg":
				t.Errorf("%s: the root is <%s>, not <svg>", what, name)
			case elements == 1:
				for _, k := range []string{"width", "height", "viewBox"} {
					if attr[k] == "" {
						t.Errorf("%s: the root has no %s", what, k)
					}
				}
			case elements == 2 && (name != "rect" || luminance(attr["fill"]) < 0.8):
				// The first shape is the light card the figure is drawn on.
				t.Errorf("%s: the first shape is not a light background card", what)
			case name == "script" || name == "image" || name == "foreignObject":
				t.Errorf("%s: has <%s>", what, name)
			}
		}
	}
}

// luminance of a #rrggbb colour, 0 for black to 1 for white.
func luminance(hex string) float64 {
	if len(hex) != 7 || hex[0] != '#' {
		return 0
	}
	var v [3]float64
	for i := range v {
		var n int
		for _, c := range hex[1+2*i : 3+2*i] {
			n *= 16
			switch {
			case c >= '0' && c <= '9':
				n += int(c - '0')
			case c >= 'a' && c <= 'f':
				n += int(c-'a') + 10
			case c >= 'A' && c <= 'F':
				n += int(c-'A') + 10
			}
		}
		v[i] = float64(n) / 255
	}
	return 0.2126*v[0] + 0.7152*v[1] + 0.0722*v[2]
}
