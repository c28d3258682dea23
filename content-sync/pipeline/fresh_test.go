package pipeline

import (
	"os"

	"path/filepath"
	"testing"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/support/nodedeps"
)

func TestFresh(t *testing.T) {
	root := t.TempDir()
	site := filepath.Join(root, "build", "ds")
	post := filepath.Join(root, "site", "blog", "2025-09-01-a.md")
	for _, p := range []string{site, filepath.Dir(post)} {
		if err := os.MkdirAll(p, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(post, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if fresh, err := Fresh(root, site); err != nil || fresh {
		t.Errorf("no stamp: fresh=%v err=%v", fresh, err)
	}
	past := time.Now().Add(-time.Hour)
	for _, p := range []string{post, filepath.Dir(post), filepath.Join(root, "site")} {
		os.Chtimes(p, past, past)
	}
	if err := os.WriteFile(stampPath(site), []byte("now"), 0o644); err != nil {
		t.Fatal(err)
	}
	if fresh, err := Fresh(root, site); err != nil || !fresh {
		t.Errorf("stamp after every input: fresh=%v err=%v", fresh, err)
	}
	if err := os.WriteFile(post, []byte("edited"), 0o644); err != nil {
		t.Fatal(err)
	}
	future := time.Now().Add(time.Minute)
	os.Chtimes(post, future, future)
	if fresh, _ := Fresh(root, site); fresh {
		t.Errorf("an edited post left the site fresh")
	}
}

func TestCopySourcesNeedsNoInstall(t *testing.T) {
	dst := t.TempDir()
	if err := CopySources(repoRoot, dst); err != nil {
		t.Fatal(err)
	}
	if why := nodedeps.Stale(dst); why != "" && nodedeps.Stale(repoRoot) == "" {
		t.Errorf("a copy of an installed repository wants an install: %s", why)
	}
}
