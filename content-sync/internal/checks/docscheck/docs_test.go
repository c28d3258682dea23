package docscheck

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/sitespec"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
)

var repoRoot = fixture.RepoRoot()

func loadSite(t *testing.T) *content.Site {
	t.Helper()
	site, l := content.Load(repoRoot, "ja", []string{"ja", "en"})
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	return site
}

func TestEveryListedDocExistsInBothLanguages(t *testing.T) {
	site := loadSite(t)
	for _, rel := range sitespec.Docs {
		for _, loc := range site.Locales {
			if site.Find(loc, content.Doc, rel) == nil {
				t.Errorf("%s/%s is missing", site.Layout.Dir(loc, content.Doc), rel)
			}
		}
	}
	for _, tag := range sitespec.DocTags {
		used := false
		for _, d := range site.Docs {
			for _, n := range d.Front.List("tags") {
				used = used || (d.Kind == content.Doc && n.Value == tag)
			}
		}
		if !used {
			t.Errorf("doc tag %s is on no doc", tag)
		}
	}
}

// TestTipsShowWhatExists: every mage target, script and repository path the
// tips and tutorials show must exist.
func TestTipsShowWhatExists(t *testing.T) {
	site := loadSite(t)
	targets, err := MageTargets(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range site.Docs {
		if d.Kind != content.Doc || !(strings.HasPrefix(d.Rel, "tips/") || strings.HasPrefix(d.Rel, "tutorial-")) {
			continue
		}
		for _, s := range Snippets(d.Src[d.BodyOffset:]) {
			for _, target := range MageCalls(s.Text) {
				if !targets[target] {
					t.Errorf("%s shows go tool mage %s, which is not a target", d.Path, target)
				}
			}
			for _, p := range Paths(s.Text) {
				if !Exists(repoRoot, p) {
					t.Errorf("%s shows %s, which is not in the repository", d.Path, p)
				}
			}
		}
	}
}

// TestScriptPagesShowTheScripts: the pages that show a script in full show
// exactly the file.
func TestScriptPagesShowTheScripts(t *testing.T) {
	site := loadSite(t)
	for page, script := range map[string]string{
		"tips/sh_script_to_local_build.md":   "scripts/local_build.sh",
		"tips/sh_script_to_deploy_github.md": "scripts/deploy_github.sh",
	} {
		want, err := os.ReadFile(filepath.Join(repoRoot, script))
		if err != nil {
			t.Fatal(err)
		}
		for _, loc := range site.Locales {
			d := site.Find(loc, content.Doc, page)
			if d == nil {
				t.Errorf("%s (%s) is missing", page, loc)
				continue
			}
			shown := false
			for _, s := range Snippets(d.Src[d.BodyOffset:]) {
				shown = shown || (s.Block && strings.ReplaceAll(s.Text, "\r\n", "\n") == string(want))
			}
			if !shown {
				t.Errorf("%s does not show %s exactly as it is", d.Path, script)
			}
		}
	}
}

// TestSettingsTablesMatchTheCode: every table of settings in README.md and
// the build tips lists exactly the keys site.toml accepts, with the code's
// defaults, and every TOML snippet of the tips decodes strictly and shows a
// whole table as site.toml has it.
func TestSettingsTablesMatchTheCode(t *testing.T) {
	want := Settings()
	site := loadSite(t)
	pages := map[string][]byte{}
	readme, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	pages["README.md"] = readme
	for _, d := range site.Docs {
		if d.Kind == content.Doc && strings.HasPrefix(d.Rel, "tips/") {
			pages[d.Path] = d.Src[d.BodyOffset:]
		}
	}
	real, err := os.ReadFile(filepath.Join(repoRoot, "site.toml"))
	if err != nil {
		t.Fatal(err)
	}
	tables := 0
	for page, body := range pages {
		rows, err := SettingsRows(body)
		if err != nil {
			t.Errorf("%s: %v", page, err)
		}
		if len(rows) > 0 {
			tables++
			for k, def := range want {
				switch got, ok := rows[k]; {
				case !ok:
					t.Errorf("%s: the settings table leaves out %s", page, k)
				case got != def:
					t.Errorf("%s: %s defaults to %s, not %s", page, k, def, got)
				}
			}
			for k := range rows {
				if _, ok := want[k]; !ok {
					t.Errorf("%s: the settings table lists %s, which site.toml does not accept", page, k)
				}
			}
		}
		for _, s := range Snippets(body) {
			if s.Block && s.Lang == "toml" {
				for _, p := range CheckTOML(s.Text, real) {
					t.Errorf("%s: TOML snippet: %s", page, p)
				}
			}
		}
	}
	if tables < 3 {
		t.Errorf("settings tables found in %d pages, want README.md and the build tip in both languages", tables)
	}
}
