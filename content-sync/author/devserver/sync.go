// Package devserver is the live preview while writing: it stages one locale,
// runs the Docusaurus development server on it, and keeps the staged tree in
// step with site/ and i18n/ through the same normalise and validate steps as
// the build, so an edit shows in the browser as soon as the development
// server has recompiled the page (BENCHMARKS.md, "Live preview"). A file
// that validation rejects is held back: the preview keeps its last good
// version and shows the problem in the terminal and on the page until the
// file is fixed.
package devserver

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/stagetree"
	"github.com/ayakashi-research/ds/content-sync/internal/support/atomicfile"
	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
	"github.com/ayakashi-research/ds/content-sync/pipeline"
)

// Syncer brings a staged tree in line with the sources.
type Syncer struct {
	Root   string
	Locale string
	Dir    string // the staged tree the development server reads
	Out    io.Writer

	shown     string // the diagnostics last printed, so each is printed once
	hadErrors bool
}

// StageDir is where the preview of a locale is staged, apart from the
// build's trees so that a build can run while the preview does.
func StageDir(root, stageDir, locale string) string {
	return filepath.Join(root, filepath.FromSlash(stageDir), "dev-"+locale)
}

// ProblemsFile is where, inside the staged tree, the preview's page reads
// the files held back (site/src/plugins/preview-problems).
const ProblemsFile = ".preview/problems.json"

// Problem is one reason a file is held back, as the page shows it.
type Problem struct {
	Path string `json:"path"`
	Text string `json:"text"`
}

// Sync validates and normalises the sources, prints what the checks found
// when it differs from what was last printed, and mirrors every change into
// the staged tree, except files with errors, whose last good version stays.
// Missing translations and links to pages not written yet are reported but
// hold nothing back: they concern the finished site, not the page being
// written. Only an unreadable repository stops it.
func (s *Syncer) Sync() (stagetree.Stats, error) {
	p, l := pipeline.Prepare(s.Root)
	l = lenient(l)
	s.report(l)
	var problems []Problem
	hold := map[string]bool{}
	for _, d := range l {
		if d.Severity == diag.Error {
			hold[d.Path] = true
			problems = append(problems, Problem{Path: d.Path, Text: d.String()})
		}
	}
	if err := writeProblems(s.Dir, problems); err != nil {
		return stagetree.Stats{}, err
	}
	if p == nil {
		return stagetree.Stats{}, nil // the settings are wrong: the preview stays as it is
	}
	p.AddRelated()
	return stagetree.Tree(stagetree.Options{Root: s.Root, Dir: s.Dir, Locale: s.Locale, Layout: p.Site.Layout, Files: p.Files(), Hold: hold})
}

// lenient makes the checks of the finished site warnings while writing.
func lenient(l diag.List) diag.List {
	out := make(diag.List, len(l))
	for i, d := range l {
		if d.Severity == diag.Error && (d.Check == "translations" || d.Check == "links") {
			d.Severity = diag.Warning
			d.Hint += "; the build refuses this"
		}
		out[i] = d
	}
	return out
}

// report prints the diagnostics when they changed since the last sync, and
// says so when the last error is gone.
func (s *Syncer) report(l diag.List) {
	l.Sort()
	text := l.String()
	if text == s.shown {
		return
	}
	hadErrors := s.shown != "" && s.hadErrors
	s.shown, s.hadErrors = text, l.Errors() > 0
	switch {
	case l.Errors() > 0:
		fmt.Fprintf(s.Out, "%s[preview] the files above keep their last good version until they are fixed\n", text)
	case hadErrors:
		fmt.Fprintf(s.Out, "%s[preview] fixed: every file is in the preview again\n", text)
	case text != "":
		fmt.Fprint(s.Out, text)
	}
}

// writeProblems hands the page the files held back, rewriting the file
// only when the list changed so the page is not reloaded for nothing.
func writeProblems(dir string, problems []Problem) error {
	if problems == nil {
		problems = []Problem{}
	}
	b, err := json.MarshalIndent(problems, "", "  ")
	if err != nil {
		return err
	}
	path := filepath.Join(dir, filepath.FromSlash(ProblemsFile))
	if old, err := os.ReadFile(path); err == nil && string(old) == string(b) {
		return nil
	}
	// The bundler imports the file: replaced in one step, made beside the
	// staged tree, it is never seen half written.
	return atomicfile.Write(path, filepath.Dir(dir), b)
}
