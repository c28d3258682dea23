package validate

import (
	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
)

// Site runs every content check; tag spellings are checked by normalize.
func Site(site *content.Site, cfg config.Config) diag.List {
	var l diag.List
	loaded := make(map[string][]byte, len(site.Docs))
	for _, d := range site.Docs {
		loaded[d.Path] = d.Src
	}
	l.Add(diag.From("files", Files(site.Root, loaded)), diag.From("front matter", FrontMatter(site)), diag.From("dates", Dates(site, cfg)),
		diag.From("translations", TagFiles(site, cfg)), diag.From("translations", Translations(site, cfg)), diag.From("links", Links(site, cfg)))
	return l
}
