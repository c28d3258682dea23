package routes

import (
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
)

// generatedDirs hold files the build makes for pages (the bundler's assets,
// the search index) rather than addresses of their own.
var generatedDirs = map[string]bool{"assets": true, "pagefind": true}

// Diff compares the table with a built locale in dir, skipping the
// subfolders named in skip (the other locales inside the default one's).
// missing are addresses the table predicts that the build lacks; unknown
// are pages and files of the build the table does not predict.
func (t *Table) Diff(dir string, skip ...string) (missing, unknown []string, err error) {
	built := map[string]bool{}
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if p != dir && (generatedDirs[rel] || contains(skip, rel)) {
				return filepath.SkipDir
			}
			return nil
		}
		built[OutputRoute(rel)] = true
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	for p := range t.routes {
		if !built[p] {
			missing = append(missing, p)
		}
	}
	for p := range built {
		if _, ok := t.routes[p]; !ok {
			unknown = append(unknown, p)
		}
	}
	sort.Strings(missing)
	sort.Strings(unknown)
	return missing, unknown, nil
}

// OutputRoute is the address at which a built file (a slash path inside a
// locale's output) is served: a page without .html, an index file at its
// folder, any other file as it is.
func OutputRoute(rel string) string {
	if !strings.HasSuffix(rel, ".html") {
		return Clean(rel)
	}
	p := strings.TrimSuffix(rel, ".html")
	if p == "index" || strings.HasSuffix(p, "/index") {
		p = strings.TrimSuffix(p, "index")
	}
	return Clean(p)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
