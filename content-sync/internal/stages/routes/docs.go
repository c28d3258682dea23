package routes

import (
	"net/url"
	"path"
	"regexp"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
)

// The docs plugin's DefaultNumberPrefixParser: "02-intro" is "intro" with
// the number 2, while "2021-11-notes" and "7.0-notes" (a date or a version)
// keep their prefixes.
var (
	ignoredPrefix = regexp.MustCompile(`^\d+[-_.]\d+`)
	numberPrefix  = regexp.MustCompile(`^(\d+)\s*[-_.]+\s*([^-_.\s].*)$`)
)

// StripNumberPrefix removes a leading number prefix from one file or folder
// name the way the docs plugin does.
func StripNumberPrefix(name string) string {
	if ignoredPrefix.MatchString(name) {
		return name
	}
	if m := numberPrefix.FindStringSubmatch(name); m != nil {
		return m[2]
	}
	return name
}

func stripPathNumberPrefixes(p string) string {
	parts := strings.Split(p, "/")
	for i, s := range parts {
		parts[i] = StripNumberPrefix(s)
	}
	return strings.Join(parts, "/")
}

// DocRoute is a doc's address below the locale's base URL (docs are served
// at the root, routeBasePath "/"), computed as the docs plugin's getSlug
// does: an absolute front-matter slug as it is; a relative one resolved
// against the doc's folder; an index file (index, README, or named like its
// folder) at its folder; otherwise its id — the front matter's or the file
// name without its number prefix — in its folder. Folder number prefixes
// are stripped unless parse_number_prefixes is false.
func DocRoute(d *content.Document) string {
	parsePrefixes := d.Front.String("parse_number_prefixes") != "false"
	dir := path.Dir(d.Rel)
	file := strings.TrimSuffix(path.Base(d.Rel), path.Ext(d.Rel))
	baseID := file
	if parsePrefixes {
		baseID = StripNumberPrefix(file)
	}
	if id := d.Front.String("id"); id != "" {
		baseID = id
	}
	dirSlug := "/"
	if dir != "." {
		stripped := dir
		if parsePrefixes {
			stripped = stripPathNumberPrefixes(dir)
		}
		dirSlug = "/" + strings.Trim(stripped, "/") + "/"
	}
	slug := d.Front.String("slug")
	switch {
	case strings.HasPrefix(slug, "/"):
		return Clean(slug)
	case slug == "" && isCategoryIndex(file, dir):
		return Clean(dirSlug)
	case slug == "":
		slug = baseID
	}
	return Clean(resolvePathname(slug, dirSlug))
}

// isCategoryIndex is the docs plugin's test on the file's own name and its
// folder's, number prefixes included, ignoring case.
func isCategoryIndex(file, dir string) bool {
	f := strings.ToLower(file)
	if f == "index" || f == "readme" {
		return true
	}
	return dir != "." && f == strings.ToLower(path.Base(dir))
}

// resolvePathname resolves a relative slug against a folder path as a
// browser resolves a relative URL (the resolve-pathname package).
func resolvePathname(rel, base string) string {
	b, err := url.Parse(base)
	r, err2 := url.Parse(rel)
	if err != nil || err2 != nil {
		return path.Join(base, rel)
	}
	return b.ResolveReference(r).Path
}

func (t *Table) addDocs(s sources) {
	docs := s.shown(content.Doc)
	tags, _ := content.LoadTags(s.site.Root, s.dataFile(s.site.Layout.DocTagsFile))
	base := "/" + Docusaurus.DocTagsBase
	listed := false
	var tagRoutes []string
	seen := map[string]bool{}
	for _, d := range docs {
		t.add(DocRoute(d), Doc, d)
		for _, n := range d.Front.List("tags") {
			p, ok := tagPermalink(tags, n.Value)
			if !ok {
				t.Complete = false
				continue
			}
			p = Clean(base + "/" + p)
			if !seen[p] {
				seen[p] = true
				tagRoutes = append(tagRoutes, p)
			}
			listed = listed || !flag(d, "unlisted")
		}
	}
	if listed {
		t.add(base, DocTag, nil)
	}
	for _, p := range tagRoutes {
		t.add(p, DocTag, nil)
	}
}
