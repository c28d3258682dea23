package nodedeps

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestStale(t *testing.T) {
	root := t.TempDir()
	lock := filepath.Join(root, "package-lock.json")
	hidden := filepath.Join(root, "node_modules", ".package-lock.json")
	touch := func(p string, at time.Time) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, at, at); err != nil {
			t.Fatal(err)
		}
	}
	now := time.Now()

	if why := Stale(root); why != "" {
		t.Errorf("no lockfile: %q", why)
	}
	touch(lock, now)
	if why := Stale(root); why != "node_modules is missing" {
		t.Errorf("no node_modules: %q", why)
	}
	touch(hidden, now.Add(-time.Hour))
	if why := Stale(root); why != "package-lock.json is newer than node_modules" {
		t.Errorf("old install: %q", why)
	}
	touch(hidden, now.Add(time.Minute))
	if why := Stale(root); why != "" {
		t.Errorf("current install: %q", why)
	}
}
