package validate

import (
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
)

// maxImageBytes bounds the images a page may carry: a figure drawn as SVG
// stays small, and a photograph should be resized before it is added.
var maxImageBytes = map[string]int64{".svg": 30 << 10}

const maxRasterBytes = 300 << 10

// checkImage reports an image without alternative text, one that does not
// exist where Docusaurus looks for it, one too large for the page, and a
// figure's drawing that cannot share the page.
func (c *checker) checkImage(l *diag.List, d *content.Document, ln content.Link) {
	if strings.TrimSpace(ln.Alt) == "" {
		l.Errorf(d.Path, ln.Line, ln.Col, "write what the image shows between the brackets: ![…](…)", "image %s has no alternative text", ln.Dest)
	}
	u, err := url.Parse(ln.Dest)
	if err != nil {
		l.Errorf(d.Path, ln.Line, ln.Col, "check its spelling", "image %s is not a valid address", ln.Dest)
		return
	}
	if u.Scheme != "" || u.Host != "" {
		return
	}
	p, err := url.PathUnescape(u.Path)
	if err != nil || p == "" {
		return
	}
	var file, where string
	switch {
	case strings.HasPrefix(p, "@site/"):
		file, where = path.Join("site", strings.TrimPrefix(p, "@site/")), "in the site folder"
	case strings.HasPrefix(p, "/"):
		file, where = path.Join("site/static", p), "in site/static/"
	default:
		// Relative to the file itself: a translation's images sit beside
		// the translation.
		file, where = path.Join(path.Dir(d.Path), p), "beside "+d.Path
	}
	abs := filepath.Join(c.site.Root, filepath.FromSlash(file))
	st, err := os.Stat(abs)
	if err != nil || st.IsDir() {
		l.Errorf(d.Path, ln.Line, ln.Col, "put the file there or fix the path", "image %s does not exist %s", ln.Dest, where)
		return
	}
	limit, ok := maxImageBytes[strings.ToLower(path.Ext(file))]
	if !ok {
		limit = maxRasterBytes
	}
	if st.Size() > limit {
		l.Errorf(d.Path, ln.Line, ln.Col, fmt.Sprintf("images of this kind may be %d KB at most: simplify or minify it", limit>>10),
			"image %s is %d KB", ln.Dest, (st.Size()+1023)>>10)
	}
	if ln.Drawing() {
		checkDrawing(l, file, abs)
	}
}
