package pipeline

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
)

// settingsTOML changes every setting site.toml offers, and adds a third
// locale (French, with no translations: its pages show the Japanese text).
const settingsTOML = `[site]
token = "Otherworld"
author = "Mina Tester"
url = "https://research.example.org"
base_path = "/archive/"
repo_url = "https://example.org/mina/otherworld"

[i18n]
default_locale = "ja"
locales = ["ja", "en", "fr"]
missing_translation = "warning"

[posts]
first_date = 2025-08-01
last_date = 2025-12-31

[build]
out_dir = "public/site"
stage_dir = ".work"

[deploy]
remote = "upstream"
branch = "pages"
`

// TestSettingsTakeEffect builds the fixture with every setting changed and
// finds each value where the site shows it: titles, the footer's and the
// feeds' copyright, addresses under the new base path on the new host in
// links, the sitemap and hreflang alternates, "Edit this page", the output
// and stage folders, and a third locale with its own pages.
func TestSettingsTakeEffect(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real Docusaurus build")
	}
	root := fixtureRoot(t)
	write(t, filepath.Join(root, "site.toml"), settingsTOML)
	cfg, l := config.Read(root)
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	if cfg.Deploy.Remote != "upstream" || cfg.Deploy.Branch != "pages" {
		t.Errorf("deploy settings read as %+v", cfg.Deploy)
	}
	var out bytes.Buffer
	if _, err := Build(context.Background(), Options{Root: root, Out: &out}); err != nil {
		t.Fatalf("build: %v\n%s", err, out.String())
	}
	site := filepath.Join(root, "public", "site")
	for _, dir := range []string{site, filepath.Join(root, ".work", "ja"), filepath.Join(root, ".work", "fr")} {
		if _, err := os.Stat(dir); err != nil {
			t.Errorf("%s: %v", dir, err)
		}
	}
	if _, err := os.Stat(filepath.Join(root, "build")); err == nil {
		t.Error("build/ was written although out_dir is public/site")
	}
	read := func(rel string) string {
		b, err := os.ReadFile(filepath.Join(site, rel))
		if err != nil {
			t.Error(err)
		}
		return string(b)
	}
	for _, loc := range []struct{ dir, prefix, lang string }{{"", "/archive/", "ja"}, {"en/", "/archive/en/", "en"}, {"fr/", "/archive/fr/", "fr"}} {
		home := read(loc.dir + "index.html")
		post := read(loc.dir + "blog/2025/09/01/first-sighting.html")
		for _, want := range []string{
			"Otherworld Research</title>",  // the site title
			"Copyright © 2024 Mina Tester", // the footer
			`lang="` + loc.lang + `"`,
			`href="` + loc.prefix + `blog"`,                                 // links under the base path
			`href="https://research.example.org/archive/fr/" hrefLang="fr"`, // alternates
			`href="https://research.example.org/archive/en/" hrefLang="en"`,
		} {
			if !strings.Contains(home, want) {
				t.Errorf("%sindex.html lacks %q", loc.dir, want)
			}
		}
		// "Edit this page" opens the file the page was built from: the
		// translation where there is one (fr has none).
		from := "site/"
		if loc.lang == "en" {
			from = "i18n/en/docusaurus-plugin-content-"
		}
		edit := `href="https://example.org/mina/otherworld/edit/main/` + from
		if !strings.Contains(post, edit+`blog/2025-09-01-first-sighting.md"`) {
			t.Errorf("%s post: no edit link to its file in the configured repository", loc.lang)
		}
		docs := "docs/"
		if loc.lang == "en" {
			docs = "docs/current/"
		}
		if !strings.Contains(home, edit+docs+`index.md"`) {
			t.Errorf("%s home page: no edit link to its file in the configured repository", loc.lang)
		}
		if strings.Contains(home+post, "/ds/") || strings.Contains(home+post, "Ayakashi Research") {
			t.Errorf("%s pages still carry the default base path or name", loc.lang)
		}
		for _, feed := range []string{"blog/rss.xml", "blog/atom.xml"} {
			f := read(loc.dir + feed)
			if !strings.Contains(f, "Copyright © 2024 Mina Tester") || !strings.Contains(f, "https://research.example.org"+loc.prefix+"blog/") {
				t.Errorf("%s%s: copyright or addresses do not follow site.toml", loc.dir, feed)
			}
		}
		sitemap := read(loc.dir + "sitemap.xml")
		if !strings.Contains(sitemap, "<loc>https://research.example.org"+loc.prefix) {
			t.Errorf("%ssitemap.xml: addresses are not on the configured host and base path", loc.dir)
		}
	}
	// The French site shows the Japanese posts, with a warning for each
	// missing translation, and its own 404 page.
	if !strings.Contains(out.String(), "no fr translation") {
		t.Errorf("no warning about the missing French translations:\n%s", out.String())
	}
	if !strings.Contains(read("fr/404.html"), `lang="fr"`) {
		t.Error("fr/404.html is not the French 404 page")
	}
}
