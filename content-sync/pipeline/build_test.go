package pipeline

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/htmlcheck"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/nodebuild"
	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
	"github.com/ayakashi-research/ds/content-sync/internal/support/lock"
	"golang.org/x/net/html"
)

// repoRoot is the repository this package lives in.
var repoRoot = fixture.RepoRoot()

// fixtureRoot makes a throwaway repository: the fixture's content with this
// repository's Docusaurus config, theme files and Node packages.
func fixtureRoot(t *testing.T) string {
	t.Helper()
	return fixtureFrom(t, fixture.SiteDir())
}

// fixtureFrom is fixtureRoot for the content of another testdata folder.
func fixtureFrom(t *testing.T, content string) string {
	t.Helper()
	return fixture.Repo(t, repoRoot, content)
}

func TestBuildEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real Docusaurus build")
	}
	root := fixtureRoot(t)
	var out bytes.Buffer
	rep, err := Build(context.Background(), Options{Root: root, Out: &out})
	if err != nil {
		t.Fatalf("build: %v\n%s", err, out.String())
	}
	site := filepath.Join(root, "build", "ds")
	if rep.Pages["ja"] == 0 || rep.Pages["en"] != rep.Pages["ja"] {
		t.Errorf("pages per locale: %v", rep.Pages)
	}

	for _, p := range []string{"index.html", "blog.html", "blog/page/2.html", "404.html", "en/index.html", "en/blog.html",
		"en/blog/page/2.html", "en/blog/2025/09/01/first-sighting.html", "en/blog/tags/UFO.html", "blog/tags/UFO.html",
		"blog/tags/ufo.html", "en/blog/tags/ufo.html", "en/404.html"} {
		if _, err := os.Stat(filepath.Join(site, p)); err != nil {
			t.Errorf("missing %s", p)
		}
	}
	if got := htmlLang(t, filepath.Join(site, "index.html")); got != "ja" {
		t.Errorf("ja home: html lang %q", got)
	}
	if got := htmlLang(t, filepath.Join(site, "en", "blog.html")); got != "en" {
		t.Errorf("en blog: html lang %q", got)
	}

	// Every internal link of an English page stays under /ds/en/, except the
	// locale dropdown's way back to Japanese, which must be under /ds/.
	for _, a := range anchors(t, filepath.Join(site, "en", "blog.html")) {
		href, lang := a["href"], a["lang"]
		switch {
		case lang == "ja":
			if href != "/ds/blog" {
				t.Errorf("locale dropdown's ja link is %q, want /ds/blog", href)
			}
		case strings.HasPrefix(href, "/") && !strings.HasPrefix(href, "/ds/en/"):
			t.Errorf("en page links outside /ds/en/: %q", href)
		}
	}
	if !strings.Contains(out.String(), `tag "ufo" is spelled "UFO"`) {
		t.Errorf("the tag spelling warning is missing from the output:\n%s", out.String())
	}
	if !strings.Contains(out.String(), "time: validate") {
		t.Errorf("no summary in the output")
	}

	before := fixture.Snapshot(t, site)

	t.Run("locales built apart merge to the same site", func(t *testing.T) {
		var out bytes.Buffer
		for _, loc := range []string{"en", "ja"} {
			if _, err := BuildLocale(context.Background(), Options{Root: root, Out: &out}, loc); err != nil {
				t.Fatalf("buildLocale %s: %v\n%s", loc, err, out.String())
			}
		}
		if err := Merge(context.Background(), Options{Root: root, Out: &out}); err != nil {
			t.Fatal(err)
		}
		fixture.SameTree(t, before, fixture.Snapshot(t, site))
	})

	// Each mistake stops the build before Node runs, names its position,
	// and leaves the last good site alone.
	badInputs := []struct{ name, file, text, want string }{
		{"impossible date", "site/blog/2025-02-30-impossible.md", "---\ntitle: x\n---\nbody\n",
			"site/blog/2025-02-30-impossible.md:1:1: error: 2025-02-30 in the file name is not a real date"},
		{"no date in the name", "site/blog/undated.md", "---\ntitle: x\n---\nbody\n",
			"site/blog/undated.md:1:1: error: file name has no date"},
		{"unknown tag", "site/blog/2025-09-03-tagged.md", "---\ntitle: x\ntags: [2025-09, ufos]\n---\nbody\n",
			`site/blog/2025-09-03-tagged.md:3:17: error: unknown tag "ufos"`},
		{"malformed settings", "site.toml", "[site]\ntoken = \"Fixture\"\nbase-path = \"/ds/\"\n",
			`site.toml:3:1: error: unknown setting "site.base-path"`},
	}
	for _, tt := range badInputs {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(root, filepath.FromSlash(tt.file))
			old, had := os.ReadFile(path)
			write(t, path, tt.text)
			defer func() {
				if had == nil {
					os.WriteFile(path, old, 0o644)
				} else {
					os.Remove(path)
				}
			}()
			var out bytes.Buffer
			_, err := Build(context.Background(), Options{Root: root, Out: &out})
			var failed *diag.Failed
			if !errors.As(err, &failed) {
				t.Fatalf("want a content error, got %v", err)
			}
			if !strings.Contains(out.String(), tt.want) {
				t.Errorf("output lacks %q:\n%s", tt.want, out.String())
			}
			if strings.Contains(out.String(), "Docusaurus version") {
				t.Errorf("Node ran despite a content error")
			}
			fixture.SameTree(t, before, fixture.Snapshot(t, site))
		})
	}

	t.Run("a second build at once is refused", func(t *testing.T) {
		held, err := lock.Acquire(filepath.Join(root, ".stage", ".lock"))
		if err != nil {
			t.Fatal(err)
		}
		defer held.Release()
		_, err = Build(context.Background(), Options{Root: root, Out: &bytes.Buffer{}})
		if !errors.Is(err, lock.ErrBusy) {
			t.Fatalf("want the lock to refuse, got %v", err)
		}
		fixture.SameTree(t, before, fixture.Snapshot(t, site))
	})

	t.Run("a stopped build keeps the last site and leaves no output", func(t *testing.T) {
		for _, loc := range []string{"ja", "en"} {
			os.Remove(filepath.Join(root, ".stage", loc, "build.key")) // make Node run again
		}
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		out := &cancelOnLine{cancel: cancel, trigger: "Creating an optimized production build"}
		_, err := Build(ctx, Options{Root: root, Out: out})
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("want a cancelled build, got %v", err)
		}
		fixture.SameTree(t, before, fixture.Snapshot(t, site))
		for _, loc := range []string{"ja", "en"} {
			if _, err := os.Stat(filepath.Join(root, ".stage", loc, "build")); !os.IsNotExist(err) {
				t.Errorf("%s: half-built output left in the stage", loc)
			}
		}
	})

	t.Run("a broken link in the built pages keeps the last site", func(t *testing.T) {
		// Raw HTML in MDX is not markdown, so only the check of the built
		// pages sees this link.
		docInBothLocales(t, root, "raw.mdx", "---\ntitle: raw\n---\n\n<a href=\"/nowhere\">gone</a>\n")
		var out bytes.Buffer
		_, err := Build(context.Background(), Options{Root: root, Out: &out})
		if err == nil || !strings.Contains(err.Error(), "broken internal links") {
			t.Fatalf("want the link check to fail the build, got %v", err)
		}
		if !strings.Contains(out.String(), "/ds/en/raw → /nowhere") {
			t.Errorf("the report does not name the page and link:\n%s", out.String())
		}
		fixture.SameTree(t, before, fixture.Snapshot(t, site))
	})

	t.Run("invalid HTML in the built pages keeps the last site", func(t *testing.T) {
		if _, err := htmlcheck.Find(root); err != nil {
			fixture.MissingTool(t, "the Nu HTML Checker", err.Error())
		}
		// Valid MDX that writes markup the HTML standard does not allow.
		docInBothLocales(t, root, "markup.mdx", "---\ntitle: markup\n---\n\n<input type=\"search\" role=\"combobox\" aria-label=\"find\" />\n")
		var out bytes.Buffer
		_, err := Build(context.Background(), Options{Root: root, Out: &out})
		if err == nil || !strings.Contains(err.Error(), "HTML errors on 2 pages") {
			t.Fatalf("want the HTML check to fail the build, got %v\n%s", err, out.String())
		}
		if !strings.Contains(out.String(), "Bad value “search” for attribute “type” on element “input”. (2 pages):\n  /ds/en/markup → line ") {
			t.Errorf("the report does not group the error with an example page:\n%s", out.String())
		}
		fixture.SameTree(t, before, fixture.Snapshot(t, site))
	})

	// Built alone, a locale's changed pages are checked before the merge
	// (htmlcheck.Ahead); a page with errors is left to the check of the
	// merged site, which reports it.
	t.Run("invalid HTML from an edit in one locale keeps the last site", func(t *testing.T) {
		if _, err := htmlcheck.Find(root); err != nil {
			fixture.MissingTool(t, "the Nu HTML Checker", err.Error())
		}
		doc := filepath.Join(root, "i18n/en/docusaurus-plugin-content-docs/current/tips/draft.mdx")
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		write(t, doc, string(b)+"\n<input type=\"search\" role=\"combobox\" aria-label=\"find\" />\n")
		defer write(t, doc, string(b))
		var out bytes.Buffer
		rep, err := Build(context.Background(), Options{Root: root, Out: &out})
		if err == nil || !strings.Contains(err.Error(), " on 1 page: ") {
			t.Fatalf("want the HTML check to fail the build, got %v (%v)\n%s", err, rep, out.String())
		}
		if !strings.Contains(out.String(), "/ds/en/tips/draft → line ") {
			t.Errorf("the report does not name the page:\n%s", out.String())
		}
		fixture.SameTree(t, before, fixture.Snapshot(t, site))
	})

	t.Run("failing Node build keeps the last site", func(t *testing.T) {
		// MDX that does not compile passes the content checks but fails in Node.
		for _, dir := range []string{"site/docs", "i18n/en/docusaurus-plugin-content-docs/current"} {
			bad := filepath.Join(root, dir, "broken.mdx")
			write(t, bad, "---\ntitle: broken\n---\n\n<div>never closed\n")
			defer os.Remove(bad)
		}
		var out bytes.Buffer
		_, err := Build(context.Background(), Options{Root: root, Out: &out})
		var nerr *nodebuild.Error
		if !errors.As(err, &nerr) {
			t.Fatalf("want a Node build failure, got %v", err)
		}
		if len(nerr.Tail) == 0 {
			t.Errorf("the error carries no output tail")
		}
		for _, loc := range []string{"ja", "en"} {
			if _, err := os.Stat(bundlerCache(filepath.Join(root, ".stage", loc))); !os.IsNotExist(err) {
				t.Errorf("%s: the failed build left its bundler cache (%v)", loc, err)
			}
		}
		fixture.SameTree(t, before, fixture.Snapshot(t, site))
	})

	// Incremental builds: each locale is rebuilt only when its inputs change,
	// and the result equals a clean build's.
	build := func(t *testing.T) (*Report, string) {
		t.Helper()
		var out bytes.Buffer
		rep, err := Build(context.Background(), Options{Root: root, Out: &out})
		if err != nil {
			t.Fatalf("%v\n%s", err, out.String())
		}
		return rep, out.String()
	}
	rebuilt := func(rep *Report) string {
		var locs []string
		for _, r := range rep.Results {
			locs = append(locs, r.Locale)
		}
		return strings.Join(locs, ",")
	}
	build(t) // after the failure cases above, rebuild what they removed

	t.Run("nothing changed: no Node, site untouched", func(t *testing.T) {
		prev := fixture.Snapshot(t, site)
		rep, out := build(t)
		if len(rep.Results) != 0 || strings.Contains(out, "Creating an optimized production build") {
			t.Fatalf("Node ran for %q", rebuilt(rep))
		}
		if !strings.Contains(out, "the site is up to date") {
			t.Errorf("no word that the site is current:\n%s", out)
		}
		fixture.SameTree(t, prev, fixture.Snapshot(t, site))
	})

	t.Run("a shared change rebuilds both", func(t *testing.T) {
		css := filepath.Join(root, "site/src/css/custom.css")
		b, _ := os.ReadFile(css)
		write(t, css, string(b)+"\n.fixture-change { color: inherit; }\n")
		rep, _ := build(t)
		if got := rebuilt(rep); got != "ja,en" && got != "en,ja" {
			t.Fatalf("rebuilt %q", got)
		}
	})

	t.Run("an English edit rebuilds English only", func(t *testing.T) {
		post := filepath.Join(root, "i18n/en/docusaurus-plugin-content-blog/2025-09-02-second-sighting.md")
		b, _ := os.ReadFile(post)
		write(t, post, strings.Replace(string(b), "One post a page", "Exactly one post a page", 1))
		caches, _ := filepath.Glob(filepath.Join(bundlerCache(filepath.Join(root, ".stage", "en")), "rspack", "*", "client"))
		if len(caches) != 1 {
			t.Fatalf("the last build kept %d bundler caches, want one: %v", len(caches), caches)
		}
		entry := filepath.Join(site, "en", "assets", "js", "main.*.js")
		before, _ := filepath.Glob(entry)
		rep, out := build(t)
		if got := rebuilt(rep); got != "en" || len(rep.Reused) != 1 || rep.Reused[0] != "ja" {
			t.Fatalf("rebuilt %q, reused %v", got, rep.Reused)
		}
		// The post and the lists that show it are rendered again; every
		// other page is its last render in this build's template
		// (site/src/plugins/render/reuse.js), which the last subtest
		// compares with a clean build.
		if m := rerendered.FindStringSubmatch(out); m == nil || m[1] == "0" || m[1] == m[2] {
			t.Errorf("not a part of the pages rendered again: %q\n%s", m, out)
		}
		// Only the scripts whose text the edit changed are minified again;
		// the last subtest compares the others with a clean build's.
		if m := reminified.FindStringSubmatch(out); m == nil || m[1] == "0" || m[1] == m[2] {
			t.Errorf("not a part of the scripts minified again: %q\n%s", m, out)
		}
		// The edit leaves the route table, and so the entry chunk that holds
		// it, as they were (site/src/plugins/route-keys.js).
		if after, _ := filepath.Glob(entry); len(before) != 1 || !slices.Equal(before, after) {
			t.Errorf("the entry chunk changed with the edit: %v, then %v", before, after)
		}
		// Compiled with that cache, the page has the edit.
		en, _ := os.ReadFile(filepath.Join(site, "en/blog/2025/09/02/second-sighting.html"))
		if !strings.Contains(string(en), "Exactly one post a page") {
			t.Error("the English page lacks the edit")
		}
	})

	t.Run("a Japanese edit to a translated post rebuilds Japanese only", func(t *testing.T) {
		post := filepath.Join(root, "site/blog/2025-09-02-second-sighting.md")
		b, _ := os.ReadFile(post)
		write(t, post, string(b)+"\n日本語の原稿だけに加えた一文。\n")
		rep, _ := build(t)
		if got := rebuilt(rep); got != "ja" || len(rep.Reused) != 1 || rep.Reused[0] != "en" {
			t.Fatalf("rebuilt %q, reused %v", got, rep.Reused)
		}
		ja, _ := os.ReadFile(filepath.Join(site, "blog/2025/09/02/second-sighting.html"))
		en, _ := os.ReadFile(filepath.Join(site, "en/blog/2025/09/02/second-sighting.html"))
		if !strings.Contains(string(ja), "日本語の原稿だけに加えた一文") || !strings.Contains(string(en), "Exactly one post a page") {
			t.Errorf("the Japanese page lacks the edit or the English page its own text")
		}
	})

	// A figure's drawing is put in the page from its own file
	// (site/src/remark/figure.js); the page depends on that file as it
	// depends on an image.
	t.Run("an edited drawing shows in its rebuilt page", func(t *testing.T) {
		sketch := filepath.Join(root, "i18n/en/docusaurus-plugin-content-docs/current/tips/sky-sketch.svg")
		b, _ := os.ReadFile(sketch)
		write(t, sketch, strings.Replace(string(b), "about 3 s", "about three seconds", 1))
		rep, _ := build(t)
		if got := rebuilt(rep); got != "en" {
			t.Fatalf("rebuilt %q", got)
		}
		page, _ := os.ReadFile(filepath.Join(site, "en/tips/ayakashi.html"))
		if !strings.Contains(string(page), `role="img" aria-label="The lights&#x27; path`) || !strings.Contains(string(page), ">about three seconds</text>") {
			t.Error("the English page does not show the edited drawing")
		}
	})

	// The last three builds compiled with the bundler's cache, which the
	// shared change before them had started afresh.
	t.Run("incremental result equals a clean build", func(t *testing.T) {
		incremental := builtSite(t, site)
		if err := Clean(Options{Root: root, Out: &bytes.Buffer{}}); err != nil {
			t.Fatal(err)
		}
		rep, _ := build(t)
		if len(rep.Results) != 2 {
			t.Fatalf("a clean build reused output: %v", rep.Reused)
		}
		fixture.SameTree(t, incremental, builtSite(t, site))
	})

	// A large site bundles its client in a child process
	// (site/src/plugins/bundler-memory.js); the limit of 0 routes makes this
	// small one do so. Its pages are rendered in three processes here
	// (site/src/plugins/render), which the child must leave to the parent;
	// the kept render results and the bundler's cache are removed, so that
	// every page is rendered and every module compiled.
	t.Run("a client bundled apart and pages rendered in three processes give the same site", func(t *testing.T) {
		want := builtSite(t, site)
		for _, loc := range []string{"ja", "en"} {
			os.Remove(filepath.Join(root, ".stage", loc, "build.key"))
			os.RemoveAll(pageStore(filepath.Join(root, ".stage", loc)))
			os.RemoveAll(filepath.Join(bundlerCache(filepath.Join(root, ".stage", loc)), "rspack"))
		}
		t.Setenv("DS_SPLIT_BUNDLING_ABOVE", "0")
		t.Setenv("DS_RENDER_PROCESSES", "3")
		rep, out := build(t)
		if len(rep.Results) != 2 {
			t.Fatalf("rebuilt %q", rebuilt(rep))
		}
		// The child loads the site again, and says so.
		if n := strings.Count(out, "Creating an optimized production build"); n != 4 {
			t.Errorf("%d locale builds started, want 4 (two processes a locale)", n)
		}
		// The server bundle takes the markdown the child compiled instead of
		// compiling it again.
		if m := regexp.MustCompile(`the server with (\d+) markdown files compiled there`).FindAllStringSubmatch(out, -1); len(m) != 2 || m[0][1] == "0" || m[1][1] == "0" {
			t.Errorf("the server bundles did not say they took the child's compiled markdown: %q", m)
		}
		if n := strings.Count(out, "pages in 3 processes"); n != 2 {
			t.Errorf("%d locales rendered in three processes, want 2:\n%s", n, out)
		}
		// The sitemap leaves out a page whose head says noindex, which it
		// reads from what the helper process collected.
		for _, sitemap := range []string{"sitemap.xml", "en/sitemap.xml"} {
			b, err := os.ReadFile(filepath.Join(site, sitemap))
			if err != nil || !strings.Contains(string(b), "/tips/ayakashi") || strings.Contains(string(b), "/tips/draft") {
				t.Errorf("%s lists the tips page and leaves out the noindex draft? %v", sitemap, err)
			}
		}
		fixture.SameTree(t, want, builtSite(t, site))
	})
}

