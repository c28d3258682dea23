package pipeline

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"golang.org/x/net/html"
)

// TestArchiveMatchesDocusaurus builds the fixture, with an unlisted post and
// two posts of one day added, once as the site does (its archive route from
// src/plugins/blog-archive.js) and once as stock Docusaurus does (the blog
// plugin's own archive), and requires the same archive page in each locale:
// at the same address, the same posts in the same order.
func TestArchiveMatchesDocusaurus(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real Docusaurus build twice")
	}
	root := fixtureRoot(t)
	post := func(locale, name, front, body string) {
		dir := "site/blog"
		if locale == "en" {
			dir = "i18n/en/docusaurus-plugin-content-blog"
		}
		write(t, filepath.Join(root, dir, name), "---\n"+front+"authors: [ayakashi]\ntags: [2025-09]\n---\n"+body+"\n\n<!-- truncate -->\n\n"+body+"\n")
	}
	for _, p := range []struct{ name, ja, en, extra string }{
		{"2025-09-03-quiet-note.md", "静かな覚え書き", "A quiet note", "unlisted: true\n"},
		{"2025-09-03-morning-report.md", "朝の報告", "A morning report", ""},
		{"2025-09-03-evening-report.md", "夕方の報告", "An evening report", ""},
	} {
		post("ja", p.name, "title: "+p.ja+"\ndescription: 試験用の記事です。\n"+p.extra, "試験用の本文です。")
		post("en", p.name, "title: "+p.en+"\ndescription: A fixture post.\n"+p.extra, "A fixture post's text.")
	}
	build(t, root)
	var out bytes.Buffer
	if _, err := BuildPlain(context.Background(), Options{Root: root, Out: &out}, Plain{Faster: true, StockTheme: true}); err != nil {
		t.Fatalf("stock build: %v\n%s", err, out.String())
	}
	ours := filepath.Join(root, "build", "ds")
	cfg, l := config.Read(root)
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	stock := PlainSite(root, cfg, Plain{Faster: true, StockTheme: true})
	for _, loc := range cfg.I18n.Locales {
		sub := ""
		if loc != cfg.I18n.DefaultLocale {
			sub = loc
		}
		want := archiveLinks(t, filepath.Join(stock, sub))
		got := archiveLinks(t, filepath.Join(ours, sub))
		if len(want) != 4 || slices.Contains(want, cfg.LocaleBaseURL(loc)+"blog/2025/09/03/quiet-note") {
			t.Errorf("stock archive of %q: %v; want four posts, the unlisted one left out", loc, want)
		}
		if !slices.Equal(got, want) {
			t.Errorf("archive of %q:\n got %v\nwant %v (stock Docusaurus)", loc, got, want)
		}
	}
}

// archiveLinks lists, in order, the links of the archive page's list under
// dir (the page as blog/archive.html or blog/archive/index.html).
func archiveLinks(t *testing.T, dir string) []string {
	t.Helper()
	var f *os.File
	var err error
	for _, name := range []string{"blog/archive.html", "blog/archive/index.html"} {
		if f, err = os.Open(filepath.Join(dir, filepath.FromSlash(name))); err == nil {
			break
		}
	}
	if err != nil {
		t.Fatalf("no archive page in %s: %v", dir, err)
	}
	defer f.Close()
	doc, err := html.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	var links []string
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode || n.Data != "a" || n.Parent == nil || n.Parent.Data != "li" || !inMain(n) {
			continue
		}
		for _, a := range n.Attr {
			if a.Key == "href" {
				links = append(links, a.Val)
			}
		}
	}
	return links
}

func inMain(n *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Type == html.ElementNode && p.Data == "main" {
			return true
		}
	}
	return false
}
