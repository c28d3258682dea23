// Package nodedeps installs the pinned Node packages when they are missing or
// older than the lockfile, so a fresh clone builds with one command.
package nodedeps

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/ayakashi-research/ds/content-sync/internal/support/procgroup"
)

// Stale reports why root's node_modules needs installing, or "" when it is
// current. npm writes node_modules/.package-lock.json on every install, so
// comparing it with package-lock.json tells whether the lockfile moved on.
func Stale(root string) string {
	lock, err := os.Stat(filepath.Join(root, "package-lock.json"))
	if err != nil {
		return ""
	}
	installed, err := os.Stat(filepath.Join(root, "node_modules", ".package-lock.json"))
	if err != nil {
		return "node_modules is missing"
	}
	if installed.ModTime().Before(lock.ModTime()) {
		return "package-lock.json is newer than node_modules"
	}
	return ""
}

// Ensure installs the locked packages in root when Stale says so.
//
// It runs `npm install --no-save` rather than `npm ci`: the lockfile only
// records the platform packages the registry served where it was written
// (@swc and lightningcss ship one per OS), and `npm ci` rejects such a
// lockfile on every machine. `install --no-save` installs the locked
// versions, fetches the current platform's binaries, and leaves the
// lockfile as it is.
func Ensure(ctx context.Context, root string, out io.Writer) error {
	why := Stale(root)
	if why == "" {
		return nil
	}
	if _, err := exec.LookPath("npm"); err != nil {
		return fmt.Errorf("%s and npm is not installed: install Node.js 18 or newer", why)
	}
	fmt.Fprintf(out, "%s: installing the locked Node packages\n", why)
	cmd := procgroup.Command(ctx, "npm", "install", "--no-save", "--no-audit", "--no-fund")
	cmd.Dir = root
	cmd.Stdout, cmd.Stderr = out, out
	if err := procgroup.Run(cmd); err != nil {
		return fmt.Errorf("npm install failed: %w", err)
	}
	return nil
}
