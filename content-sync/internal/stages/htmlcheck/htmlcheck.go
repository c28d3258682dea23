package htmlcheck

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/ayakashi-research/ds/content-sync/internal/support/ghpages"
)

// Options say what to check.
type Options struct {
	Dir    string // the merged site folder
	Base   string // the base path it is served under, "/ds/"
	Memory string // file that remembers pages found valid; "" checks every page
	// Ahead holds the digests of pages found valid earlier in this build
	// (Ahead): they count as checked and are not checked again.
	Ahead map[string]bool
}

// Problem is one error the checker found.
type Problem struct {
	Page         string // the page's address, /ds/en/blog/x
	File         string // its file, relative to the site folder
	Line, Column int
	Message      string
	Extract      string // the markup around it
}

// Report is the result of a check.
type Report struct {
	Checker  string // the checker's version
	Pages    int    // HTML pages in the site
	Checked  int    // pages given to the checker; the rest were known valid
	Problems []Problem
}

// page is one HTML file of the site with the digest of its markup.
type page struct {
	rel, digest string
}

// Check runs c over the site's pages that o.Memory does not know as valid,
// and remembers the valid ones for the next check.
func Check(ctx context.Context, c Checker, o Options) (*Report, error) {
	pages, err := list(o.Dir)
	if err != nil {
		return nil, err
	}
	known := recall(o.Memory, c.Version)
	var todo []string
	ahead := 0
	for _, p := range pages {
		switch {
		case o.Ahead[p.digest]:
			ahead++
		case !known[p.digest]:
			todo = append(todo, p.rel)
		}
	}
	rep := &Report{Checker: c.Version, Pages: len(pages), Checked: len(todo) + ahead}
	if len(todo) > 0 {
		// The whole folder needs no command line to name each page.
		msgs, err := c.run(ctx, o.Dir, todo, len(todo) == len(pages))
		if err != nil {
			return nil, err
		}
		for _, m := range msgs {
			line := m.FirstLine
			if line == 0 {
				line = m.LastLine
			}
			rep.Problems = append(rep.Problems, Problem{Page: ghpages.Address(o.Base, m.URL), File: m.URL,
				Line: line, Column: m.FirstColumn, Message: m.Message, Extract: m.Extract})
		}
	}
	if o.Memory == "" {
		return rep, nil
	}
	bad := map[string]bool{}
	for _, p := range rep.Problems {
		bad[p.File] = true
	}
	var valid []string
	for _, p := range pages {
		if !bad[p.rel] {
			valid = append(valid, p.digest)
		}
	}
	sort.Strings(valid)
	return rep, remember(o.Memory, c.Version, valid)
}

// Ahead checks the pages of a locale's output that the memory does not know
// as valid, as soon as that locale is built, while the build finishes the
// rest (its search index, the merge, the link check), and returns the
// digests of those it found valid, for Options.Ahead of the check of the
// merged site. The pages it finds errors on are left to that check, which
// reports them. It does nothing when more than limit pages are new, or
// without Java: a clean build's pages are checked together, once. gate,
// when not nil, is a checker started earlier for these pages (OpenGate).
func Ahead(ctx context.Context, root, dir, memory string, limit int, gate *Gate) (map[string]bool, error) {
	c, err := Find(root)
	if err != nil {
		return nil, nil // the check of the merged site says why
	}
	pages, err := list(dir)
	if err != nil {
		return nil, err
	}
	known := recall(memory, c.Version)
	var todo []page
	for _, p := range pages {
		if !known[p.digest] {
			todo = append(todo, p)
		}
	}
	if len(todo) == 0 || len(todo) > limit {
		return nil, nil
	}
	files := make([]string, len(todo))
	for i, p := range todo {
		files[i] = p.rel
	}
	var msgs []message
	if gate != nil {
		msgs, err = gate.Check(dir, files)
	} else {
		msgs, err = c.run(ctx, dir, files, false)
	}
	if err != nil {
		return nil, err
	}
	bad := map[string]bool{}
	for _, m := range msgs {
		bad[m.URL] = true
	}
	valid := map[string]bool{}
	for _, p := range todo {
		if !bad[p.rel] {
			valid[p.digest] = true
		}
	}
	return valid, nil
}

// list finds the site's HTML pages and digests their markup, on every core.
func list(dir string) ([]page, error) {
	var pages []page
	var assets []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		switch {
		case d.IsDir() && (strings.HasSuffix(rel, "assets/js") || strings.HasSuffix(rel, "assets/css")):
			assets = append(assets, rel)
			return fs.SkipDir
		case !d.IsDir() && strings.HasSuffix(rel, ".html"):
			pages = append(pages, page{rel: rel})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	names := bundleNames(dir, assets)
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i := range pages {
		g.Go(func() error {
			b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(pages[i].rel)))
			pages[i].digest = digest(names, b)
			return err
		})
	}
	return pages, g.Wait()
}
