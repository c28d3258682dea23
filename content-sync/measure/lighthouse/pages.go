package lighthouse

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/support/ghpages"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
)

// Page is one address scored on each site.
type Page struct {
	Locale string
	Kind   string // home, list, post
	Path   string // from the host, e.g. /ds/en/blog/page/2
}

// Name is how the report calls the page.
func (p Page) Name() string { return p.Locale + " " + p.Kind }

// datedPost matches a post's page under blog/: YYYY/MM/DD/slug.html.
var datedPost = regexp.MustCompile(`^\d{4}/\d{2}/\d{2}/[^/]+\.html$`)

// Pages picks, in every locale, the home doc, the second page of the blog
// list (the first is also /blog, and page 2 is what paging readers land on)
// and the earliest post, as found in the built site in dir; the post is
// taken from the files so that no slug is written down here.
func Pages(cfg config.Config, dir string) ([]Page, error) {
	blog := filepath.Join(dir, "blog")
	var post string
	err := filepath.WalkDir(blog, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(blog, p)
		if rel = filepath.ToSlash(rel); !d.IsDir() && datedPost.MatchString(rel) {
			post = strings.TrimSuffix(rel, ".html")
			return fs.SkipAll // WalkDir goes in lexical order: this is the earliest
		}
		return nil
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	if post == "" {
		return nil, fmt.Errorf("no post under %s (blog/YYYY/MM/DD/slug.html): build the site first with go tool mage build", blog)
	}
	var pages []Page
	for _, loc := range cfg.I18n.Locales {
		base := cfg.LocaleBaseURL(loc)
		pages = append(pages,
			Page{loc, "home", base},
			Page{loc, "list", base + "blog/page/2"},
			Page{loc, "post", base + "blog/" + post})
	}
	return pages, nil
}

// Missing lists the pages that the site in dir, served under base, does not
// have, so that a run does not score a 404 page without saying so.
func Missing(pages []Page, dir, base string) []string {
	r := ghpages.Resolver{Dir: dir, Base: base}
	var out []string
	for _, p := range pages {
		if r.Resolve(p.Path).File == "" {
			out = append(out, p.Path)
		}
	}
	return out
}
