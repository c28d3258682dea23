package validate

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/content"
)

// Routes is every page address of one locale, relative to the locale's base
// URL ("/blog", "/tips/how_to_build"), with the document behind it if any.
type Routes struct {
	Pages  map[string]*content.Document // nil value: a generated page (tag list, archive …)
	Static map[string]bool              // files of site/static, as "/img/logo.svg"
}

// BuildRoutes computes the addresses Docusaurus will give the locale's pages.
func BuildRoutes(site *content.Site, locale string) Routes {
	r := Routes{Pages: map[string]*content.Document{}, Static: map[string]bool{}}
	def := site.Layout.DefaultLocale
	posts := 0
	for _, d := range site.Docs {
		if d.Locale != def {
			continue // the default locale's files decide which pages exist
		}
		shown := d
		if t := site.Find(locale, d.Kind, d.Rel); t != nil {
			shown = t
		}
		switch d.Kind {
		case content.Post:
			pn := ParsePostName(d.Rel)
			if _, dup := r.Pages["/blog/"+pn.Route()]; pn.HasDate && !dup {
				r.Pages["/blog/"+pn.Route()] = shown
				posts++
			}
		case content.Doc:
			if _, dup := r.Pages[DocRoute(d)]; !dup {
				r.Pages[DocRoute(d)] = shown
			}
		}
	}
	for _, p := range []string{"/blog", "/blog/archive", "/blog/authors", "/blog/tags", "/tags"} {
		r.Pages[p] = nil
	}
	for n := 2; n <= posts; n++ {
		r.Pages[fmt.Sprintf("/blog/page/%d", n)] = nil
	}
	if ts := site.Tags[def]; ts != nil {
		for _, t := range ts.Tags {
			p := t.Permalink
			if p == "" {
				p = "/" + t.Key
			}
			r.Pages["/blog/tags"+p] = nil
		}
	}
	for _, d := range site.Docs {
		if d.Locale == def && d.Kind == content.Doc {
			for _, n := range d.Front.List("tags") {
				r.Pages["/tags/"+strings.ToLower(n.Value)] = nil
			}
		}
	}
	static := filepath.Join(site.Root, "site", "static")
	_ = filepath.WalkDir(static, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(static, p)
			r.Static["/"+filepath.ToSlash(rel)] = true
		}
		return nil
	})
	return r
}

// DocRoute is a doc's address the way the docs plugin computes it with
// routeBasePath "/": the front matter's slug if any (relative to the doc's
// folder unless it starts with "/"), the folder itself for index files, and
// otherwise the folder plus the doc's id.
func DocRoute(d *content.Document) string {
	dir := path.Dir(d.Rel)
	if dir == "." {
		dir = ""
	}
	base := strings.TrimSuffix(path.Base(d.Rel), path.Ext(d.Rel))
	if slug := d.Front.String("slug"); slug != "" {
		if strings.HasPrefix(slug, "/") {
			return cleanRoute(slug)
		}
		return cleanRoute("/" + path.Join(dir, slug))
	}
	if id := d.Front.String("id"); id != "" {
		base = id
	}
	lower := strings.ToLower(base)
	if lower == "index" || lower == "readme" || (dir != "" && lower == strings.ToLower(path.Base(dir))) {
		return cleanRoute("/" + dir)
	}
	return cleanRoute("/" + path.Join(dir, base))
}

func cleanRoute(p string) string {
	p = path.Clean("/" + p)
	return p
}

// fileExists reports whether a regular file is at p.
func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}
