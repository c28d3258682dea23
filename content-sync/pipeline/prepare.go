// Package pipeline runs the stages in order — read settings, load content,
// normalise, validate, stage, build, merge — and reports what each took.
package pipeline

import (
	"github.com/ayakashi-research/ds/content-sync/config"
	"github.com/ayakashi-research/ds/content-sync/content"
	"github.com/ayakashi-research/ds/content-sync/diag"
	"github.com/ayakashi-research/ds/content-sync/normalize"
	"github.com/ayakashi-research/ds/content-sync/validate"
)

// Prepared is the checked content, ready to stage.
type Prepared struct {
	Root   string
	Config config.Config
	Site   *content.Site
	Files  map[string][]byte // normalised sources, by repository path
}

// Prepare reads the settings and every source, normalises tags and runs the
// checks. It never starts Node. Diagnostics with errors mean: do not build.
func Prepare(root string) (*Prepared, diag.List) {
	var l diag.List
	cfg, cl := config.Read(root)
	l.Add(cl)
	if cl.Errors() > 0 {
		return nil, l
	}
	site, sl := content.Load(root, cfg.I18n.DefaultLocale, cfg.I18n.Locales)
	l.Add(sl)
	edits, nl := normalize.Tags(site, site.Tags[cfg.I18n.DefaultLocale])
	l.Add(nl, validate.Site(site, cfg))
	p := &Prepared{Root: root, Config: cfg, Site: site, Files: map[string][]byte{}}
	for _, d := range site.Docs {
		if e := edits[d.Path]; len(e) > 0 {
			p.Files[d.Path] = normalize.Apply(d.Src, e)
		}
	}
	return p, l
}
