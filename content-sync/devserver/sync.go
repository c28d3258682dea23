// Package devserver is the live preview while writing: it stages one locale,
// runs the Docusaurus development server on it, and keeps the staged tree in
// step with site/ and i18n/ through the same normalise and validate steps as
// the build, so an edit shows in the browser within a second or two and a
// mistake is printed with its position without stopping anything.
package devserver

import (
	"fmt"
	"io"
	"path/filepath"

	"github.com/ayakashi-research/ds/content-sync/pipeline"
	"github.com/ayakashi-research/ds/content-sync/stage"
)

// Syncer brings a staged tree in line with the sources.
type Syncer struct {
	Root   string
	Locale string
	Dir    string // the staged tree the development server reads
	Out    io.Writer
}

// StageDir is where the preview of a locale is staged, apart from the
// build's trees so that a build can run while the preview does.
func StageDir(root, stageDir, locale string) string {
	return filepath.Join(root, filepath.FromSlash(stageDir), "dev-"+locale)
}

// Sync validates and normalises the sources, prints what the checks found,
// and mirrors every change into the staged tree: new and edited files are
// written, removed and renamed ones disappear. Problems in the content do
// not stop it; only an unreadable repository does.
func (s *Syncer) Sync() (stage.Stats, error) {
	p, l := pipeline.Prepare(s.Root)
	if len(l) > 0 {
		l.Print(s.Out)
	}
	if p == nil {
		return stage.Stats{}, fmt.Errorf("the settings cannot be read")
	}
	p.AddRelated()
	return stage.Tree(stage.Options{Root: s.Root, Dir: s.Dir, Locale: s.Locale, Layout: p.Site.Layout, Files: p.Files()})
}
