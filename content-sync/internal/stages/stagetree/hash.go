package stagetree

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

// Hash sums every file of a staged tree — names and contents, leaving out
// what Docusaurus and the bundler write themselves — so that two trees with
// the same hash build the same site.
func Hash(dir string) (string, error) {
	return sum(dir, func(string) bool { return true })
}

// CodeHash sums the staged tree without its content: the posts, the docs and
// their translations. What it sums (theme code, plugins, configuration,
// sidebars, static files) can change how every module is compiled, while
// each content file is one module of its own, which the bundler's cache
// follows file by file.
func CodeHash(dir string) (string, error) {
	return sum(dir, func(rel string) bool { return !isContent(rel) })
}

// isContent reports whether a staged path is a post, a doc or a
// translation of one.
func isContent(rel string) bool {
	first, rest, _ := strings.Cut(rel, "/")
	switch first {
	case "blog", "docs":
		return true
	case "i18n":
		_, rest, _ = strings.Cut(rest, "/") // the locale
		plugin, _, _ := strings.Cut(rest, "/")
		match, _ := path.Match("docusaurus-plugin-content-*", plugin)
		return match
	}
	return false
}

// sum hashes the names and contents of the files of dir that keep accepts.
func sum(dir string, keep func(rel string) bool) (string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if generated[rel] {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if rel = filepath.ToSlash(rel); d.Type().IsRegular() && keep(rel) {
			files = append(files, rel)
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	sort.Strings(files)
	h := sha256.New()
	for _, rel := range files {
		f, err := os.Open(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil {
			return "", err
		}
		io.WriteString(h, rel+"\x00")
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return "", err
		}
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
