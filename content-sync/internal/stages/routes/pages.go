package routes

import (
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
)

var (
	pageFile  = regexp.MustCompile(`\.(?:mdx?|jsx?|tsx?)$`)
	pageIndex = regexp.MustCompile(`(?i)(^|.*/)index\.(?:mdx?|jsx?|tsx?)$`)
	pageTest  = regexp.MustCompile(`\.test\.(?:jsx?|tsx?)$`)
)

// addSitePages adds the pages plugin's routes: every page file under
// site/src/pages except _-prefixed files and folders and tests, at its path
// without the extension, an index file at its folder.
func (t *Table) addSitePages(s sources) {
	dir := filepath.Join(s.site.Root, "site", "src", "pages")
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		name := d.Name()
		if d.IsDir() {
			if p != dir && (strings.HasPrefix(name, "_") || name == "__tests__") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasPrefix(name, "_") || !pageFile.MatchString(name) || pageTest.MatchString(name) {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		t.add(PagePath(filepath.ToSlash(rel)), Page, nil)
		return nil
	})
}

// PagePath is the address of a file of src/pages (the pages plugin's
// fileToPath).
func PagePath(rel string) string {
	if pageIndex.MatchString(rel) {
		return Clean(pageIndex.ReplaceAllString(rel, "/$1"))
	}
	return Clean("/" + pageFile.ReplaceAllString(rel, ""))
}
