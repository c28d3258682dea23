// Package validate checks the author's sources before anything is staged or
// built, and reports every problem with its file, line and column.
package validate

import (
	"path"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
	"go.yaml.in/yaml/v3"
)

// PostName is what a post's file name says: its date and slug.
type PostName struct {
	Date    string // YYYY-MM-DD as written
	Slug    string
	HasDate bool
}

// ParsePostName reads "2025-09-01-slug.md" or "2025-09-01-slug/index.md".
func ParsePostName(rel string) PostName {
	name := path.Base(rel)
	if strings.TrimSuffix(name, path.Ext(name)) == "index" && path.Dir(rel) != "." {
		name = path.Base(path.Dir(rel))
	} else {
		name = strings.TrimSuffix(name, path.Ext(name))
	}
	if len(name) < 11 || name[10] != '-' || !isDateShape(name[:10]) {
		return PostName{Slug: name}
	}
	return PostName{Date: name[:10], Slug: name[11:], HasDate: true}
}

func isDateShape(s string) bool {
	for i, r := range s {
		switch i {
		case 4, 7:
			if r != '-' {
				return false
			}
		default:
			if r < '0' || r > '9' {
				return false
			}
		}
	}
	return true
}

// Route is the post's URL path below the blog: YYYY/MM/DD/slug.
func (p PostName) Route() string {
	return strings.ReplaceAll(p.Date, "-", "/") + "/" + p.Slug
}

// Dates checks each post's date: present in the file name, a real calendar
// date, inside the configured window, matching a front-matter date, and not
// shared with another post of the same slug.
func Dates(site *content.Site, cfg config.Config) diag.List {
	var l diag.List
	seen := map[string]string{} // locale + route → first path
	for _, d := range site.Docs {
		if d.Kind != content.Post {
			continue
		}
		pn := ParsePostName(d.Rel)
		if !pn.HasDate {
			l.Errorf(d.Path, 1, 1, "name posts YYYY-MM-DD-slug.md, for example 2025-09-01-roswell-debris.md",
				"file name has no date")
			continue
		}
		day, err := time.Parse(time.DateOnly, pn.Date)
		if err != nil {
			l.Errorf(d.Path, 1, 1, "use a date that exists on the calendar",
				"%s in the file name is not a real date", pn.Date)
			continue
		}
		if !cfg.InWindow(day) {
			l.Errorf(d.Path, 1, 1, "posts must be dated "+cfg.Window()+"; the window is posts.first_date and posts.last_date in "+config.FileName,
				"date %s is outside the allowed window", pn.Date)
		}
		if !ValidSlug(pn.Slug) {
			l.Warnf(d.Path, 1, 1, "use lowercase ASCII words joined by hyphens", "slug %q is not in the site's style", pn.Slug)
		}
		checkFrontDate(&l, d, day)
		key := d.Locale + " " + pn.Route()
		if first, dup := seen[key]; dup {
			l.Errorf(d.Path, 1, 1, "rename one of them", "same date and slug as %s: both would be /blog/%s", first, pn.Route())
		} else {
			seen[key] = d.Path
		}
	}
	return l
}

// checkFrontDate compares an optional front-matter date with the file name.
func checkFrontDate(l *diag.List, d *content.Document, day time.Time) {
	f, ok := d.Front.Get("date")
	if !ok {
		return
	}
	v := f.Value
	var t time.Time
	if v.Kind != yaml.ScalarNode || v.Decode(&t) != nil {
		l.Errorf(d.Path, v.Line, v.Column, "write it as YYYY-MM-DD, or remove it: the file name dates the post", "front-matter date %q is not a date", v.Value)
		return
	}
	if t.Format(time.DateOnly) != day.Format(time.DateOnly) {
		l.Errorf(d.Path, v.Line, v.Column, "make them agree, or remove the date: the file name dates the post",
			"front-matter date %s disagrees with the file name's %s", t.Format(time.DateOnly), day.Format(time.DateOnly))
	}
}

// ValidSlug reports whether a slug is lowercase ASCII words joined by hyphens.
func ValidSlug(s string) bool {
	if s == "" || s[0] == '-' || s[len(s)-1] == '-' || strings.Contains(s, "--") {
		return false
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' {
			return false
		}
	}
	return true
}
