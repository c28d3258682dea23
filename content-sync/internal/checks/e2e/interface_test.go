package e2e

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/net/html"
)

// interfaceText is the text of a page's shell — navbar, sidebars,
// breadcrumbs, pagination and footer — without the article itself.
func interfaceText(t *testing.T, path string) []string {
	t.Helper()
	needSite(t)
	resp, err := http.Get(site.url + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	doc, err := html.Parse(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	var walk func(n *html.Node, shell bool)
	walk = func(n *html.Node, shell bool) {
		if n.Type == html.ElementNode {
			switch n.Data {
			case "nav", "aside", "footer":
				shell = true
			case "script", "style":
				return
			}
		}
		if shell && n.Type == html.TextNode && strings.TrimSpace(n.Data) != "" {
			texts = append(texts, strings.TrimSpace(n.Data))
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, shell)
		}
	}
	walk(doc, false)
	if len(texts) == 0 {
		t.Fatalf("%s: no navbar, sidebar or footer text", path)
	}
	return texts
}

func japanese(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) {
			return true
		}
	}
	return false
}

// An English reader sees no Japanese in the page shell but the name of the
// other language in the language menu: no label falls back to the
// Japanese source, such as the docs sidebar's field names.
func TestEnglishShellHasNoJapanese(t *testing.T) {
	for _, path := range []string{
		"/ds/en/",
		"/ds/en/occult/index_occult",
		"/ds/en/ufo/roswell_debris",
		"/ds/en/blog",
		"/ds/en/blog/2025/09/01/kenneth-arnold-1947-sighting",
		"/ds/en/blog/tags/UFO",
		"/ds/en/blog/archive",
	} {
		for _, s := range interfaceText(t, path) {
			if japanese(s) && s != "日本語" {
				t.Errorf("%s: %q", path, s)
			}
		}
	}
}

// TestJapaneseTagTitlesCountOnce: Docusaurus's Japanese strings put 件
// both in the count ("{count}件") and in the tag page's title around it,
// which read 「UFO」タグの記事が92件件あります; the site's translation
// (i18n/ja/code.json) says it once.
func TestJapaneseTagTitlesCountOnce(t *testing.T) {
	needSite(t)
	want := regexp.MustCompile(`^「UFO」タグの記事が\d+件あります`)
	doc := builtPage(t, "blog/tags/UFO.html")
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && (n.Data == "title" || n.Data == "h1") {
			var text strings.Builder
			for c := range n.Descendants() {
				if c.Type == html.TextNode {
					text.WriteString(c.Data)
				}
			}
			if !want.MatchString(text.String()) {
				t.Errorf("<%s> reads %q", n.Data, text.String())
			}
		}
	}
}