// cancelOnLine cancels a build as soon as its output shows a line, the way
// Ctrl-C arrives while Node is running.
type cancelOnLine struct {
	mu      sync.Mutex
	cancel  func()
	trigger string
	seen    bytes.Buffer
}

func (c *cancelOnLine) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.seen.Write(p)
	if strings.Contains(c.seen.String(), c.trigger) {
		c.cancel()
	}
	return len(p), nil
}

func write(t *testing.T, path, s string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func htmlLang(t *testing.T, path string) string {
	var lang string
	walk(fixture.ParseHTML(t, path), func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "html" {
			lang = attr(n, "lang")
		}
	})
	return lang
}

// anchors returns the attributes of every <a> of a page.
func anchors(t *testing.T, path string) []map[string]string {
	var out []map[string]string
	walk(fixture.ParseHTML(t, path), func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "a" {
			m := map[string]string{}
			for _, a := range n.Attr {
				m[a.Key] = a.Val
			}
			out = append(out, m)
		}
	})
	return out
}

func walk(n *html.Node, f func(*html.Node)) {
	f(n)
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		walk(c, f)
	}
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// rerendered is the line of a locale build that rendered some of its pages
// again and reused the others' last render.
var rerendered = regexp.MustCompile(`Rendering (\d+) of (\d+) pages in 1 process; the other \d+ are as they were \(page-reuse\)`)

