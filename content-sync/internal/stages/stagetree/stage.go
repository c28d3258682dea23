// Package stagetree lays out one Docusaurus site folder per locale under
// .stage/<locale>/, from the author's sources with tags normalised. Two
// Docusaurus builds cannot share a site folder (they share .docusaurus/), so
// each locale gets its own; files that did not change are left alone so the
// folder's caches stay warm.
package stagetree

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/support/atomicfile"
	cp "github.com/otiai10/copy"
)

// Options says what to stage and where.
type Options struct {
	Root   string // repository root
	Dir    string // the locale's staged site folder
	Locale string // the locale this tree is built for
	// Translations lists the locales whose i18n folders the tree carries;
	// empty means just Locale's. A plain all-locales build needs them all.
	Translations []string
	Layout       content.Layout    // where each locale's sources live
	Files        map[string][]byte // rewritten sources by repository path (normalised markdown)
	// Hold lists sources, by repository path, whose staged copy stays as
	// it is: neither updated nor removed (the live preview keeps the last
	// good version of a file that validation rejects).
	Hold map[string]bool
}

// Stats counts what staging did.
type Stats struct{ Written, Unchanged, Removed, Held int }

// Mapping is one source (relative to the root) and where it lands in the stage.
type Mapping struct{ From, To string }

// Mappings lists what a staged tree is made of: the shared sources and the
// i18n folders of the given locales.
func Mappings(locales []string, layout content.Layout) []Mapping {
	m := []Mapping{
		{"docusaurus.config.js", "docusaurus.config.js"},
		{"package.json", "package.json"},
		{"site/sidebars.js", "sidebars.js"},
		{"site/src", "src"},
		{"site/static", "static"},
		{layout.Dir(layout.DefaultLocale, content.Post), "blog"},
		{layout.Dir(layout.DefaultLocale, content.Doc), "docs"},
	}
	// Translations: content for the other locales, theme texts for all.
	for _, l := range locales {
		m = append(m, Mapping{"i18n/" + l, "i18n/" + l})
	}
	return m
}

// generated are the folders Docusaurus and its bundler write in a site folder
// (.cache holds the bundler's cache between builds; .preview what the live
// preview shows on its page); staging neither fills nor prunes them.
var generated = map[string]bool{"node_modules": true, ".docusaurus": true, ".cache": true, "build": true, "build.key": true, ".preview": true}

// Tree brings o.Dir in line with the sources: copies what changed, writes
// normalised markdown where it differs, removes what no longer has a source,
// and links node_modules to the repository's.
func Tree(o Options) (Stats, error) {
	var st Stats
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		return st, err
	}
	want := map[string]bool{}
	locales := o.Translations
	if len(locales) == 0 {
		locales = []string{o.Locale}
	}
	for _, m := range Mappings(locales, o.Layout) {
		src := filepath.Join(o.Root, filepath.FromSlash(m.From))
		if _, err := os.Stat(src); os.IsNotExist(err) {
			continue
		}
		if err := syncOne(o, m, src, want, &st); err != nil {
			return st, fmt.Errorf("staging %s: %w", m.From, err)
		}
	}
	if err := prune(o.Dir, want, &st); err != nil {
		return st, err
	}
	return st, linkModules(o.Root, o.Dir)
}

