package e2e

import (
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/blogplan"
	"github.com/ayakashi-research/ds/content-sync/internal/checks/sitespec"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/routes"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/routes/routestest"
)

// expectedRoutes lists every address the spec promises below a locale, and
// the addresses just past each paginated list, which must not exist.
func expectedRoutes(t *testing.T) (present, absent []string) {
	plan, err := blogplan.Load(filepath.Join(repoRoot, blogplan.Path))
	if err != nil {
		t.Fatal(err)
	}
	present = append(present, sitespec.DocRoutes()...)
	present = append(present, "/blog", "/blog/archive", "/blog/authors", "/blog/tags")
	for n := 2; n <= len(plan); n++ {
		present = append(present, fmt.Sprintf("/blog/page/%d", n))
	}
	absent = append(absent, fmt.Sprintf("/blog/page/%d", len(plan)+1))
	for _, e := range plan {
		present = append(present, "/blog/"+strings.ReplaceAll(e.Date, "-", "/")+"/"+e.Slug)
	}
	for tag, n := range blogplan.TagCounts(plan) {
		for _, spelling := range uniq(tag, strings.ToLower(tag)) {
			present = append(present, "/blog/tags/"+spelling)
			for p := 2; p <= n; p++ {
				present = append(present, fmt.Sprintf("/blog/tags/%s/page/%d", spelling, p))
			}
			absent = append(absent, fmt.Sprintf("/blog/tags/%s/page/%d", spelling, n+1))
		}
	}
	return present, absent
}

func uniq(a, b string) []string {
	if a == b {
		return []string{a}
	}
	return []string{a, b}
}

// TestSpecRoutes requests every route of the spec in both locales from the
// Pages-like server: each must answer 200, each page past the last must
// answer the 404 page, and so must an unknown address.
func TestSpecRoutes(t *testing.T) {
	needSite(t)
	present, absent := expectedRoutes(t)
	for _, prefix := range []string{"/ds", "/ds/en"} {
		for _, r := range present {
			if code := status(t, prefix+r); code != http.StatusOK {
				t.Errorf("%s%s: %d, want 200", prefix, r, code)
			}
		}
		for _, r := range append(absent, "/no/such/page") {
			if code := status(t, prefix+r); code != http.StatusNotFound {
				t.Errorf("%s%s: %d, want 404", prefix, r, code)
			}
		}
	}
}

func status(t *testing.T, path string) int {
	t.Helper()
	resp, err := http.Get(site.url + strings.TrimSuffix(path, "/") + trail(path))
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

// trail keeps the slash of a locale's home ("/ds/en/"), the only address
// with one.
func trail(path string) string {
	if strings.HasSuffix(path, "/") {
		return "/"
	}
	return ""
}

// TestRouteTableMatchesTheBuild holds validation's picture of the site to
// what Docusaurus built: every address of each locale in both directions,
// and the id of every heading of every post and doc. A rule of the route
// table that drifts from Docusaurus fails here before it can refuse valid
// content.
func TestRouteTableMatchesTheBuild(t *testing.T) {
	needSite(t)
	if site.root == site.dir {
		t.Skip("needs the sources next to the site: E2E_SITE names a built site only")
	}
	cfg, l := config.Read(site.root)
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	src, l := content.Load(site.root, cfg.I18n.DefaultLocale, cfg.I18n.Locales)
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	for _, loc := range cfg.I18n.Locales {
		t.Run(loc, func(t *testing.T) {
			table := routes.Build(src, loc)
			if !table.Complete {
				t.Fatal("the table is incomplete for the real site")
			}
			dir, skip := site.dir, []string(nil)
			if loc == cfg.I18n.DefaultLocale {
				for _, other := range cfg.I18n.Locales {
					if other != loc {
						skip = append(skip, other)
					}
				}
			} else {
				dir = filepath.Join(site.dir, loc)
			}
			routestest.Compare(t, table, dir, skip...)
		})
	}
}
