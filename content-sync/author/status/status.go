// Package status reports on the content before publishing: what there is in
// each locale, what lacks a translation, posts per tag and per month, the
// newest post, the date window, and what the validator would say.
package status

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/validate"
	"github.com/ayakashi-research/ds/content-sync/pipeline"
)

// Summary is the content's state.
type Summary struct {
	Locales      []string
	Posts, Docs  map[string]int // per locale
	Untranslated []string       // files that lack their twin in another locale
	PerTag       map[string]int
	PerMonth     map[string]int
	Newest       string // date and slug of the newest post
	Window       string
	Errors       int
	Warnings     int
}

// Collect reads the repository at root.
func Collect(root string) (*Summary, error) {
	p, l := pipeline.Prepare(root)
	if p == nil {
		return nil, fmt.Errorf("cannot read the settings:\n%s", l)
	}
	s := &Summary{Locales: p.Config.I18n.Locales, Posts: map[string]int{}, Docs: map[string]int{}, PerTag: map[string]int{}, PerMonth: map[string]int{},
		Window: p.Config.Window(), Errors: l.Errors(), Warnings: len(l) - l.Errors()}
	site := p.Site
	def := site.Layout.DefaultLocale
	for _, d := range site.Docs {
		if d.Kind == content.Post {
			s.Posts[d.Locale]++
		} else {
			s.Docs[d.Locale]++
		}
		for _, other := range site.Locales {
			if other != d.Locale && site.Find(other, d.Kind, d.Rel) == nil && (d.Locale == def || other == def) {
				s.Untranslated = append(s.Untranslated, fmt.Sprintf("%s (no %s)", d.Path, other))
			}
		}
		if d.Kind != content.Post || d.Locale != def {
			continue
		}
		pn := validate.ParsePostName(d.Rel)
		if !pn.HasDate {
			continue
		}
		s.PerMonth[pn.Date[:7]]++
		if key := pn.Date + " " + pn.Slug; key > s.Newest {
			s.Newest = key
		}
		for _, n := range d.Front.List("tags") {
			tag := n.Value
			if t, _, ok := site.Tags[def].Lookup(n.Value); ok {
				tag = t.Key
			}
			s.PerTag[tag]++
		}
	}
	return s, nil
}

// Print writes the summary for the author.
func (s *Summary) Print(w io.Writer) {
	for _, loc := range s.Locales {
		fmt.Fprintf(w, "%-3s %4d posts  %3d docs\n", loc, s.Posts[loc], s.Docs[loc])
	}
	if len(s.Untranslated) == 0 {
		fmt.Fprintln(w, "translations: every post and doc exists in every locale")
	} else {
		fmt.Fprintf(w, "translations missing (%d):\n", len(s.Untranslated))
		for _, u := range s.Untranslated {
			fmt.Fprintf(w, "  %s\n", u)
		}
	}
	fmt.Fprintf(w, "posts per month: %s\n", joinCounts(s.PerMonth, false))
	fmt.Fprintf(w, "posts per tag:   %s\n", joinCounts(s.PerTag, true))
	fmt.Fprintf(w, "newest post:     %s\n", s.Newest)
	fmt.Fprintf(w, "date window:     %s\n", s.Window)
	fmt.Fprintf(w, "validation:      errors %d, warnings %d", s.Errors, s.Warnings)
	if s.Errors+s.Warnings > 0 {
		fmt.Fprint(w, " (go tool mage validate lists them)")
	}
	fmt.Fprintln(w)
}

// joinCounts lists counts by name, or by count (largest first) when byCount.
func joinCounts(m map[string]int, byCount bool) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if byCount && m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}
