package validate

import (
	"net/url"
	"path"
	"runtime"
	"sort"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/routes"
	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
	"golang.org/x/sync/errgroup"
)

// Links checks every link and image of every post and doc against the
// addresses each locale's build will have (package routes), in every locale
// that shows the file. It reports only what is certain before Node runs: a
// link into a part of the site whose addresses the sources cannot tell, or
// an anchor on a page that may carry ids other than its headings, is left
// to the check of the built site.
func Links(site *content.Site, cfg config.Config) diag.List {
	var l diag.List
	c := checker{site: site, cfg: cfg, tables: map[string]*routes.Table{}, outlines: outlines(site.Docs)}
	for _, loc := range site.Locales {
		c.tables[loc] = routes.Build(site, loc)
	}
	seen := map[diag.Diagnostic]bool{}
	for _, d := range site.Docs {
		for _, loc := range c.shownIn(d) {
			for _, p := range c.check(d, loc) {
				if !seen[p] {
					seen[p] = true
					l = append(l, p)
				}
			}
		}
	}
	return l
}

type checker struct {
	site     *content.Site
	cfg      config.Config
	tables   map[string]*routes.Table
	outlines map[*content.Document]content.Outline
}

func (c *checker) outline(d *content.Document) content.Outline {
	return c.outlines[d]
}

// outlines parses every body, on every core: parsing is most of the check.
func outlines(docs []*content.Document) map[*content.Document]content.Outline {
	parsed := make([]content.Outline, len(docs))
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i, d := range docs {
		g.Go(func() error {
			parsed[i] = d.ParseBody()
			return nil
		})
	}
	_ = g.Wait()
	m := make(map[*content.Document]content.Outline, len(docs))
	for i, d := range docs {
		m[d] = parsed[i]
	}
	return m
}

// shownIn lists the locales whose site shows d: its own, and for a file of
// the default locale every locale that has no translation of it.
func (c *checker) shownIn(d *content.Document) []string {
	def := c.site.Layout.DefaultLocale
	if d.Locale != def {
		return []string{d.Locale}
	}
	out := []string{def}
	for _, loc := range c.site.Locales {
		if loc != def && c.site.Find(loc, d.Kind, d.Rel) == nil {
			out = append(out, loc)
		}
	}
	return out
}

// selfRoute is a file's own address.
func selfRoute(d *content.Document) string {
	if d.Kind == content.Post {
		return routes.PostRoute(d)
	}
	return routes.DocRoute(d)
}

// check reports the problems of d's links in the site of one locale.
func (c *checker) check(d *content.Document, locale string) diag.List {
	var l diag.List
	for _, ln := range c.outline(d).Links {
		if ln.Image {
			c.checkImage(&l, d, ln)
			continue
		}
		target, anchor := c.resolve(&l, d, locale, ln)
		if target == nil || anchor == "" || !c.anchorsKnown(target, anchor) {
			continue
		}
		if !hasHeading(c.outline(target), anchor) {
			l.Errorf(d.Path, ln.Line, ln.Col, "anchors are heading ids: "+headingIDs(c.outline(target)),
				"anchor #%s is not a heading of %s", anchor, target.Path)
		}
	}
	return l
}

// resolve finds what a link points at in one locale's site, reporting it
// when it certainly points at nothing. It returns the file behind the
// target page, if any, and the link's anchor.
func (c *checker) resolve(l *diag.List, d *content.Document, locale string, ln content.Link) (*content.Document, string) {
	u, err := url.Parse(ln.Dest)
	if err != nil {
		l.Errorf(d.Path, ln.Line, ln.Col, "check its spelling", "link %s is not a valid address", ln.Dest)
		return nil, ""
	}
	if u.Scheme != "" || u.Host != "" {
		return nil, "" // another site, or an escape such as pathname://
	}
	p := u.Path
	if p == "" {
		return c.shown(d, locale), u.Fragment
	}
	if content.IsMarkdown(p) {
		t, tried := c.resolveFile(d, locale, p)
		if t == nil {
			l.Errorf(d.Path, ln.Line, ln.Col, "check the file name and folder", "link to %s: no such %s (%s)", p, d.Kind, tried)
		}
		return t, u.Fragment
	}
	if !strings.HasPrefix(p, "/") {
		// A relative address is resolved by the browser against the page's
		// own (trailingSlash: false, so against its folder).
		base, _ := url.Parse(selfRoute(d))
		p = base.ResolveReference(&url.URL{Path: p}).Path
	} else if own := c.cfg.LocaleBaseURL(locale); strings.HasPrefix(p, own) || p+"/" == own {
		l.Warnf(d.Path, ln.Line, ln.Col, "write it from the site root, "+routes.Clean(strings.TrimPrefix(p, strings.TrimSuffix(own, "/")))+", so that it works in every language",
			"link %s includes the base path %s", ln.Dest, own)
		p = strings.TrimPrefix(p, strings.TrimSuffix(own, "/"))
	}
	locale, p = c.otherLocale(locale, p)
	t := c.tables[locale]
	r, ok := t.Lookup(p)
	if !ok {
		if t.Complete && !generatedLater(p) {
			l.Errorf(d.Path, ln.Line, ln.Col, c.hint(t, locale, p), "link %s points at no page of the %s site", ln.Dest, locale)
		}
		return nil, ""
	}
	return r.Doc, u.Fragment
}

