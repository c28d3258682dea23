// Package serve answers requests for the merged site the way GitHub Pages
// serves a project site (package ghpages), so what the author previews is
// what readers get.
package serve

import (
	"compress/gzip"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/support/ghpages"
)

// Handler serves a site folder with the Pages rules.
type Handler struct {
	ghpages.Resolver
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if req.Method != http.MethodGet && req.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p, ok := cleanPath(req.URL)
	if !ok {
		h.notFound(w, req)
		return
	}
	res := h.Resolve(p)
	switch {
	case res.Redirect != "":
		target := res.Redirect
		if req.URL.RawQuery != "" {
			target += "?" + req.URL.RawQuery
		}
		http.Redirect(w, req, target, http.StatusMovedPermanently)
	case res.NotFound:
		h.notFound(w, req)
	default:
		h.file(w, req, res.File, http.StatusOK)
	}
}

// cleanPath decodes the request path and refuses anything that could climb
// out of the site: dot segments and encoded slashes or backslashes.
func cleanPath(u *url.URL) (string, bool) {
	raw := u.EscapedPath()
	lower := strings.ToLower(raw)
	if strings.Contains(lower, "%2f") || strings.Contains(lower, "%5c") || strings.Contains(raw, "\\") {
		return "", false
	}
	p, err := url.PathUnescape(raw)
	if err != nil || strings.ContainsRune(p, 0) {
		return "", false
	}
	for _, seg := range strings.Split(p, "/") {
		if seg == ".." || seg == "." {
			return "", false
		}
	}
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	return path.Clean(p) + trailingSlash(p), true
}

func trailingSlash(p string) string {
	if len(p) > 1 && strings.HasSuffix(p, "/") {
		return "/"
	}
	return ""
}

func (h *Handler) notFound(w http.ResponseWriter, req *http.Request) {
	base := strings.TrimSuffix(h.Base, "/")
	if p := req.URL.Path; (p == base || strings.HasPrefix(p, base+"/")) && h.IsFile("404.html") {
		h.file(w, req, "404.html", http.StatusNotFound)
		return
	}
	http.Error(w, "404 page not found", http.StatusNotFound)
}

func (h *Handler) file(w http.ResponseWriter, req *http.Request, rel string, status int) {
	f, err := os.Open(filepath.Join(h.Dir, filepath.FromSlash(rel)))
	if err != nil {
		http.Error(w, "cannot read "+rel, http.StatusInternalServerError)
		return
	}
	defer f.Close()
	ctype := contentType(rel)
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Cache-Control", "max-age=600")
	w.Header().Add("Vary", "Accept-Encoding")
	if compressible(ctype) && strings.Contains(req.Header.Get("Accept-Encoding"), "gzip") {
		w.Header().Set("Content-Encoding", "gzip")
		w.WriteHeader(status)
		if req.Method == http.MethodHead {
			return
		}
		gz := gzip.NewWriter(w)
		_, _ = io.Copy(gz, f)
		_ = gz.Close()
		return
	}
	if st, err := f.Stat(); err == nil {
		w.Header().Set("Content-Length", fmt.Sprint(st.Size()))
	}
	w.WriteHeader(status)
	if req.Method != http.MethodHead {
		_, _ = io.Copy(w, f)
	}
}

func contentType(name string) string {
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		return t
	}
	return "application/octet-stream"
}

// compressible tells which types are worth gzip.
func compressible(ctype string) bool {
	for _, p := range []string{"text/", "application/javascript", "application/json", "application/xml", "image/svg+xml", "application/rss+xml", "application/atom+xml", "application/manifest+json"} {
		if strings.HasPrefix(ctype, p) {
			return true
		}
	}
	return false
}
