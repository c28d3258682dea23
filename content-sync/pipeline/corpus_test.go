package pipeline

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/routes"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/routes/routestest"
)

// The corpus (testdata/corpus) holds the patterns an author of a
// Docusaurus blog uses — folder posts with figures, number-prefixed and
// folder-named docs, slugs and ids in front matter, .mdx with tabs and
// admonitions, links to files, feeds, paginated tag and author pages,
// custom heading ids, link-like text in code — all of which Docusaurus 3.7
// builds without a warning.

// TestCorpusValidates: validation accepts every one of them.
func TestCorpusValidates(t *testing.T) {
	_, l := Prepare("testdata/corpus")
	if len(l) != 0 {
		t.Errorf("validation refuses valid content:\n%s", l)
	}
}

// TestCorpusBuilds builds the corpus end to end: Docusaurus warns about
// nothing, the link check of the built site passes, and validation's route
// table matches the build, address for address and heading id for heading
// id, in both locales.
func TestCorpusBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real Docusaurus build")
	}
	root := fixtureFrom(t, "testdata/corpus")
	var out bytes.Buffer
	if _, err := Build(context.Background(), Options{Root: root, Out: &out}); err != nil {
		t.Fatalf("build: %v\n%s", err, out.String())
	}
	site, l := content.Load(root, "ja", []string{"ja", "en"})
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	tables := map[string]*routes.Table{"ja": routes.Build(site, "ja"), "en": routes.Build(site, "en")}
	// Docusaurus's own check of links knows the pages, not the files
	// written after them: its one warning may name feeds and the sitemap,
	// which the build does have.
	for _, line := range strings.Split(out.String(), "\n") {
		loc, text, _ := strings.Cut(strings.TrimPrefix(line, "["), "] ")
		switch {
		case strings.HasPrefix(text, "[WARNING] Docusaurus found broken links!"):
		case strings.Contains(text, "[WARNING]"):
			t.Errorf("Docusaurus warns: %s", line)
		case strings.HasPrefix(strings.TrimSpace(text), "-> linking to "):
			target := strings.TrimPrefix(strings.TrimSpace(text), "-> linking to ")
			base := "/ds"
			if loc == "en" {
				base = "/ds/en"
			}
			if r, ok := tables[loc].Lookup(strings.TrimPrefix(target, base)); !ok || !r.Kind.File() {
				t.Errorf("Docusaurus finds a broken link: %s", line)
			}
		}
	}
	dir := filepath.Join(root, "build", "ds")
	t.Run("ja", func(t *testing.T) { routestest.Compare(t, tables["ja"], dir, "en") })
	t.Run("en", func(t *testing.T) { routestest.Compare(t, tables["en"], filepath.Join(dir, "en")) })
}