func syncOne(o Options, m Mapping, src string, want map[string]bool, st *Stats) error {
	dst := filepath.Join(o.Dir, filepath.FromSlash(m.To))
	tmp := filepath.Dir(o.Dir) // where new versions of staged files are made (copyFile)
	for d := dst; d != o.Dir && d != filepath.Dir(d); d = filepath.Dir(d) {
		want[d] = true // the mapping's own folder and its parents
	}
	if info, err := os.Stat(src); err != nil {
		return err
	} else if !info.IsDir() {
		return syncFile(src, dst, tmp, info, st) // copy's Skip is only asked about folder entries
	}
	var rewritten []string
	type pair struct{ src, dst string }
	var copies []pair
	// The walk only makes the folders that are missing: a folder that is
	// there keeps its mode and times, since a changed folder is an event for
	// every watcher of the staged tree, and the development server reloads
	// the whole site for it. The files that changed are copied after it,
	// each replaced in one step (copyFile), which changes no folder but by
	// its new entry.
	opt := cp.Options{
		PermissionControl: cp.DoNothing,
		OnSymlink:         deep,
		Skip: func(info os.FileInfo, s, d string) (bool, error) {
			want[d] = true
			if info.IsDir() {
				return false, nil
			}
			rel, err := filepath.Rel(o.Root, s)
			if err != nil {
				return false, err
			}
			if o.Hold[filepath.ToSlash(rel)] {
				st.Held++
				return true, nil
			}
			if _, ok := o.Files[filepath.ToSlash(rel)]; ok {
				rewritten = append(rewritten, filepath.ToSlash(rel))
				return true, nil
			}
			if same(info, d) {
				st.Unchanged++
				return true, nil
			}
			st.Written++
			copies = append(copies, pair{s, d})
			return true, nil
		},
	}
	if err := cp.Copy(src, dst, opt); err != nil {
		return err
	}
	for _, c := range copies {
		if err := copyFile(c.src, c.dst, tmp); err != nil {
			return err
		}
	}
	for _, rel := range rewritten {
		d := filepath.Join(dst, mustRel(m.From, rel))
		wrote, err := writeIfChanged(d, o.Files[rel], tmp)
		if err != nil {
			return err
		}
		if wrote {
			st.Written++
		} else {
			st.Unchanged++
		}
	}
	return nil
}

func deep(string) cp.SymlinkAction { return cp.Deep }

func syncFile(src, dst, tmp string, info os.FileInfo, st *Stats) error {
	if same(info, dst) {
		st.Unchanged++
		return nil
	}
	st.Written++
	return copyFile(src, dst, tmp)
}

// copyFile copies src, with its times, over the staged file dst. The copy is
// made in tmp, beside the staged tree, and renamed over dst in one step: a
// watcher of the tree (the live preview's bundler) sees one change and the
// whole file, never a file truncated and not yet written again, which on a
// busy machine it compiled as a change of its own.
func copyFile(src, dst, tmp string) error {
	return atomicfile.WriteWith(dst, tmp, func(to string) error {
		return cp.Copy(src, to, cp.Options{PreserveTimes: true, OnSymlink: deep})
	})
}

func mustRel(base, target string) string {
	r, err := filepath.Rel(filepath.FromSlash(base), filepath.FromSlash(target))
	if err != nil {
		panic(err) // target was found by walking base
	}
	return r
}

// same reports whether the staged copy already matches: copies keep the
// source's modification time, so size and time tell.
func same(src os.FileInfo, dst string) bool {
	d, err := os.Lstat(dst)
	if err != nil || !d.Mode().IsRegular() {
		return false
	}
	return d.Size() == src.Size() &&
		d.ModTime().Truncate(time.Millisecond).Equal(src.ModTime().Truncate(time.Millisecond))
}

// writeIfChanged puts data at path unless it is there already, made in tmp
// as copyFile makes a copy.
func writeIfChanged(path string, data []byte, tmp string) (bool, error) {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return false, nil
	}
	return true, atomicfile.Write(path, tmp, data)
}

// prune removes staged files and folders that no source maps to any more.
func prune(dir string, want map[string]bool, st *Stats) error {
	var stale []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == dir {
			return nil
		}
		if rel, _ := filepath.Rel(dir, p); generated[rel] {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil // the node_modules link: SkipDir here would skip its siblings
		}
		if !want[p] {
			stale = append(stale, p)
			if d.IsDir() {
				return filepath.SkipDir
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	sort.Strings(stale)
	for _, p := range stale {
		if err := os.RemoveAll(p); err != nil {
			return err
		}
		st.Removed++
	}
	return nil
}

// linkModules points the staged node_modules at the repository's, so every
// staged tree resolves the same pinned packages without a second install.
func linkModules(root, dir string) error {
	return LinkModules(filepath.Join(root, "node_modules"), dir)
}

// LinkModules points the staged tree in dir at the packages in modules.
func LinkModules(modules, dir string) error {
	target, err := filepath.Abs(modules)
	if err != nil {
		return err
	}
	link := filepath.Join(dir, "node_modules")
	if cur, err := os.Readlink(link); err == nil && cur == target {
		return nil
	}
	_ = os.Remove(link)
	return os.Symlink(target, link)
}
