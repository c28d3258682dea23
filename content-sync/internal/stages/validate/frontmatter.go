package validate

import (
	"sort"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
	"go.yaml.in/yaml/v3"
)

// kind is the YAML shape a front-matter key takes.
type kind int

const (
	str kind = iota
	strOrNull
	boolean
	number
	list      // a sequence of strings
	strOrList // one string or a sequence
	anyValue  // validated by Docusaurus itself
)

// Front-matter keys Docusaurus 3.7 accepts, with their shapes.
var (
	common = map[string]kind{
		"id": str, "title": str, "title_meta": str, "description": str, "slug": str, "image": str,
		"keywords": list, "tags": list, "hide_table_of_contents": boolean, "toc_min_heading_level": number,
		"toc_max_heading_level": number, "last_update": anyValue, "draft": boolean, "unlisted": boolean,
		"sidebar_label": str,
	}
	postOnly = map[string]kind{
		"date": anyValue, "authors": strOrList, "author": str, "author_title": str, "author_url": str, "author_image_url": str,
	}
	docOnly = map[string]kind{
		"hide_title": boolean, "sidebar_position": number, "sidebar_class_name": str, "sidebar_custom_props": anyValue,
		"displayed_sidebar": strOrNull, "pagination_label": str, "pagination_next": strOrNull, "pagination_prev": strOrNull,
		"parse_number_prefixes": boolean, "custom_edit_url": strOrNull,
	}
)

func keyKind(k content.Kind, key string) (kind, bool) {
	if t, ok := common[key]; ok {
		return t, true
	}
	if k == content.Post {
		t, ok := postOnly[key]
		return t, ok
	}
	t, ok := docOnly[key]
	return t, ok
}

// FrontMatter checks every document's keys and value types, that posts name
// known authors, and that no post moves off its date path with a slug.
func FrontMatter(site *content.Site) diag.List {
	var l diag.List
	authors := map[string]map[string]bool{}
	for _, loc := range site.Locales {
		authors[loc] = loadAuthors(&l, site, loc)
	}
	for _, d := range site.Docs {
		for _, f := range d.Front.Fields() {
			k, v := f.Key, f.Value
			want, ok := keyKind(d.Kind, k.Value)
			if !ok {
				l.Errorf(d.Path, k.Line, k.Column, "known keys: "+knownKeys(d.Kind), "unknown front-matter key %q for a %s", k.Value, d.Kind)
				continue
			}
			if msg := shapeError(want, v); msg != "" {
				l.Errorf(d.Path, v.Line, v.Column, "", "%s must be %s", k.Value, msg)
			}
		}
		if d.Kind != content.Post {
			continue
		}
		if f, ok := d.Front.Get("slug"); ok {
			l.Errorf(d.Path, f.Key.Line, f.Key.Column, "remove it: a post's address comes from its file name", "slug would move the post off its date path")
		}
		known := authors[d.Locale]
		for _, a := range d.Front.List("authors") {
			if a.Kind == yaml.ScalarNode && !known[a.Value] {
				l.Errorf(d.Path, a.Line, a.Column, "add it to "+site.Layout.AuthorsFile(d.Locale)+" or use one of its keys", "unknown author %q", a.Value)
			}
		}
	}
	return l
}

func shapeError(want kind, v *yaml.Node) string {
	isStr := v.Kind == yaml.ScalarNode && v.Tag != "!!null"
	switch want {
	case str:
		if !isStr {
			return "a single value"
		}
	case strOrNull:
		if v.Kind != yaml.ScalarNode {
			return "a single value or null"
		}
	case boolean:
		if v.Tag != "!!bool" {
			return "true or false"
		}
	case number:
		if v.Tag != "!!int" && v.Tag != "!!float" {
			return "a number"
		}
	case list:
		if v.Kind != yaml.SequenceNode {
			return "a list, for example [UFO, ESP]"
		}
	case strOrList:
		if !isStr && v.Kind != yaml.SequenceNode {
			return "a key or a list of keys"
		}
	}
	return ""
}

func knownKeys(k content.Kind) string {
	var keys []string
	for key := range common {
		keys = append(keys, key)
	}
	extra := docOnly
	if k == content.Post {
		extra = postOnly
	}
	for key := range extra {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	return strings.Join(keys, ", ")
}

// loadAuthors reads a locale's authors.yml, falling back to the default
// locale's as Docusaurus does.
func loadAuthors(l *diag.List, site *content.Site, locale string) map[string]bool {
	for _, loc := range []string{locale, site.Layout.DefaultLocale} {
		rel := site.Layout.AuthorsFile(loc)
		m, found, err := content.ReadYAMLKeys(site.Root, rel)
		if err != nil {
			l.Errorf(rel, err.Line, err.Col, "fix the YAML syntax", "%s", err.Msg)
			return nil
		}
		if found {
			return m
		}
	}
	return map[string]bool{}
}
