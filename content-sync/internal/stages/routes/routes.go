// Package routes predicts every address a production Docusaurus 3.7 build
// of one locale gives this site, from the sources alone: posts, the blog's
// list, tag, archive and author pages, feeds, docs, doc tags, pages, the
// sitemap, static files, and the pages the pipeline adds after the build.
// Validation checks links against it before Node runs; tests compare it
// with real builds in both directions, so a rule that drifts from
// Docusaurus fails there instead of refusing valid content.
package routes

import (
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
)

// Kind says what makes an address.
type Kind int

const (
	Post     Kind = iota // a blog post
	Doc                  // a doc
	Page                 // a page of src/pages
	BlogList             // /blog and /blog/page/N
	BlogTag              // /blog/tags, a tag's posts and their pages
	Archive              // /blog/archive
	Author               // /blog/authors and an author's posts
	DocTag               // /tags and a tag's docs
	Feed                 // the blog's RSS and Atom files
	Sitemap              // sitemap.xml
	NotFound             // the 404 page
	Static               // a file of site/static
	TagAlias             // the lower-case address the pipeline adds for a tag with capitals
)

var kindNames = [...]string{"post", "doc", "page", "blog list", "blog tag", "archive", "author", "doc tag", "feed", "sitemap", "404 page", "static file", "tag alias"}

func (k Kind) String() string { return kindNames[k] }

// File reports whether the address is a file served as it is rather than
// an HTML page (feeds, the sitemap, static files).
func (k Kind) File() bool { return k == Feed || k == Sitemap || k == Static }

// Route is one address of a locale, relative to its base URL: "/",
// "/blog", "/blog/rss.xml".
type Route struct {
	Path string
	Kind Kind
	Doc  *content.Document // the file shown at a post, doc or markdown page
}

// Table is every address of one locale.
type Table struct {
	Locale string
	// Complete is false when the site uses something whose addresses the
	// sources alone do not tell (generated category pages of a sidebar,
	// versioned docs): then a missing address proves nothing.
	Complete bool
	routes   map[string]Route
}

// Docusaurus holds the options of docusaurus.config.js that shape
// addresses, as that file sets them. The tests that build the site compare
// the table with the output, so a change there that is not made here fails
// them.
var Docusaurus = struct {
	BlogBase, PageBase, TagsBase, ArchiveBase, AuthorsBase string
	PostsPerPage                                           int
	Feeds                                                  []string
	DocTagsBase                                            string
}{
	BlogBase: "blog", PageBase: "page", TagsBase: "tags", ArchiveBase: "archive", AuthorsBase: "authors",
	PostsPerPage: 1,
	Feeds:        []string{"rss.xml", "atom.xml"},
	DocTagsBase:  "tags",
}

// Build predicts the addresses of one locale's production build.
func Build(site *content.Site, locale string) *Table {
	t := &Table{Locale: locale, Complete: true, routes: map[string]Route{}}
	src := sources{site: site, locale: locale}
	t.addBlog(src)
	t.addDocs(src)
	t.addSitePages(src)
	t.add("/sitemap.xml", Sitemap, nil)
	t.add("/404", NotFound, nil)
	t.addStatic(filepath.Join(site.Root, "site", "static"))
	if usesUnknowable(site.Root) {
		t.Complete = false
	}
	return t
}

func (t *Table) add(p string, k Kind, d *content.Document) {
	p = Clean(p)
	if _, dup := t.routes[p]; !dup {
		t.routes[p] = Route{Path: p, Kind: k, Doc: d}
	}
}

// Lookup finds the route at p, a path below the locale's base URL. A
// trailing slash and an .html ending reach the same page, as they do on
// GitHub Pages with trailingSlash: false.
func (t *Table) Lookup(p string) (Route, bool) {
	if r, ok := t.routes[p]; ok {
		return r, true
	}
	if r, ok := t.routes[Clean(p)]; ok && !r.Kind.File() {
		return r, true
	}
	if strings.HasSuffix(p, ".html") {
		q := strings.TrimSuffix(p, ".html")
		if strings.HasSuffix(q, "/index") {
			q = strings.TrimSuffix(q, "index")
		}
		if r, ok := t.routes[Clean(q)]; ok && !r.Kind.File() {
			return r, true
		}
	}
	return Route{}, false
}

// Len is how many routes the table holds.
func (t *Table) Len() int { return len(t.routes) }

// Routes lists every route, sorted by path.
func (t *Table) Routes() []Route {
	out := make([]Route, 0, len(t.routes))
	for _, r := range t.routes {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

// Clean is an address as Docusaurus serves it with trailingSlash: false:
// one leading slash, no doubled or trailing ones.
func Clean(p string) string {
	if p == "" {
		return "/"
	}
	return path.Clean("/" + p)
}

// addStatic lists the files of the static folder, served as they are.
func (t *Table) addStatic(dir string) {
	_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			t.add("/"+filepath.ToSlash(rel), Static, nil)
		}
		return nil
	})
}

// usesUnknowable reports sources whose addresses only Node can tell: a
// sidebar with generated category pages (sidebars.js is code), or
// versioned docs.
func usesUnknowable(root string) bool {
	if b, err := os.ReadFile(filepath.Join(root, "site", "sidebars.js")); err == nil && strings.Contains(string(b), "generated-index") {
		return true
	}
	_, err := os.Stat(filepath.Join(root, "site", "versions.json"))
	return err == nil
}
