package validate

import (
	"github.com/ayakashi-research/ds/content-sync/config"
	"github.com/ayakashi-research/ds/content-sync/content"
	"github.com/ayakashi-research/ds/content-sync/diag"
)

// Site runs every content check; tag spellings are checked by normalize.
func Site(site *content.Site, cfg config.Config) diag.List {
	var l diag.List
	loaded := make(map[string][]byte, len(site.Docs))
	for _, d := range site.Docs {
		loaded[d.Path] = d.Src
	}
	l.Add(Files(site.Root, loaded), FrontMatter(site), Dates(site, cfg), TagFiles(site, cfg), Translations(site, cfg), Links(site, cfg))
	return l
}
