package e2e

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/blogplan"
	"golang.org/x/net/html"
)

// TestArchiveListsEveryPost holds the site's own archive page
// (site/src/theme/BlogArchivePage) to what Docusaurus hands it: in both
// locales, one link to every post of the plan and nothing else under the
// years, and the years as headings one level below the page's h1.
func TestArchiveListsEveryPost(t *testing.T) {
	needSite(t)
	plan, err := blogplan.Load(filepath.Join(repoRoot, blogplan.Path))
	if err != nil {
		t.Fatal(err)
	}
	for _, loc := range []struct{ file, prefix string }{{"blog/archive.html", "/ds"}, {"en/blog/archive.html", "/ds/en"}} {
		doc := builtPage(t, loc.file)
		var main *html.Node
		var headings []string
		for n := range doc.Descendants() {
			if n.Type != html.ElementNode {
				continue
			}
			switch n.Data {
			case "main":
				main = n
			case "h1", "h2", "h3", "h4":
				headings = append(headings, n.Data)
			}
		}
		if main == nil {
			t.Fatalf("%s: no <main>", loc.file)
		}
		links := map[string]int{}
		for n := range main.Descendants() {
			if n.Type == html.ElementNode && n.Data == "a" {
				for _, a := range n.Attr {
					if a.Key == "href" {
						links[a.Val]++
					}
				}
			}
		}
		for _, e := range plan {
			href := loc.prefix + "/blog/" + strings.ReplaceAll(e.Date, "-", "/") + "/" + e.Slug
			if links[href] != 1 {
				t.Errorf("%s links %s %d times, want once", loc.file, href, links[href])
			}
			delete(links, href)
		}
		for href := range links {
			if !strings.HasPrefix(href, "#") { // the headings' own anchors
				t.Errorf("%s links %s, which is no post of the plan", loc.file, href)
			}
		}
		if len(headings) < 2 || headings[0] != "h1" || headings[1] != "h2" {
			t.Errorf("%s: headings %v, want the h1 followed by h2 years", loc.file, headings)
		}
	}
}
