package validate

import (
	"net/url"
	"path"
	"path/filepath"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/config"
	"github.com/ayakashi-research/ds/content-sync/content"
	"github.com/ayakashi-research/ds/content-sync/diag"
)

// Links checks every link and image of every post and doc: pages and static
// files must exist for the document's locale, markdown file links must point
// at existing files, and #anchors must name a heading of the target page.
func Links(site *content.Site, cfg config.Config) diag.List {
	var l diag.List
	routes := map[string]Routes{}
	for _, loc := range site.Locales {
		routes[loc] = BuildRoutes(site, loc)
	}
	outlines := map[*content.Document]content.Outline{}
	outline := func(d *content.Document) content.Outline {
		o, ok := outlines[d]
		if !ok {
			o = d.ParseBody()
			outlines[d] = o
		}
		return o
	}
	for _, d := range site.Docs {
		r := routes[d.Locale]
		self := pageRoute(d)
		for _, ln := range outline(d).Links {
			target, anchor, problem, hint := resolve(site, cfg, r, d, self, ln)
			if problem != "" {
				l.Errorf(d.Path, ln.Line, ln.Col, hint, "%s", problem)
				continue
			}
			if anchor == "" || target == nil {
				continue
			}
			if !hasHeading(outline(target), anchor) {
				l.Errorf(d.Path, ln.Line, ln.Col, "anchors are heading ids: "+headingIDs(outline(target)),
					"anchor #%s is not a heading of %s", anchor, target.Path)
			}
		}
	}
	return l
}

// pageRoute is a document's own address within its locale.
func pageRoute(d *content.Document) string {
	if d.Kind == content.Post {
		if pn := ParsePostName(d.Rel); pn.HasDate {
			return "/blog/" + pn.Route()
		}
	}
	return DocRoute(d)
}

// resolve finds what a link points at. It returns the target document (when
// the link names one) and the anchor, or a problem with a hint.
func resolve(site *content.Site, cfg config.Config, r Routes, d *content.Document, self string, ln content.Link) (target *content.Document, anchor, problem, hint string) {
	u, err := url.Parse(ln.Dest)
	if err != nil {
		return nil, "", "link " + ln.Dest + " is not a valid address", "check its spelling"
	}
	if u.Scheme != "" || u.Host != "" {
		return nil, "", "", "" // external: not checked here
	}
	anchor = u.Fragment
	p := u.Path
	if p == "" {
		return d, anchor, "", ""
	}
	if content.IsMarkdown(p) {
		return resolveFile(site, d, p, anchor)
	}
	if !strings.HasPrefix(p, "/") {
		if ln.Image {
			return resolveAsset(site, d, p)
		}
		p = path.Join(path.Dir(self), p)
	}
	p = cleanRoute(p)
	if base := strings.TrimSuffix(cfg.Site.BasePath, "/"); base != "" && (p == base || strings.HasPrefix(p, base+"/")) {
		return nil, "", "link " + ln.Dest + " includes the base path " + cfg.Site.BasePath,
			"write it from the site root: " + strings.TrimPrefix(p, base)
	}
	if r.Static[p] {
		return nil, "", "", ""
	}
	doc, ok := r.Pages[p]
	if !ok {
		what := "page"
		if ln.Image {
			what = "image"
		}
		return nil, "", "link " + ln.Dest + " points at no " + what + " of the " + d.Locale + " site", closest(r, p)
	}
	return doc, anchor, "", ""
}

// resolveFile follows a link to a markdown file, relative to the linking
// file, looking in its own folder and then in the default locale's.
func resolveFile(site *content.Site, d *content.Document, p, anchor string) (*content.Document, string, string, string) {
	rel := path.Clean(path.Join(path.Dir(d.Rel), p))
	if strings.HasPrefix(p, "/") {
		rel = strings.TrimPrefix(path.Clean(p), "/")
	}
	for _, loc := range []string{d.Locale, site.Layout.DefaultLocale} {
		if t := site.Find(loc, d.Kind, rel); t != nil {
			return t, anchor, "", ""
		}
	}
	return nil, "", "link to " + p + ": no such " + string(d.Kind) + " (" + site.Layout.Dir(d.Locale, d.Kind) + "/" + rel + ")", "check the file name and folder"
}

// resolveAsset checks an image next to the markdown file.
func resolveAsset(site *content.Site, d *content.Document, p string) (*content.Document, string, string, string) {
	for _, loc := range []string{d.Locale, site.Layout.DefaultLocale} {
		f := path.Join(site.Layout.Dir(loc, d.Kind), path.Dir(d.Rel), p)
		if fileExists(filepath.Join(site.Root, filepath.FromSlash(f))) {
			return nil, "", "", ""
		}
	}
	return nil, "", "image " + p + " does not exist beside " + d.Path, "put the file next to the markdown or in site/static/"
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

// closest suggests a page whose address differs only in case or by a
// trailing slash, the usual slips.
func closest(r Routes, p string) string {
	for cand := range r.Pages {
		if strings.EqualFold(cand, strings.TrimSuffix(p, "/")) {
			return "did you mean " + cand + "? addresses are case-sensitive"
		}
	}
	return "link to an existing post, doc or file in site/static/"
}