// reminified is the log line of site/src/plugins/minified-scripts.js.
var reminified = regexp.MustCompile(`\[en\] .*Minified (\d+) of (\d+) scripts, the others as the last build left them \(minified-scripts\)`)

// pageStore is where a staged tree keeps its pages' render results.
func pageStore(dir string) string { return filepath.Join(bundlerCache(dir), "pages") }

// runtimeChunk is the bundler's runtime; chunkHash, each chunk file it names.
var (
	runtimeChunk = regexp.MustCompile(`runtime~main\.[0-9a-f]{8}\.js`)
	chunkHash    = regexp.MustCompile(`"[0-9a-f]{8}"`)
)

// builtSite sums a site for comparing two builds of it, one of them compiled
// with the bundler's cache. Such a build minifies the runtime chunk with
// other variable names and so gives it another file name
// (site/src/plugins/bundler-cache.js); the runtime is summed by the chunk
// files it names, and every other file with the runtime's name left out.
func builtSite(t *testing.T, dir string) map[string][32]byte {
	const runtime = "runtime~main.js"
	return fixture.Sums(t, dir, func(rel string, b []byte) (string, [32]byte) {
		if runtimeChunk.MatchString(filepath.Base(rel)) {
			names := chunkHash.FindAll(b, -1)
			slices.SortFunc(names, bytes.Compare)
			return runtimeChunk.ReplaceAllString(rel, runtime), sha256.Sum256(bytes.Join(names, nil))
		}
		return rel, sha256.Sum256(runtimeChunk.ReplaceAll(b, []byte(runtime)))
	})
}

// docInBothLocales writes a doc in Japanese and English for one subtest.
func docInBothLocales(t *testing.T, root, name, text string) {
	t.Helper()
	for _, dir := range []string{"site/docs", "i18n/en/docusaurus-plugin-content-docs/current"} {
		doc := filepath.Join(root, dir, name)
		write(t, doc, text)
		t.Cleanup(func() { os.Remove(doc) })
	}
}
