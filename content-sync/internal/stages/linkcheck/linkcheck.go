// Package linkcheck checks the merged site as GitHub Pages will serve it:
// every internal link, script, stylesheet, image, feed entry, sitemap entry
// and hreflang alternate must resolve, and every #fragment must name an id
// on the page it points at. External links are listed, not fetched.
package linkcheck

import (
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/ayakashi-research/ds/content-sync/internal/support/ghpages"
)

// Options say what to check.
type Options struct {
	Dir     string // the merged site folder
	Base    string // the base path it is served under, "/ds/"
	SiteURL string // scheme and host of the published site; links to it count as internal
}

// Problem is one broken link.
type Problem struct {
	Page   string // the page's address
	Link   string // the link as written
	Reason string
}

// Report is the result of a check.
type Report struct {
	Pages    int
	Links    int
	External []string // distinct external addresses, sorted
	Problems []Problem
}

// page is what one file contributes: its links and its ids.
type page struct {
	url   string // address of the page itself, e.g. /ds/blog
	links []string
	ids   map[string]bool
}

// Check reads every HTML, sitemap and feed file of the site and checks its
// links.
func Check(o Options) (*Report, error) {
	files, err := list(o.Dir)
	if err != nil {
		return nil, err
	}
	pages, err := parseAll(o, files)
	if err != nil {
		return nil, err
	}
	byFile := map[string]*page{}
	for f, p := range pages {
		byFile[f] = p
	}
	res := &cachedResolver{r: ghpages.Resolver{Dir: o.Dir, Base: o.Base}, seen: map[string]ghpages.Resolution{}}
	site, _ := url.Parse(o.SiteURL)
	rep := &Report{Pages: len(pages)}
	external := map[string]bool{}
	for _, f := range sortedKeys(pages) {
		p := pages[f]
		for _, link := range p.links {
			rep.Links++
			reason, ext := checkLink(res, site, byFile, p, link)
			if ext {
				external[link] = true
			}
			if reason != "" {
				rep.Problems = append(rep.Problems, Problem{Page: p.url, Link: link, Reason: reason})
			}
		}
	}
	for e := range external {
		rep.External = append(rep.External, e)
	}
	sort.Strings(rep.External)
	return rep, nil
}

// checkLink returns why a link is broken ("" if it is not), and whether it
// is external.
func checkLink(res *cachedResolver, site *url.URL, pages map[string]*page, from *page, link string) (reason string, external bool) {
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil {
		return "not a valid address", false
	}
	switch u.Scheme {
	case "mailto", "tel", "javascript", "data":
		return "", false
	case "", "http", "https":
	default:
		return "", true
	}
	if u.Host != "" {
		if site == nil || !strings.EqualFold(u.Host, site.Host) {
			return "", true
		}
		u.Scheme, u.Host = "", ""
	}
	target := u.Path
	if target == "" {
		target = from.url
	} else if !strings.HasPrefix(target, "/") {
		target = path.Join(dirOf(from.url), target) + trailing(target)
	}
	file, why := follow(res, target)
	if why != "" {
		return why, false
	}
	if u.Fragment == "" || !strings.HasSuffix(file, ".html") {
		return "", false
	}
	tp := pages[file]
	if tp == nil {
		return "", false
	}
	frag, _ := url.PathUnescape(u.Fragment)
	if !tp.ids[frag] {
		return fmt.Sprintf("no element with id %q on %s", frag, tp.url), false
	}
	return "", false
}

// follow resolves a path the way Pages would, following one folder redirect.
func follow(res *cachedResolver, p string) (file, reason string) {
	for range 2 {
		r := res.resolve(p)
		switch {
		case r.File != "":
			return r.File, ""
		case r.Redirect != "":
			p = r.Redirect
		default:
			return "", "not found (GitHub Pages would answer 404)"
		}
	}
	return "", "redirect loop"
}

func dirOf(u string) string {
	if strings.HasSuffix(u, "/") {
		return u
	}
	return path.Dir(u) + "/"
}

func trailing(p string) string {
	if strings.HasSuffix(p, "/") && p != "/" {
		return "/"
	}
	return ""
}

func list(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			rel, _ := filepath.Rel(dir, p)
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	return files, err
}

// parseAll parses the pages, sitemaps and feeds on every core.
func parseAll(o Options, files []string) (map[string]*page, error) {
	var (
		mu    sync.Mutex
		pages = map[string]*page{}
		first error
		wg    sync.WaitGroup
		work  = make(chan string)
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for rel := range work {
				p, err := parseFile(o, rel)
				mu.Lock()
				if err != nil && first == nil {
					first = err
				}
				if p != nil {
					pages[rel] = p
				}
				mu.Unlock()
			}
		}()
	}
	for _, f := range files {
		work <- f
	}
	close(work)
	wg.Wait()
	return pages, first
}

func parseFile(o Options, rel string) (*page, error) {
	var parse func(io.Reader) (links []string, ids map[string]bool, err error)
	switch {
	case strings.HasSuffix(rel, ".html"):
		parse = parseHTML
	case strings.HasSuffix(rel, ".xml"):
		parse = parseXML
	default:
		return nil, nil
	}
	f, err := openFile(o.Dir, rel)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	links, ids, err := parse(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", rel, err)
	}
	return &page{url: ghpages.Address(o.Base, rel), links: links, ids: ids}, nil
}

func sortedKeys(m map[string]*page) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// cachedResolver remembers resolutions: most links of a site point at a few
// hundred addresses, each of which costs a file-system look-up per segment.
type cachedResolver struct {
	r    ghpages.Resolver
	seen map[string]ghpages.Resolution
}

func (c *cachedResolver) resolve(p string) ghpages.Resolution {
	if r, ok := c.seen[p]; ok {
		return r
	}
	r := c.r.Resolve(p)
	c.seen[p] = r
	return r
}
