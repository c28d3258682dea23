// Package atomicfile puts a new version of a file in place in one step: it
// is made whole in a file of its own and renamed over the old one. Whoever
// reads or watches the path sees the old file or the new one, never one
// half written; and a file someone else still holds (a hard link of a built
// site, see linktree) is never written into.
package atomicfile

import (
	"os"
	"path/filepath"
)

// WriteWith makes a new version of path with write, given the path of a new
// empty file in tmpDir ("" for path's own folder, which must then be on the
// same file system), and renames it over path. Nothing is left in tmpDir
// when write or the rename fails.
func WriteWith(path, tmpDir string, write func(to string) error) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if tmpDir == "" {
		tmpDir = dir
	}
	f, err := os.CreateTemp(tmpDir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	f.Close()
	if err := write(f.Name()); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		os.Remove(f.Name())
		return err
	}
	return nil
}

// Write puts data at path as a file of mode 0644 (WriteWith).
func Write(path, tmpDir string, data []byte) error {
	return WriteWith(path, tmpDir, func(to string) error {
		if err := os.WriteFile(to, data, 0o644); err != nil {
			return err
		}
		return os.Chmod(to, 0o644) // the new empty file was made 0600
	})
}
