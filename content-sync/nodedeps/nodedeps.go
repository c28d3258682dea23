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
)

// Stale reports why root's node_modules needs `npm ci`, or "" when it is
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

// Ensure runs `npm ci` in root when Stale says so.
func Ensure(ctx context.Context, root string, out io.Writer) error {
	why := Stale(root)
	if why == "" {
		return nil
	}
	if _, err := exec.LookPath("npm"); err != nil {
		return fmt.Errorf("%s and npm is not installed: install Node.js 18 or newer", why)
	}
	fmt.Fprintf(out, "%s: running npm ci\n", why)
	cmd := exec.CommandContext(ctx, "npm", "ci", "--no-audit", "--no-fund")
	cmd.Dir = root
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("npm ci failed: %w", err)
	}
	return nil
}
