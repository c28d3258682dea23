package e2e

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// axeRun checks the page against WCAG 2.2 AA and boils each violation down to
// what a developer needs to find and fix it: the rule, its help text and the
// first few offending elements with axe's own explanation.
const axeRun = `axe.run(document, {runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]}})
	.then(r => r.violations.map(v => ({id: v.id, impact: v.impact || "", help: v.help, count: v.nodes.length,
		nodes: v.nodes.slice(0, 3).map(n => ({target: n.target.flat(Infinity).join(" "), html: n.html, summary: n.failureSummary || ""}))})))`

type axeViolation struct {
	ID     string `json:"id"`
	Impact string `json:"impact"`
	Help   string `json:"help"`
	Count  int    `json:"count"`
	Nodes  []struct {
		Target  string `json:"target"`
		HTML    string `json:"html"`
		Summary string `json:"summary"`
	} `json:"nodes"`
}

// TestAxe runs axe-core on one page of every kind the site has, in both
// languages and both colour modes: the site has no accessibility violations
// at WCAG 2.2 AA.
func TestAxe(t *testing.T) {
	ctx := browser(t)
	script, err := os.ReadFile(filepath.Join(repoRoot, "node_modules", "axe-core", "axe.min.js"))
	if errors.Is(err, fs.ErrNotExist) {
		fixture.MissingTool(t, "axe-core", "go tool mage build installs the Node packages")
	} else if err != nil {
		t.Fatal(err)
	}
	post := postWithFigure(t)
	pages := []struct{ kind, path string }{
		{"home", "/"},
		{"category", "/ufo/index_ufo"},
		{"tip-without-sidebar", "/tips/ayakashi"},
		{"tutorial", "/tutorial-basics/markdown-features"},
		{"post", post},
		{"blog", "/blog"},
		{"blog-page-2", "/blog/page/2"},
		{"blog-tag", "/blog/tags/UFO"},
		{"blog-tags", "/blog/tags"},
		{"archive", "/blog/archive"},
		{"authors", "/blog/authors"},
		{"doc-tags", "/tags"},
		{"not-found", "/no/such/page"},
		{"search", "/"},
	}
	locales := []struct{ name, prefix, query string }{
		{"ja", "/ds", "ロズウェル"},
		{"en", "/ds/en", "Roswell"},
	}
	checked := 0
	for _, mode := range []string{"light", "dark"} {
		// The colour mode a reader chose is kept in local storage; every
		// page opened after this reads it.
		do(t, ctx, visit("/ds/"), chromedp.Evaluate(`localStorage.setItem("theme", "`+mode+`")`, nil))
		for _, l := range locales {
			for _, p := range pages {
				path := l.prefix + p.path
				t.Run(p.kind+"/"+l.name+"/"+mode, func(t *testing.T) {
					if p.kind != "not-found" && !built(path) {
						t.Fatalf("%s is not in the built site", path)
					}
					var lang, theme, loaded string
					do(t, ctx, visit(path),
						chromedp.Evaluate(`document.documentElement.lang`, &lang),
						chromedp.Evaluate(`document.documentElement.dataset.theme`, &theme),
						chromedp.Evaluate(string(script)+"\n;typeof axe", &loaded))
					if lang != l.name || theme != mode || loaded != "object" {
						t.Fatalf("%s: language %q, colour mode %q, want %s and %s; axe-core %s", path, lang, theme, l.name, mode, loaded)
					}
					if p.kind == "search" {
						var hits []hit
						do(t, ctx, searchFor(l.query, &hits))
						if len(hits) == 0 {
							t.Fatalf("%s: no results for %q to check", path, l.query)
						}
					}
					var violations []axeViolation
					do(t, ctx, chromedp.Evaluate(axeRun, &violations, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
						return p.WithAwaitPromise(true)
					}))
					checked++
					for _, v := range violations {
						var b strings.Builder
						for _, n := range v.Nodes {
							b.WriteString("\n    " + n.Target + "\n      " + trim(n.HTML, 200) + "\n      " + trim(strings.ReplaceAll(n.Summary, "\n", " "), 300))
						}
						t.Errorf("%s (%s mode): %s [%s, %d elements]: %s%s", path, mode, v.ID, v.Impact, v.Count, v.Help, b.String())
					}
				})
			}
		}
	}
	t.Logf("axe checked %d pages (%d kinds × %d languages × 2 colour modes)", checked, len(pages), len(locales))
}

// postWithFigure is the first post of the built site with a figure in it,
// found in the build rather than named, so that it cannot go missing.
func postWithFigure(t *testing.T) string {
	t.Helper()
	var post string
	_ = filepath.WalkDir(filepath.Join(site.dir, "blog"), func(p string, d fs.DirEntry, err error) error {
		// Posts sit under their date, blog/2025/09/01/…; list pages do not.
		rel, _ := filepath.Rel(site.dir, p)
		rel = filepath.ToSlash(rel)
		if err != nil || d.IsDir() || !strings.HasPrefix(rel, "blog/2") || !strings.HasSuffix(rel, ".html") {
			return nil
		}
		if b, err := os.ReadFile(p); err == nil && strings.Contains(string(b), "<figure") {
			post = "/" + strings.TrimSuffix(rel, ".html")
			return fs.SkipAll
		}
		return nil
	})
	if post == "" {
		t.Fatal("no post in the built site has a figure")
	}
	return post
}

// built reports whether the site has a page at path (under /ds/), so that a
// page that went missing fails here instead of being checked as the 404 page.
func built(path string) bool {
	rel := strings.TrimSuffix(strings.TrimPrefix(path, "/ds/"), "/")
	for _, f := range []string{rel + ".html", filepath.Join(rel, "index.html")} {
		if _, err := os.Stat(filepath.Join(site.dir, f)); err == nil {
			return true
		}
	}
	return false
}

func trim(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
