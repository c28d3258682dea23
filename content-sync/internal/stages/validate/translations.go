package validate

import (
	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
)

// Translations checks that every post and doc exists in every locale.
// Docusaurus publishes a missing translation silently in the default
// language, and silently drops a translation that has no source: the first
// is an error unless i18n.missing_translation says "warning"; the second is
// always an error.
func Translations(site *content.Site, cfg config.Config) diag.List {
	var l diag.List
	def := site.Layout.DefaultLocale
	for _, d := range site.Docs {
		if d.Locale == def {
			for _, loc := range site.Locales {
				if loc == def || site.Find(loc, d.Kind, d.Rel) != nil {
					continue
				}
				want := site.Layout.Dir(loc, d.Kind) + "/" + d.Rel
				hint := "write " + want + "; until then the " + loc + " site shows this page in " + def
				if cfg.I18n.MissingTranslation == "warning" {
					l.Warnf(d.Path, 1, 1, hint, "no %s translation", loc)
				} else {
					l.Errorf(d.Path, 1, 1, hint+" (or set i18n.missing_translation = \"warning\" in "+config.FileName+")", "no %s translation", loc)
				}
			}
		} else if site.Find(def, d.Kind, d.Rel) == nil {
			l.Errorf(d.Path, 1, 1, "add "+site.Layout.Dir(def, d.Kind)+"/"+d.Rel+" or move this file to match an existing one",
				"translation of a %s that does not exist in %s: Docusaurus would drop it", d.Kind, def)
		}
	}
	return l
}

// TagFiles checks that every locale's tags.yml defines exactly the keys of
// the default locale's. A locale without the file uses the default's, as
// Docusaurus does: a missing translation. A file that lacks a key makes the
// tag unknown to that locale's build, which refuses it.
func TagFiles(site *content.Site, cfg config.Config) diag.List {
	var l diag.List
	def := site.Tags[site.Layout.DefaultLocale]
	for _, loc := range site.Locales {
		ts := site.Tags[loc]
		if loc == site.Layout.DefaultLocale || ts == nil || len(def.Tags) == 0 {
			continue
		}
		if ts.Missing {
			hint := "write " + ts.Path + " with the same keys; until then the " + loc + " site labels tags in " + site.Layout.DefaultLocale
			if cfg.I18n.MissingTranslation == "warning" {
				l.Warnf(def.Path, 1, 1, hint, "no %s translation of the tags", loc)
			} else {
				l.Errorf(def.Path, 1, 1, hint+" (or set i18n.missing_translation = \"warning\" in "+config.FileName+")", "no %s translation of the tags", loc)
			}
			continue
		}
		for _, t := range def.Tags {
			if !ts.Has(t.Key) {
				l.Errorf(def.Path, t.Line, t.Col, "define it in "+ts.Path+" with a label and description in that language", "tag %q has no %s definition", t.Key, loc)
			}
		}
		for _, t := range ts.Tags {
			if !def.Has(t.Key) {
				l.Errorf(ts.Path, t.Line, t.Col, "define it in "+def.Path+" too, or remove it", "tag %q is not defined in %s", t.Key, def.Path)
			}
		}
	}
	return l
}
