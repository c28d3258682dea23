// Package linktree puts the files of one folder at another path as hard
// links, so that a tree of built pages can appear in a second place (the
// merged site, the pages handed to the search indexer) without copying it.
// The files are shared: whoever receives them replaces a file (writes a new
// one and renames it over) and never writes into one.
package linktree

import (
	"os"

	cp "github.com/otiai10/copy"
)

// Link makes dst a tree of src's files and folders. keep, when given, is
// asked about each file and folder (by its path in src); what it refuses is
// left out, a folder with everything in it. Symbolic links are left out. A
// file that cannot be linked (dst on another file system) is copied.
func Link(src, dst string, keep func(path string, info os.FileInfo) (bool, error)) error {
	return cp.Copy(src, dst, cp.Options{
		OnSymlink: func(string) cp.SymlinkAction { return cp.Skip },
		// Skip is the library's hook for each entry: an entry refused by keep
		// or a file already linked needs no copy.
		Skip: func(info os.FileInfo, from, to string) (bool, error) {
			if keep != nil {
				ok, err := keep(from, info)
				if err != nil {
					return false, err
				}
				if !ok {
					return true, nil
				}
			}
			return info.Mode().IsRegular() && os.Link(from, to) == nil, nil
		},
	})
}

// File puts the file src at dst as a hard link, or as a copy where it
// cannot be linked.
func File(src, dst string) error {
	if os.Link(src, dst) == nil {
		return nil
	}
	return cp.Copy(src, dst)
}
