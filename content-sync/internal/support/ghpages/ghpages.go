// Package ghpages holds the rules by which GitHub Pages maps a request of a
// project site to a file: /x serves x.html, /dir redirects to /dir/, paths
// are case-sensitive, and one 404.html answers every unknown path under the
// base path. The preview server and the link check of the built site both
// follow them.
package ghpages

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Resolution is what a request path maps to.
type Resolution struct {
	File     string // file to serve, relative to the site folder; "" for none
	Redirect string // path to redirect to, for a folder asked without its slash
	NotFound bool
}

// Resolver maps request paths to files of a site folder under a base path.
type Resolver struct {
	Dir  string // the merged site, e.g. build/ds
	Base string // the base path it is served under, e.g. /ds/
}

// Resolve applies the Pages rules to a cleaned, decoded request path.
func (r Resolver) Resolve(p string) Resolution {
	base := strings.TrimSuffix(r.Base, "/")
	if p != base && !strings.HasPrefix(p, base+"/") {
		return Resolution{NotFound: true}
	}
	if p == base {
		return Resolution{Redirect: base + "/"}
	}
	rel := strings.TrimPrefix(strings.TrimPrefix(p, base), "/")
	if rel == "" {
		return r.dirIndex("")
	}
	if strings.HasSuffix(rel, "/") {
		return r.dirIndex(strings.TrimSuffix(rel, "/"))
	}
	switch r.kind(rel) {
	case kindFile:
		return Resolution{File: rel}
	case kindDir:
		if r.kind(rel+".html") == kindFile {
			return Resolution{File: rel + ".html"}
		}
		return Resolution{Redirect: p + "/"}
	}
	if r.kind(rel+".html") == kindFile {
		return Resolution{File: rel + ".html"}
	}
	return Resolution{NotFound: true}
}

func (r Resolver) dirIndex(rel string) Resolution {
	idx := path.Join(rel, "index.html")
	if r.kind(idx) == kindFile {
		return Resolution{File: idx}
	}
	return Resolution{NotFound: true}
}

type kind int

const (
	kindNone kind = iota
	kindFile
	kindDir
)

// kind looks at one path of the site without following symbolic links, so no
// link can lead a request outside the folder.
func (r Resolver) kind(rel string) kind {
	cur := r.Dir
	for _, part := range strings.Split(rel, "/") {
		if part == "" || part == "." || part == ".." {
			return kindNone
		}
		cur = filepath.Join(cur, part)
		st, err := os.Lstat(cur)
		if err != nil || st.Mode()&fs.ModeSymlink != 0 {
			return kindNone
		}
	}
	st, _ := os.Lstat(cur)
	switch {
	case st.Mode().IsRegular():
		return kindFile
	case st.IsDir():
		return kindDir
	}
	return kindNone
}

// contentType is the MIME type GitHub Pages sends for a file name.

// IsFile reports whether rel, a slash path inside the site, is a regular
// file there (the 404 page, say).
func (r Resolver) IsFile(rel string) bool { return r.kind(rel) == kindFile }

// Address is the shortest address Pages serves a site file at: rel is the
// file's slash-separated path in the site folder, base the base path.
func Address(base, rel string) string {
	base = strings.TrimSuffix(base, "/")
	switch {
	case rel == "index.html":
		return base + "/"
	case strings.HasSuffix(rel, "/index.html"):
		return base + "/" + strings.TrimSuffix(rel, "index.html")
	case strings.HasSuffix(rel, ".html"):
		return base + "/" + strings.TrimSuffix(rel, ".html")
	}
	return base + "/" + rel
}
