package pipeline

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/patches"
)

// TestPatchesInEffectOrOff builds the fixture twice: with the installed
// packages every patch is in effect, as marks only the patches make show
// (in the bundles, the pages, the build log and the cache folder); with the
// manifest claiming other versions, every patch is off with one line each,
// none of the marks appears, and the site still builds and passes the link
// check.
func TestPatchesInEffectOrOff(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real Docusaurus build")
	}
	// Pages rendered in two processes even with both locales building.
	t.Setenv("DS_RENDER_PROCESSES", "2")
	t.Run("in effect", func(t *testing.T) {
		root := fixtureRoot(t)
		out := build(t, root)
		marks := patchMarks(t, root, out)
		for name, on := range marks {
			if !on {
				t.Errorf("patch %s left no mark", name)
			}
		}
		if strings.Contains(out, " is off: ") {
			t.Errorf("a patch is off:\n%s", out)
		}
	})
	t.Run("versions differ", func(t *testing.T) {
		root := fixtureRoot(t)
		simulateOtherVersions(t, root)
		out := build(t, root)
		for name, on := range patchMarks(t, root, out) {
			if on {
				t.Errorf("patch %s is in effect though its versions differ", name)
			}
		}
		list, err := patches.Read(root)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range list {
			line := "patch " + p.Name + " (" + p.What + ") is off: written for " + p.Packages[0].Name
			if strings.Count(out, line) != 1 {
				t.Errorf("no single line says %q:\n%s", line, out)
			}
		}
	})
}

func build(t *testing.T, root string) string {
	t.Helper()
	var out bytes.Buffer
	if _, err := Build(context.Background(), Options{Root: root, Out: &out}); err != nil {
		t.Fatalf("build: %v\n%s", err, out.String())
	}
	return out.String()
}

// simulateOtherVersions rewrites the fixture's manifest so that the first
// package of every patch asks for a version nobody has.
func simulateOtherVersions(t *testing.T, root string) {
	t.Helper()
	path := filepath.Join(root, filepath.FromSlash(patches.Manifest))
	var m map[string]any
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for _, p := range m["patches"].([]any) {
		pkg := p.(map[string]any)["packages"].([]any)[0].(map[string]any)
		pkg["version"] = "0.0.0-simulated"
	}
	data, _ = json.Marshal(m)
	write(t, path, string(data))
}

// patchMarks reports, for each patch, whether the build shows the mark that
// only it makes.
func patchMarks(t *testing.T, root, log string) map[string]bool {
	t.Helper()
	site := filepath.Join(root, "build", "ds")
	var js strings.Builder
	scripts, _ := filepath.Glob(filepath.Join(site, "assets", "js", "*.js"))
	for _, f := range scripts {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		js.Write(b)
	}
	home, err := os.ReadFile(filepath.Join(site, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	marks := map[string]bool{
		"ssr-template":    bytes.Contains(home, []byte("document.visibilityState")),
		"bundler-memory":  strings.Contains(log, "(bundler-memory)"),
		"bundler-cache":   exists(filepath.Join(root, ".stage", "en", ".cache", "rspack")),
		"parallel-render": regexp.MustCompile(`Rendering \d+ pages in 2 processes`).MatchString(log),
		"page-reuse":      exists(filepath.Join(root, ".stage", "en", ".cache", "pages", "index.json")),
		"lazy-cli":        strings.Contains(log, "(lazy-cli)"),
		"route-keys":      strings.Contains(log, "(route-keys)"),
	}
	list, err := patches.Read(root)
	if err != nil {
		t.Fatal(err)
	}
	client := 0
	for _, p := range list {
		if p.Client {
			client++
			marks[p.Name] = regexp.MustCompile(`__dsPatches[^;]{0,80}["']` + p.Name + `["']`).MatchString(js.String())
		}
	}
	if client == 0 {
		t.Fatalf("%s marks no patch as a client patch", patches.Manifest)
	}
	return marks
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
