package patches

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
)

// modules lays out a node_modules folder: package path → version.
func modules(t *testing.T, pkgs map[string]string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "node_modules")
	for p, v := range pkgs {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(full, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(full, "package.json"), []byte(`{"name":"x","version":"`+v+`"}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

var list = []Patch{
	{Name: "prefetch", What: "idle prefetching", Packages: []Package{{Name: "@docusaurus/core", Version: "3.7.0"}}},
	{Name: "route-matching", What: "plain routes", Packages: []Package{
		{Name: "react-router", Version: "5.3.4"},
		{Name: "path-to-regexp", From: "react-router", Version: "1.9.0", Major: 1}}},
	{Name: "bundler-cache", What: "Rspack's cache", Packages: []Package{{Name: "@rspack/core", From: "@docusaurus/faster", Version: "1.2.0-alpha.0"}}},
}

func TestAllAsWrittenForLeavesEveryPatchOn(t *testing.T) {
	m := modules(t, map[string]string{
		"@docusaurus/core": "3.7.0", "react-router": "5.3.4",
		"path-to-regexp": "1.9.0", "express/node_modules/path-to-regexp": "0.1.13",
		"@docusaurus/faster/node_modules/@rspack/core": "1.2.0-alpha.0",
	})
	off, err := Check(m, list)
	if err != nil || len(off) != 0 {
		t.Fatalf("off %v, err %v", off, err)
	}
	if Env(off) != "DS_PATCHES_OFF=" {
		t.Errorf("env %q", Env(off))
	}
}

func TestAMovedPackageTurnsItsPatchOff(t *testing.T) {
	m := modules(t, map[string]string{
		"@docusaurus/core": "3.8.1", "react-router": "5.3.4",
		"path-to-regexp": "1.9.0",
		// The copy at the top is not the one @docusaurus/faster resolves.
		"@rspack/core": "1.2.0-alpha.0", "@docusaurus/faster/node_modules/@rspack/core": "1.4.2",
	})
	off, err := Check(m, list)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, o := range off {
		lines = append(lines, o.String())
	}
	got := strings.Join(lines, "\n")
	for _, want := range []string{
		"patch prefetch (idle prefetching) is off: written for @docusaurus/core 3.7.0, found 3.8.1",
		"patch bundler-cache (Rspack's cache) is off: written for @rspack/core (as @docusaurus/faster resolves it) 1.2.0-alpha.0, found 1.4.2",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	if len(off) != 2 || Env(off) != "DS_PATCHES_OFF=prefetch,bundler-cache" {
		t.Errorf("off %v", Env(off))
	}
}

func TestAMissingPackageTurnsItsPatchOff(t *testing.T) {
	m := modules(t, map[string]string{"@docusaurus/core": "3.7.0", "react-router": "5.3.4", "path-to-regexp": "1.9.0"})
	off, err := Check(m, list)
	if err != nil || len(off) != 1 || !strings.Contains(off[0].String(), "found none installed") {
		t.Fatalf("off %v, err %v", off, err)
	}
}

// react-router resolving a path-to-regexp of another major version is not
// something to build around: the route-matching patch answers as 1.x does.
func TestAnotherMajorVersionStopsTheBuild(t *testing.T) {
	m := modules(t, map[string]string{
		"@docusaurus/core": "3.7.0", "react-router": "5.3.4",
		"path-to-regexp": "1.9.0", "react-router/node_modules/path-to-regexp": "8.2.0",
		"@docusaurus/faster/node_modules/@rspack/core": "1.2.0-alpha.0",
	})
	_, err := Check(m, list)
	if err == nil || !strings.Contains(err.Error(), "react-router resolves path-to-regexp 8.2.0, but patch route-matching") {
		t.Fatalf("err %v", err)
	}
}

// The site's own manifest reads, and matches the packages the lockfile
// installs: a patch that is off in the real build is a test failure, not a
// silent slowdown.
func TestTheSitesPatchesMatchItsPackages(t *testing.T) {
	root := fixture.RepoRoot()
	list, err := Read(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) < 8 {
		t.Errorf("%d patches declared", len(list))
	}
	if _, err := os.Stat(filepath.Join(root, "node_modules")); err != nil {
		fixture.MissingTool(t, "the Node packages", "go tool mage build installs them")
	}
	off, err := Check(filepath.Join(root, "node_modules"), list)
	if err != nil || len(off) > 0 {
		t.Errorf("off %v, err %v", off, err)
	}
}
