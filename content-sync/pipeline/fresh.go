package pipeline

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	cp "github.com/otiai10/copy"
)

// Inputs are everything whose change can change the built site.
var Inputs = []string{"site", "i18n", "docusaurus.config.js", config.FileName, "package.json", "package-lock.json"}

// stampPath is the file a successful build leaves beside the merged site;
// its time is when that site was finished.
func stampPath(siteDir string) string {
	return filepath.Join(filepath.Dir(siteDir), "."+filepath.Base(siteDir)+".built")
}

// writeStamp records, beside the site, the key of the outputs it was made
// from; the file's time is when the site was last confirmed current.
func writeStamp(siteDir, key string) error {
	return os.WriteFile(stampPath(siteDir), []byte(key+"\n"), 0o644)
}

// siteKey reads the key a site was stamped with, "" if none.
func siteKey(siteDir string) string {
	b, err := os.ReadFile(stampPath(siteDir))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// Fresh reports whether the merged site in siteDir was built after the last
// change to any input. A site without a stamp is never fresh.
func Fresh(root, siteDir string) (bool, error) {
	st, err := os.Stat(stampPath(siteDir))
	if os.IsNotExist(err) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	newest, err := newestInput(root)
	if err != nil {
		return false, err
	}
	return st.ModTime().After(newest), nil
}

func newestInput(root string) (time.Time, error) {
	var newest time.Time
	for _, in := range Inputs {
		err := filepath.WalkDir(filepath.Join(root, in), func(p string, d fs.DirEntry, err error) error {
			if os.IsNotExist(err) {
				return nil
			}
			if err != nil {
				return err
			}
			info, err := d.Info()
			if err != nil {
				return err
			}
			if info.ModTime().After(newest) {
				newest = info.ModTime()
			}
			return nil
		})
		if err != nil {
			return newest, err
		}
	}
	return newest, nil
}

// CopySources makes a working copy of a repository's inputs in dst, with the
// repository's node_modules linked in, for builds that must not touch it.
func CopySources(root, dst string) error {
	for _, in := range Inputs {
		src := filepath.Join(root, in)
		if _, err := os.Stat(src); os.IsNotExist(err) {
			continue
		}
		// Times are kept: a lockfile newer than node_modules would start an install.
		if err := cp.Copy(src, filepath.Join(dst, in), cp.Options{PreserveTimes: true}); err != nil {
			return err
		}
	}
	modules, err := filepath.Abs(filepath.Join(root, "node_modules"))
	if err != nil {
		return err
	}
	return os.Symlink(modules, filepath.Join(dst, "node_modules"))
}
