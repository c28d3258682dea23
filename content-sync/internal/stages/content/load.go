// Package content loads the author's markdown for every locale: posts and docs
// with their front matter parsed as YAML, positions kept for diagnostics.
package content

import (
	"bytes"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
)

// Document is one markdown source file.
type Document struct {
	Locale     string
	Kind       Kind
	Path       string // slash path from the repository root
	Rel        string // slash path inside its content folder
	Src        []byte
	Front      *FrontMatter
	BodyOffset int // byte offset of the text after the front matter
}

// Site is every source the pipeline reads, for all locales.
type Site struct {
	Root    string
	Layout  Layout
	Locales []string
	Docs    []*Document
	Tags    map[string]*TagSet // by locale

	index map[docKey]*Document // for Find
}

type docKey struct {
	locale string
	kind   Kind
	rel    string
}

// Load reads posts, docs and tag definitions of every locale under root.
// Problems in individual files are returned as diagnostics; the files that
// could be read are still loaded so that all problems show at once.
func Load(root, defaultLocale string, locales []string) (*Site, diag.List) {
	s := &Site{Root: root, Layout: Layout{DefaultLocale: defaultLocale}, Locales: locales, Tags: map[string]*TagSet{}}
	var l diag.List
	for _, loc := range locales {
		for _, k := range []Kind{Post, Doc} {
			l.Add(s.loadDir(loc, k))
		}
		ts, tl := LoadTags(root, s.Layout.TagsFile(loc))
		s.Tags[loc] = ts
		l.Add(tl)
	}
	sort.Slice(s.Docs, func(i, j int) bool { return s.Docs[i].Path < s.Docs[j].Path })
	s.Reindex()
	return s, l
}

func (s *Site) loadDir(locale string, k Kind) diag.List {
	var l diag.List
	dir := s.Layout.Dir(locale, k)
	abs := filepath.Join(s.Root, filepath.FromSlash(dir))
	if _, err := os.Stat(abs); os.IsNotExist(err) {
		return nil
	}
	var rels []string
	err := filepath.WalkDir(abs, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != abs && strings.HasPrefix(name, "_") {
				return filepath.SkipDir // Docusaurus ignores _-prefixed folders
			}
			return nil
		}
		if IsMarkdown(name) && !strings.HasPrefix(name, "_") {
			rel, _ := filepath.Rel(abs, p)
			rels = append(rels, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		l.Errorf(dir, 0, 0, "", "cannot read the folder: %v", err)
	}
	docs, dl := readAll(s.Root, dir, rels)
	l.Add(dl)
	for i, doc := range docs {
		if doc != nil {
			doc.Locale, doc.Kind, doc.Rel = locale, k, rels[i]
			s.Docs = append(s.Docs, doc)
		}
	}
	return l
}

// readAll reads and parses files on every core: reading thousands of small
// files is mostly waiting on the system.
func readAll(root, dir string, rels []string) ([]*Document, diag.List) {
	docs := make([]*Document, len(rels))
	lists := make([]diag.List, len(rels))
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) * 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				docs[i], lists[i] = ReadDocument(root, path.Join(dir, rels[i]))
			}
		}()
	}
	for i := range rels {
		next <- i
	}
	close(next)
	wg.Wait()
	var l diag.List
	l.Add(lists...)
	return docs, l
}

// IsMarkdown reports whether Docusaurus treats the file as a page source.
func IsMarkdown(name string) bool {
	ext := path.Ext(name)
	return ext == ".md" || ext == ".mdx"
}

// ReadDocument reads one markdown file (relPath is slash-separated, from root)
// and parses its front matter.
func ReadDocument(root, relPath string) (*Document, diag.List) {
	var l diag.List
	src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(relPath)))
	if err != nil {
		l.Errorf(relPath, 0, 0, "", "cannot read: %v", err)
		return nil, l
	}
	doc := &Document{Path: relPath, Src: src, Front: &FrontMatter{}}
	yamlText, first, body, ok, closed := Split(src)
	if !ok {
		return doc, l
	}
	if !closed {
		l.Errorf(relPath, 1, 1, `end the front matter with a line of three dashes: ---`, "front matter is never closed")
		return doc, l
	}
	doc.BodyOffset = body
	fm, perr := ParseFrontMatter(yamlText, first)
	if perr != nil {
		l.Errorf(relPath, perr.Line, perr.Col, "fix the YAML between the --- lines", "%s", perr.Msg)
		return doc, l
	}
	doc.Front = fm
	return doc, l
}

// Reindex rebuilds the lookup behind Find after Docs changed.
func (s *Site) Reindex() {
	s.index = make(map[docKey]*Document, len(s.Docs))
	for _, d := range s.Docs {
		k := docKey{d.Locale, d.Kind, d.Rel}
		if _, dup := s.index[k]; !dup {
			s.index[k] = d
		}
	}
}

// Find returns the document of a locale and kind at a path inside its folder.
func (s *Site) Find(locale string, k Kind, rel string) *Document {
	if s.index == nil {
		s.Reindex()
	}
	return s.index[docKey{locale, k, rel}]
}

// BodyLine is the file line on which the text after the front matter starts.
func (d *Document) BodyLine() int {
	return 1 + strings.Count(string(d.Src[:d.BodyOffset]), "\n")
}

// FrontMatterEnd is where the line of the front matter's closing "---"
// starts: where the pipeline inserts keys of its own. It is 0 without front
// matter.
func (d *Document) FrontMatterEnd() int {
	if d.BodyOffset == 0 {
		return 0
	}
	end := d.BodyOffset
	if d.Src[end-1] == '\n' {
		end--
	}
	return bytes.LastIndexByte(d.Src[:end], '\n') + 1
}

// Newline is the line ending of the front matter: "\r\n" when it uses
// them, so that inserted lines match.
func (d *Document) Newline() string {
	if bytes.Contains(d.Src[:d.BodyOffset], []byte("\r\n")) {
		return "\r\n"
	}
	return "\n"
}
