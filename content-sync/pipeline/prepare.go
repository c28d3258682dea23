// Package pipeline runs the stages in order — read settings, load content,
// normalise, validate, stage, build, merge — and reports what each took.
package pipeline

import (
	"fmt"
	"io"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/lastupdate"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/normalize"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/related"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/validate"
	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
)

// Prepared is the checked content, ready to stage.
type Prepared struct {
	Root   string
	Config config.Config
	Site   *content.Site
	Edits  map[string][]normalize.Edit // changes to sources, by repository path
}

// AddEdits adds more changes to the sources.
func (p *Prepared) AddEdits(more map[string][]normalize.Edit) {
	for path, e := range more {
		p.Edits[path] = append(p.Edits[path], e...)
	}
}

// AddLastUpdates writes into each page's front matter when its source last
// changed and by whom, which the staged trees, having no git history, could
// not tell Docusaurus; notes on where the dates came from go to out.
func (p *Prepared) AddLastUpdates(out io.Writer) {
	var paths []string
	for _, d := range p.Site.Docs {
		paths = append(paths, d.Path)
	}
	infos, notes := lastupdate.Collect(p.Root, paths)
	for _, n := range notes {
		fmt.Fprintf(out, "last updated: %s\n", n)
	}
	p.AddEdits(lastupdate.Edits(p.Site, infos))
}

// Files is every changed source as it is staged, by repository path.
func (p *Prepared) Files() map[string][]byte {
	files := map[string][]byte{}
	for _, d := range p.Site.Docs {
		if e := p.Edits[d.Path]; len(e) > 0 {
			files[d.Path] = normalize.Apply(d.Src, e)
		}
	}
	return files
}

// placeholder stands in, in another locale's tree, for a source of the
// default locale that the locale has its own translation of.
var placeholder = []byte("<!-- Translated: the build of this locale reads its own file under i18n/. -->\n")

// FilesFor is Files for the staged tree of one locale. A tree for a locale
// other than the default carries the default locale's sources only for
// their names: Docusaurus lists the files of the default locale's folders
// and reads each one from the locale's translation when there is one. Those
// translated are staged as a placeholder, so that editing one changes only
// the default locale's tree, and only that locale is built again.
func (p *Prepared) FilesFor(locale string) map[string][]byte {
	files := p.Files()
	def := p.Config.I18n.DefaultLocale
	if locale == def {
		return files
	}
	for _, d := range p.Site.Docs {
		if d.Locale == def && p.Site.Find(locale, d.Kind, d.Rel) != nil {
			files[d.Path] = placeholder
		}
	}
	return files
}

// AddRelated writes into each post's front matter the posts related to it,
// in its language, for the component that lists them under the post.
func (p *Prepared) AddRelated() {
	p.AddEdits(related.Edits(p.Site, related.Choose(p.Site, textLocale(p.Config))))
}

// textLocale is the locale whose words measure how alike posts are: the
// first whose language puts spaces between words, which split cleanly, or
// else the default locale.
func textLocale(cfg config.Config) string {
	for _, l := range cfg.I18n.Locales {
		lang, _, _ := strings.Cut(l, "-")
		if !unspaced[strings.ToLower(lang)] {
			return l
		}
	}
	return cfg.I18n.DefaultLocale
}

// unspaced are languages written without spaces between words.
var unspaced = map[string]bool{"ja": true, "zh": true, "th": true, "lo": true, "km": true, "my": true}

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
	p := &Prepared{Root: root, Config: cfg, Site: site, Edits: map[string][]normalize.Edit{}}
	p.AddEdits(edits)
	return p, l
}
