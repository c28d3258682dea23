// Package search indexes a locale's built site with Pagefind, so readers can
// search it without a server: the index lives in the locale's own pagefind/
// folder, loaded in chunks by the search box in the navbar.
package search

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/support/procgroup"

	"github.com/ayakashi-research/ds/content-sync/internal/support/linktree"
)

// folder is where the index lives inside the site; the search box loads
// <the locale's base URL>folder/pagefind.js.
const folder = "pagefind"

// ignored are the parts of an indexed page that would only add noise to
// results: a post's date, reading time and author card, and its footer of
// tags and edit links. The title (the h1) and the text stay.
var ignored = []string{
	"[data-pagefind-body] article > header > div",
	"[data-pagefind-body] article > footer",
}

// Result is what Index made.
type Result struct {
	Pages map[string]int // indexed pages per language
}

// Describe is one line for the build log.
func (r Result) Describe() string {
	langs := make([]string, 0, len(r.Pages))
	for l := range r.Pages {
		langs = append(langs, l)
	}
	slices.Sort(langs)
	parts := make([]string, len(langs))
	for i, l := range langs {
		parts[i] = fmt.Sprintf("%s %d pages", l, r.Pages[l])
	}
	return "search index: " + strings.Join(parts, ", ")
}

// marker is the attribute that puts an element's text into the index.
const marker = "data-pagefind-body"

// Index writes the Pagefind index of the site in dir into dir/pagefind.
// Only elements marked data-pagefind-body are indexed: the theme marks a
// post's own page and a doc's content, so list and tag pages, which repeat
// the posts, stay out of the results.
func Index(ctx context.Context, nodeModules, dir string) (Result, error) {
	bin, err := binary(nodeModules)
	if err != nil {
		return Result{}, err
	}
	pages, err := os.MkdirTemp(dir, ".search-pages-")
	if err != nil {
		return Result{}, err
	}
	defer os.RemoveAll(pages)
	n, err := linkMarked(dir, pages)
	if err != nil {
		return Result{}, fmt.Errorf("gathering the pages to index: %w", err)
	}
	if n == 0 {
		return Result{}, fmt.Errorf("%s: no page has a %s element to index: are the theme's data-pagefind-body marks missing?", dir, marker)
	}
	bundle, err := filepath.Abs(filepath.Join(dir, folder))
	if err != nil {
		return Result{}, err
	}
	args := []string{"--site", pages, "--output-path", bundle, "--silent"}
	for _, sel := range ignored {
		args = append(args, "--exclude-selectors", sel)
	}
	// Pagefind's CLI never exits non-zero for a page it cannot read; its
	// entry file is the proof that an index was written.
	cmd := procgroup.Command(ctx, bin, args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.Env = append(os.Environ(), "NO_UPDATE_NOTIFIER=1")
	if err := procgroup.Run(cmd); err != nil {
		return Result{}, fmt.Errorf("pagefind failed: %w\n%s", err, out.Bytes())
	}
	return readEntry(filepath.Join(dir, folder, "pagefind-entry.json"))
}

// linkMarked links into pages, at the same paths, the HTML files of dir that
// can have a marked element. Pagefind reads every page it is given, and
// about three in four of a locale's pages (lists, tags, redirects) have no
// mark; handing it only the others took the real site's English index from
// 1.1 to 0.85 s.
// A page without the attribute's name anywhere in its text cannot carry it,
// so this check only leaves out pages Pagefind would skip; Pagefind still
// parses the rest. n counts the pages handed over.
func linkMarked(dir, pages string) (n int, err error) {
	err = linktree.Link(dir, pages, func(p string, info os.FileInfo) (bool, error) {
		if info.IsDir() {
			return p != pages && p != filepath.Join(dir, folder), nil
		}
		if !info.Mode().IsRegular() || !strings.HasSuffix(p, ".html") {
			return false, nil
		}
		b, err := os.ReadFile(p)
		if err != nil || !bytes.Contains(b, []byte(marker)) {
			return false, err
		}
		n++
		return true, nil
	})
	return n, err
}

// binary is the Pagefind executable the npm package installed for this
// machine, found as the package's own launcher (node_modules/.bin/pagefind)
// finds it: the extended build first, which segments Japanese words, then
// the plain one, unless PAGEFIND_EXTENDED_BINARY_PATH or
// PAGEFIND_BINARY_PATH names another. Running it directly spares a Node
// start, 0.10–0.15 s of each index. Without a build for this machine, the
// launcher is run, and says what is missing.
func binary(nodeModules string) (string, error) {
	for _, env := range []string{"PAGEFIND_EXTENDED_BINARY_PATH", "PAGEFIND_BINARY_PATH"} {
		if p := os.Getenv(env); p != "" {
			return p, nil
		}
	}
	platform, arch := runtime.GOOS, runtime.GOARCH
	switch arch {
	case "amd64":
		arch = "x64"
	case "386":
		arch = "ia32"
	}
	ext := ""
	if platform == "windows" {
		ext = ".exe"
	}
	for _, name := range []string{"pagefind_extended", "pagefind"} {
		p := filepath.Join(nodeModules, "@pagefind", platform+"-"+arch, "bin", name+ext)
		if info, err := os.Stat(p); err == nil && info.Mode().IsRegular() {
			return p, nil
		}
	}
	launcher := filepath.Join(nodeModules, ".bin", "pagefind")
	if _, err := os.Stat(launcher); err != nil {
		return "", fmt.Errorf("pagefind is not installed (%s): run npm install in the repository", launcher)
	}
	return launcher, nil
}

// readEntry reads the page counts from Pagefind's entry file.
func readEntry(path string) (Result, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Result{}, fmt.Errorf("pagefind wrote no index: %w", err)
	}
	var entry struct {
		Languages map[string]struct {
			PageCount int `json:"page_count"`
		} `json:"languages"`
	}
	if err := json.Unmarshal(b, &entry); err != nil {
		return Result{}, fmt.Errorf("%s: %w", path, err)
	}
	r := Result{Pages: map[string]int{}}
	for lang, l := range entry.Languages {
		r.Pages[lang] = l.PageCount
	}
	if len(r.Pages) == 0 {
		return Result{}, fmt.Errorf("%s: no page was indexed: are the theme's data-pagefind-body marks missing?", path)
	}
	return r, nil
}
