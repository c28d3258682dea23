package bench

import (
	"bytes"
	"context"
	"os"
	"path/filepath"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/patches"
	"github.com/ayakashi-research/ds/content-sync/internal/support/nodedeps"
)

// latestSource holds the package.json and lockfile of the latest stock
// Docusaurus, which the site's own packages know nothing of.
const latestSource = "content-sync/measure/bench/latest"

// installLatest installs the latest stock Docusaurus under build/, apart
// from the site's packages (and out of Go's reach: some npm packages carry
// .go files), and returns its node_modules folder.
func installLatest(ctx context.Context, root string, o Options) (string, error) {
	dir := filepath.Join(root, "build", "bench-latest")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	for _, name := range []string{"package.json", "package-lock.json"} {
		src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(latestSource), name))
		if err != nil {
			return "", err
		}
		dst := filepath.Join(dir, name)
		// An unchanged file keeps its time, so the install is not redone.
		if cur, err := os.ReadFile(dst); err == nil && bytes.Equal(cur, src) {
			continue
		}
		if err := os.WriteFile(dst, src, 0o644); err != nil {
			return "", err
		}
	}
	if err := nodedeps.Ensure(ctx, dir, o.Out); err != nil {
		return "", err
	}
	return filepath.Join(dir, "node_modules"), nil
}

// docusaurusVersion is the version of @docusaurus/core installed in modules.
func docusaurusVersion(modules string) string {
	v, err := patches.Installed(modules, patches.Package{Name: "@docusaurus/core"})
	if err != nil || v == "" {
		return "unknown"
	}
	return v
}

// clearCache removes the persistent caches Docusaurus keeps in
// node_modules/.cache of the site, which for a staged tree is the linked
// install's: a clean build starts without them.
func clearCache(modules string) error {
	return os.RemoveAll(filepath.Join(modules, ".cache"))
}