// otherLocale follows an address of the default locale's site into another
// locale's, whose pages sit below it ("/en/blog" is "/blog" of en).
func (c *checker) otherLocale(locale, p string) (string, string) {
	if locale != c.site.Layout.DefaultLocale {
		return locale, p
	}
	for _, loc := range c.site.Locales {
		if loc == locale {
			continue
		}
		if prefix := "/" + loc; p == prefix || strings.HasPrefix(p, prefix+"/") {
			return loc, routes.Clean(strings.TrimPrefix(p, prefix))
		}
	}
	return locale, p
}

// generatedLater reports addresses that the build makes for its pages and
// that the sources cannot list: the bundler's files and the search index.
func generatedLater(p string) bool {
	return strings.HasPrefix(p, "/assets/") || strings.HasPrefix(p, "/pagefind/")
}

// shown is the file a locale's site shows for d's page.
func (c *checker) shown(d *content.Document, locale string) *content.Document {
	def := c.site.Layout.DefaultLocale
	if t := c.site.Find(locale, d.Kind, d.Rel); t != nil {
		return t
	}
	if t := c.site.Find(def, d.Kind, d.Rel); t != nil {
		return t
	}
	return d
}

// resolveFile follows a link to a markdown file the way Docusaurus does: a
// path starting with ./ or ../ from the linking file's folder only; any
// other first from the root of the content folder (the locale's, then the
// default's) and of the site folder, then, unless it starts with /, from
// the linking file's folder.
func (c *checker) resolveFile(d *content.Document, locale, p string) (*content.Document, string) {
	p, err := url.PathUnescape(p)
	if err != nil {
		return nil, p
	}
	var rels []string
	if !strings.HasPrefix(p, "./") && !strings.HasPrefix(p, "../") {
		rel := strings.TrimPrefix(path.Clean("/"+p), "/")
		rels = append(rels, rel)
		// From the site folder: the staged tree keeps posts in blog/ and
		// docs in docs/.
		folder := "docs/"
		if d.Kind == content.Post {
			folder = "blog/"
		}
		if strings.HasPrefix(rel, folder) {
			rels = append(rels, strings.TrimPrefix(rel, folder))
		}
	}
	if !strings.HasPrefix(p, "/") {
		rels = append(rels, path.Clean(path.Join(path.Dir(d.Rel), p)))
	}
	dir := c.site.Layout.Dir(c.site.Layout.DefaultLocale, d.Kind)
	var tried []string
	for _, rel := range rels {
		if strings.HasPrefix(rel, "../") {
			continue
		}
		if c.site.Find(c.site.Layout.DefaultLocale, d.Kind, rel) != nil {
			return c.shown(&content.Document{Kind: d.Kind, Rel: rel, Locale: locale}, locale), ""
		}
		tried = append(tried, dir+"/"+rel)
	}
	if len(tried) == 0 {
		return nil, "outside " + dir
	}
	return nil, strings.Join(tried, " or ")
}

// anchorsKnown reports whether every id a page can have is known before
// Node runs: true for a plain markdown page without raw HTML, whose ids are
// its headings'. Footnotes and ids in HTML or JSX are only known to the
// built page.
func (c *checker) anchorsKnown(target *content.Document, anchor string) bool {
	if path.Ext(target.Rel) != ".md" || strings.HasPrefix(anchor, "user-content-") || anchor == "footnote-label" {
		return false
	}
	return !c.outline(target).RawHTML
}

// hint suggests what the link may have meant: the address without the
// base path, which the site adds itself, or one that differs only in case.
func (c *checker) hint(t *routes.Table, locale, p string) string {
	if base := strings.TrimSuffix(c.cfg.Site.BasePath, "/"); base != "" && strings.HasPrefix(p, base+"/") {
		return "write addresses from the site root: the " + locale + " site adds " + c.cfg.LocaleBaseURL(locale) + " itself"
	}
	var cands []string
	for _, r := range t.Routes() {
		if strings.EqualFold(r.Path, routes.Clean(p)) {
			cands = append(cands, r.Path)
		}
	}
	sort.Strings(cands)
	if len(cands) > 0 {
		return "did you mean " + cands[0] + "? addresses are case-sensitive"
	}
	return "link to an existing post, doc or file in site/static/"
}

func hasHeading(o content.Outline, id string) bool {
	for _, h := range o.Headings {
		if h.ID == id {
			return true
		}
	}
	return false
}

func headingIDs(o content.Outline) string {
	var ids []string
	for _, h := range o.Headings {
		ids = append(ids, "#"+h.ID)
	}
	if len(ids) == 0 {
		return "the page has no headings"
	}
	return strings.Join(ids, " ")
}
