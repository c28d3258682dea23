package blogplan

import (
	"fmt"
	"slices"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
)

// Rules are the minimums every post must meet.
type Rules struct {
	MinEnglishWords   int // words of English prose
	MinJapaneseChars  int // characters of Japanese prose, spaces left out
	MinSources        int
	FrontMatterFields []string // exactly these keys
}

// DefaultRules are the blog's editorial rules.
var DefaultRules = Rules{
	MinEnglishWords:   400,
	MinJapaneseChars:  800,
	MinSources:        2,
	FrontMatterFields: []string{"title", "description", "authors", "tags"},
}

// Check compares every post of the site with its plan entry and the rules.
// Planned posts that are not written yet are not reported; a post written in
// one language only is.
func Check(site *content.Site, plan []Entry, r Rules) diag.List {
	var l diag.List
	byName := map[string]Entry{}
	for _, e := range plan {
		byName[e.Name()] = e
	}
	written := map[string]map[string]*content.Document{} // name → locale → post
	for _, d := range site.Docs {
		if d.Kind != content.Post {
			continue
		}
		name := PostName(d.Rel)
		e, ok := byName[name]
		if !ok {
			l.Errorf(d.Path, 1, 1, "add it to "+Path+" or rename the file to a planned date and slug", "post is not in the editorial plan")
			continue
		}
		if written[name] == nil {
			written[name] = map[string]*content.Document{}
		}
		written[name][d.Locale] = d
		checkPost(&l, site, d, e, r)
	}
	for name, byLocale := range written {
		var rel string
		for _, d := range byLocale {
			rel = d.Rel
		}
		for _, loc := range site.Locales {
			if byLocale[loc] == nil {
				l.Errorf(site.Layout.Dir(loc, content.Post)+"/"+rel, 0, 0, "write the "+loc+" version with the same file name",
					"post %s has no %s version", name, loc)
			}
		}
	}
	return l
}

func checkPost(l *diag.List, site *content.Site, d *content.Document, e Entry, r Rules) {
	fm := d.Front
	var keys []string
	for _, f := range fm.Fields() {
		keys = append(keys, f.Key.Value)
	}
	if !slices.Equal(keys, r.FrontMatterFields) {
		l.Errorf(d.Path, 1, 1, "front matter holds exactly: "+strings.Join(r.FrontMatterFields, ", "), "front matter keys are %v", keys)
	}
	wantTitle := e.TitleEn
	if d.Locale == site.Layout.DefaultLocale {
		wantTitle = e.TitleJa
	}
	if got := fm.String("title"); got != wantTitle {
		line, col := position(fm, "title")
		l.Errorf(d.Path, line, col, "use the plan's title or change the plan", "title %q differs from the plan's %q", got, wantTitle)
	}
	var tags []string
	for _, n := range fm.List("tags") {
		tags = append(tags, n.Value)
		for _, loc := range site.Locales {
			if ts := site.Tags[loc]; ts == nil || !ts.Has(n.Value) {
				l.Errorf(d.Path, n.Line, n.Column, "define it in "+site.Layout.TagsFile(loc), "tag %q is not defined for %s", n.Value, loc)
			}
		}
	}
	if !slices.Equal(tags, e.Tags) {
		line, col := position(fm, "tags")
		l.Errorf(d.Path, line, col, "use the plan's tags, canonical spelling, same order", "tags %v differ from the plan's %v", tags, e.Tags)
	}
	checkBody(l, d, site.Layout.DefaultLocale, r)
	checkStyle(l, d)
}

func checkBody(l *diag.List, d *content.Document, defaultLocale string, r Rules) {
	s := content.ReadShape(d.Src[d.BodyOffset:])
	at := func(hint, format string, args ...any) { l.Errorf(d.Path, d.BodyLine(), 1, hint, format, args...) }
	if !s.Truncated {
		at("put <!-- truncate --> after the opening paragraph", "no truncate marker")
	}
	if !s.HasSources {
		at("end with a ## Sources (## 参考文献 in Japanese) section", "no sources section")
	} else if s.Sources < r.MinSources {
		at("list at least two checkable sources", "%d sources listed", s.Sources)
	}
	h2 := 0
	for i, lv := range s.Headings {
		if lv != 2 && lv != 3 {
			at("use ## and ### only; the title comes from front matter", "heading %q is level %d", s.HeadingText[i], lv)
		}
		if lv == 2 {
			h2++
		}
	}
	if h2 < 2 {
		at("divide the body into ## sections", "only %d ## headings", h2)
	}
	if d.Locale == defaultLocale {
		if n := content.Chars(s.Prose); n < r.MinJapaneseChars {
			at(fmt.Sprintf("write at least %d characters of body text", r.MinJapaneseChars), "body has %d characters", n)
		}
	} else if n := content.Words(s.Prose); n < r.MinEnglishWords {
		at(fmt.Sprintf("write at least %d words of body text", r.MinEnglishWords), "body has %d words", n)
	}
}

func position(fm *content.FrontMatter, key string) (int, int) {
	if f, ok := fm.Get(key); ok {
		return f.Value.Line, f.Value.Column
	}
	return 1, 1
}
