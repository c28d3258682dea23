package status

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"

	cp "github.com/otiai10/copy"
)

func TestCollect(t *testing.T) {
	root := t.TempDir()
	if err := cp.Copy(fixture.SiteDir(), root); err != nil {
		t.Fatal(err)
	}
	// A post written in Japanese only.
	if err := os.WriteFile(filepath.Join(root, "site/blog/2025-10-02-late-one.md"), []byte("---\ntitle: 遅い\ntags: [UFO]\n---\n本文\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Collect(root)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	s.Print(&b)
	for _, want := range []string{
		"ja     3 posts    4 docs",
		"en     2 posts    4 docs",
		"translations missing (1):\n  site/blog/2025-10-02-late-one.md (no en)",
		"posts per month: 2025-09 2, 2025-10 1",
		"posts per tag:   2025-09 2, UFO 2",
		"newest post:     2025-10-02 late-one",
		"date window:     2025-09-01 to 2025-10-03",
		"validation:      errors 1, warnings 2",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, b.String())
		}
	}
}
