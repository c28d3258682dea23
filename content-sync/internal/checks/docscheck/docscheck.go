// Package docscheck holds the docs that describe this repository to what is
// really in it: every mage target, script and path a page shows must exist,
// and a page that shows a script in full must show it as it is.
package docscheck

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/yuin/goldmark"
	gast "github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// Snippet is a piece of code a page shows: a code span or a fenced block.
type Snippet struct {
	Text  string
	Lang  string // the fence's language; "" for code spans
	Block bool
}

// Snippets returns the code a markdown body shows, in order.
func Snippets(body []byte) []Snippet {
	doc := goldmark.New().Parser().Parse(text.NewReader(body))
	var out []Snippet
	_ = gast.Walk(doc, func(n gast.Node, entering bool) (gast.WalkStatus, error) {
		if !entering {
			return gast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *gast.FencedCodeBlock:
			var b strings.Builder
			for i := 0; i < n.Lines().Len(); i++ {
				seg := n.Lines().At(i)
				b.Write(seg.Value(body))
			}
			out = append(out, Snippet{Text: b.String(), Lang: string(n.Language(body)), Block: true})
		case *gast.CodeSpan:
			var b strings.Builder
			for c := n.FirstChild(); c != nil; c = c.NextSibling() {
				if t, ok := c.(*gast.Text); ok {
					b.Write(t.Segment.Value(body))
				}
			}
			out = append(out, Snippet{Text: b.String()})
		}
		return gast.WalkContinue, nil
	})
	return out
}

// MageTargets lists the targets the magefile defines, lower-cased as mage
// matches them: every exported function of package main in magefiles/.
func MageTargets(root string) (map[string]bool, error) {
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(root, "magefiles", "*.go"))
	if err != nil {
		return nil, err
	}
	targets := map[string]bool{}
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			return nil, err
		}
		for _, d := range file.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.IsExported() {
				targets[strings.ToLower(fn.Name.Name)] = true
			}
		}
	}
	return targets, nil
}

// MageCalls finds "go tool mage <target>" in a snippet and returns the
// targets named.
func MageCalls(s string) []string {
	var out []string
	f := strings.Fields(s)
	for i := 0; i+3 < len(f); i++ {
		if f[i] == "go" && f[i+1] == "tool" && f[i+2] == "mage" && !strings.HasPrefix(f[i+3], "-") {
			out = append(out, strings.ToLower(strings.Trim(f[i+3], "`.,;:)")))
		}
	}
	return out
}

// repoPrefixes are how paths inside the repository begin; generated folders
// (build/, .stage/, node_modules/) are not among them.
var repoPrefixes = []string{"site/", "i18n/", "content-sync/", "scripts/", "magefiles/", ".github/", "plan/", ".ci/"}

// repoFiles are the root files pages may name.
var repoFiles = map[string]bool{"docusaurus.config.js": true, "site.toml": true, "package.json": true, "package-lock.json": true, "README.md": true, "go.mod": true}

// Paths finds repository paths in a snippet: words that start like one of the
// repository's folders or name one of its root files.
func Paths(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune("\"'`()[]{}<>,;=|", r)
	}) {
		w = strings.TrimPrefix(stripPosition(strings.TrimRight(w, ".:")), "./")
		if repoFiles[w] {
			out = append(out, w)
			continue
		}
		for _, p := range repoPrefixes {
			if strings.HasPrefix(w, p) && !placeholder(w) {
				out = append(out, w)
				break
			}
		}
	}
	return out
}

// Exists tells whether a path (a file, or a folder with a trailing slash
// or without) is in the repository.
func Exists(root, p string) bool {
	_, err := os.Stat(filepath.Join(root, filepath.FromSlash(strings.TrimSuffix(p, "/"))))
	return err == nil
}

// stripPosition drops the ":line:col" a diagnostic puts after a path.
func stripPosition(w string) string {
	for range 2 {
		i := strings.LastIndexByte(w, ':')
		if i < 0 || i == len(w)-1 || strings.Trim(w[i+1:], "0123456789") != "" {
			break
		}
		w = w[:i]
	}
	return w
}

// placeholder tells a pattern ("site/blog/YYYY-MM-DD-slug.md", "scripts/…")
// from a path.
func placeholder(w string) bool {
	return strings.ContainsAny(w, "*?$%<…") || strings.Contains(w, "YYYY") || strings.HasSuffix(w, "...")
}
