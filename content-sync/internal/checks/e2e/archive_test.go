package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/chromedp/chromedp"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/blogplan"
	"golang.org/x/net/html"
)

// TestArchiveListsEveryPost holds the site's own archive page
// (site/src/theme/BlogArchivePage) to what src/plugins/blog-archive.js
// hands it: in both
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

// TestArchiveCarriesNoPostText: the archive page's scripts hold each post's
// address, title and date, not its text (Docusaurus's own archive route
// handed the page every post whole, 3.3 MB for the Japanese blog).
func TestArchiveCarriesNoPostText(t *testing.T) {
	ctx := browser(t)
	post := strings.Replace(firstPost(t), "/ds/", "/ds/en/", 1)
	text := proseRun(t, strings.TrimPrefix(post, "/ds/")+".html")
	var scripts []string
	do(t, ctx, visit("/ds/en/blog/archive"),
		chromedp.Evaluate(`performance.getEntriesByType("resource").map(e => new URL(e.name).pathname).filter(p => p.endsWith(".js"))`, &scripts))
	if len(scripts) == 0 {
		t.Fatal("the archive page loaded no script")
	}
	for _, src := range scripts {
		b, err := os.ReadFile(filepath.Join(site.dir, filepath.FromSlash(strings.TrimPrefix(src, "/ds/"))))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(b), text) {
			t.Errorf("the archive page loads %s, which holds the text of %s (%q)", src, post, text)
		}
	}
}

// proseRun is the longest stretch of plain ASCII prose in the first
// paragraph of the post built in file: text a script would hold as it is.
func proseRun(t *testing.T, file string) string {
	t.Helper()
	for n := range builtPage(t, file).Descendants() {
		if n.Type != html.ElementNode || n.Data != "p" {
			continue
		}
		var b strings.Builder
		for c := range n.Descendants() {
			if c.Type == html.TextNode {
				b.WriteString(c.Data)
			}
		}
		runs := strings.FieldsFunc(b.String(), func(r rune) bool { return r > unicode.MaxASCII || r == '"' || r == '\\' })
		longest := ""
		for _, r := range runs {
			if len(r) > len(longest) {
				longest = r
			}
		}
		if len(longest) >= 40 {
			return longest
		}
	}
	t.Fatalf("%s: no paragraph with 40 characters of plain ASCII", file)
	return ""
}
