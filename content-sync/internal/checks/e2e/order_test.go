package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
	"golang.org/x/net/html"
)

// TestBlogListsOneOrderInBothLocales walks the blog's list pages (one post
// each) in both locales: newest day first, a day's posts by address, and
// list page n shows the same post in Japanese and in English, so the
// language menu, which keeps the path, leads to the same post's list page.
// Docusaurus itself leaves a day's posts in the order its file search
// finds them (docusaurus.config.js, processBlogPosts).
func TestBlogListsOneOrderInBothLocales(t *testing.T) {
	needSite(t)
	ja := listedPosts(t, "", "/ds/blog/")
	en := listedPosts(t, "en", "/ds/en/blog/")
	if len(ja) < 2 {
		t.Fatalf("%d list pages", len(ja))
	}
	if !slices.Equal(ja, en) {
		for i := range min(len(ja), len(en)) {
			if ja[i] != en[i] {
				t.Errorf("list page %d: %s in Japanese, %s in English", i+1, ja[i], en[i])
			}
		}
		t.Errorf("%d Japanese list pages, %d English", len(ja), len(en))
	}
	for i := 1; i < len(ja); i++ {
		prev, cur := ja[i-1], ja[i]
		// "2025/09/07/slug": the day, then the address.
		if day := cur[:10]; day > prev[:10] || day == prev[:10] && cur < prev {
			t.Errorf("list page %d shows %s after %s", i+1, cur, prev)
		}
	}
}

// listedPosts reads blog.html, blog/page/2.html, … of a locale's folder and
// returns the post each one shows, as its address below prefix.
func listedPosts(t *testing.T, dir, prefix string) []string {
	t.Helper()
	var posts []string
	for n := 1; ; n++ {
		file := filepath.Join(dir, "blog.html")
		if n > 1 {
			file = filepath.Join(dir, "blog", "page", fmt.Sprintf("%d.html", n))
			if _, err := os.Stat(filepath.Join(site.dir, file)); os.IsNotExist(err) {
				return posts
			}
		}
		post := ""
		for a := range mainOf(builtPage(t, file)).Descendants() {
			if a.Type == html.ElementNode && a.Data == "a" && a.Parent != nil && a.Parent.Data == "h2" {
				for _, at := range a.Attr {
					if at.Key == "href" && strings.HasPrefix(at.Val, prefix) {
						post = strings.TrimPrefix(at.Val, prefix)
					}
				}
				break
			}
		}
		if post == "" {
			t.Fatalf("%s: no post title linked in an h2", file)
		}
		posts = append(posts, post)
	}
}

// builtPage parses a page of the built site, by its file below it.
func builtPage(t *testing.T, file string) *html.Node {
	t.Helper()
	return fixture.ParseHTML(t, filepath.Join(site.dir, filepath.FromSlash(file)))
}

// mainOf is the page's <main>, or the whole page when it has none.
func mainOf(doc *html.Node) *html.Node {
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && n.Data == "main" {
			return n
		}
	}
	return doc
}
