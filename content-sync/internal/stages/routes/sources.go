package routes

import (
	"os"
	"path/filepath"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
)

// sources answers what one locale's build reads.
type sources struct {
	site   *content.Site
	locale string
}

// shown lists the files of a kind that the locale publishes: Docusaurus
// lists the default locale's files and reads each from the locale's
// translation when there is one. Drafts are left out of production builds.
func (s sources) shown(k content.Kind) []*content.Document {
	def := s.site.Layout.DefaultLocale
	var out []*content.Document
	for _, d := range s.site.Docs {
		if d.Locale != def || d.Kind != k {
			continue
		}
		if t := s.site.Find(s.locale, k, d.Rel); t != nil {
			d = t
		}
		if flag(d, "draft") {
			continue
		}
		out = append(out, d)
	}
	return out
}

// dataFile is the locale's own copy of a data file (tags.yml,
// authors.yml) when it has one, else the default locale's, as Docusaurus
// picks them.
func (s sources) dataFile(file func(locale string) string) string {
	rel := file(s.locale)
	if fileExists(s.site.Root, rel) {
		return rel
	}
	return file(s.site.Layout.DefaultLocale)
}

// flag reads a boolean front-matter key.
func flag(d *content.Document, key string) bool {
	return d.Front.String(key) == "true"
}

func fileExists(root, rel string) bool {
	st, err := os.Stat(filepath.Join(root, filepath.FromSlash(rel)))
	return err == nil && !st.IsDir()
}
