package stagetree

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	cp "github.com/otiai10/copy"
)

func files(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if rel == "node_modules" {
			return nil
		}
		if !info.IsDir() {
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(out)
	return out
}

func TestTree(t *testing.T) {
	root := t.TempDir()
	if err := cp.Copy("testdata/repo", root); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(root, "node_modules"), 0o755); err != nil {
		t.Fatal(err)
	}
	layout := content.Layout{DefaultLocale: "ja"}
	normalised := map[string][]byte{"site/blog/2025-09-01-a.md": []byte("---\ntags: [UFO]\n---\nja\n")}
	opts := func(locale string) Options {
		return Options{Root: root, Dir: filepath.Join(root, ".stage", locale), Locale: locale, Layout: layout, Files: normalised}
	}

	st, err := Tree(opts("en"))
	if err != nil {
		t.Fatal(err)
	}
	en := filepath.Join(root, ".stage", "en")
	want := "blog/2025-09-01-a.md blog/tags.yml docs/index.md docusaurus.config.js i18n/en/docusaurus-plugin-content-blog/2025-09-01-a.md package.json sidebars.js src/css/custom.css static/img/logo.svg"
	if got := strings.Join(files(t, en), " "); got != want {
		t.Fatalf("en stage:\n%s\nwant:\n%s", got, want)
	}
	if st.Written != 9 {
		t.Errorf("first staging wrote %d files, want 9", st.Written)
	}
	if b, _ := os.ReadFile(filepath.Join(en, "blog", "2025-09-01-a.md")); string(b) != string(normalised["site/blog/2025-09-01-a.md"]) {
		t.Errorf("staged post is not the normalised text: %q", b)
	}
	if target, err := os.Readlink(filepath.Join(en, "node_modules")); err != nil || target != filepath.Join(root, "node_modules") {
		t.Errorf("node_modules link: %q %v", target, err)
	}

	// Nothing changed: nothing is written.
	if st, err = Tree(opts("en")); err != nil || st.Written != 0 || st.Removed != 0 || st.Unchanged != 9 {
		t.Errorf("second staging: %+v %v", st, err)
	}

	// A removed source disappears from the stage; an edit is written.
	if err := os.Remove(filepath.Join(root, "site", "static", "img", "logo.svg")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "site", "docs", "index.md"), []byte("---\ntitle: changed\n---\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, err = Tree(opts("en")); err != nil || st.Written != 1 || st.Removed != 1 {
		t.Errorf("after an edit and a removal: %+v %v", st, err)
	}
	if _, err := os.Stat(filepath.Join(en, "static", "img", "logo.svg")); !os.IsNotExist(err) {
		t.Errorf("removed source still staged")
	}

	// The default locale's tree carries its own i18n folder, not the others'.
	if _, err := Tree(opts("ja")); err != nil {
		t.Fatal(err)
	}
	ja := strings.Join(files(t, filepath.Join(root, ".stage", "ja")), " ")
	if !strings.Contains(ja, "i18n/ja/code.json") || strings.Contains(ja, "i18n/en") {
		t.Errorf("ja stage: %s", ja)
	}
}

// writer writes files below dir, making their folders.
func writer(t *testing.T, dir string) func(rel, s string) {
	return func(rel, s string) {
		t.Helper()
		p := filepath.Join(dir, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestHash(t *testing.T) {
	dir := t.TempDir()
	write := writer(t, dir)
	write("docs/a.md", "a")
	write("blog/b.md", "b")
	h1, _ := Hash(dir)
	write(".docusaurus/cache.json", "generated")
	write("build/index.html", "output")
	if h2, _ := Hash(dir); h2 != h1 {
		t.Error("generated folders changed the hash")
	}
	write("docs/a.md", "changed")
	if h3, _ := Hash(dir); h3 == h1 {
		t.Error("an edit left the hash as it was")
	}
	write("docs/a.md", "a")
	os.Rename(filepath.Join(dir, "blog/b.md"), filepath.Join(dir, "blog/c.md"))
	if h4, _ := Hash(dir); h4 == h1 {
		t.Error("a rename left the hash as it was")
	}
}

func TestCodeHashLeavesContentOut(t *testing.T) {
	dir := t.TempDir()
	write := writer(t, dir)
	write("docusaurus.config.js", "config")
	write("src/css/custom.css", "css")
	write("blog/b.md", "b")
	write("i18n/en/code.json", "{}")
	h1, _ := CodeHash(dir)
	for _, rel := range []string{"blog/b.md", "docs/a.md", "i18n/en/docusaurus-plugin-content-blog/b.md", "i18n/en/docusaurus-plugin-content-docs/current/a.md", ".cache/rspack/client/x"} {
		write(rel, "edited")
		if h, _ := CodeHash(dir); h != h1 {
			t.Errorf("%s changed the code hash", rel)
		}
	}
	for _, rel := range []string{"src/css/custom.css", "docusaurus.config.js", "i18n/en/code.json", "sidebars.js"} {
		write(rel, "edited")
		h, _ := CodeHash(dir)
		if h == h1 {
			t.Errorf("%s left the code hash as it was", rel)
		}
		h1 = h
	}
}

// TestTreeLeavesFoldersAlone: an edit restages the edited file and nothing
// else. A folder whose mode or times are set again is a change to every
// watcher of the staged tree, and the development server answers it by
// reloading the whole site instead of one page.
func TestTreeLeavesFoldersAlone(t *testing.T) {
	root := t.TempDir()
	if err := cp.Copy("testdata/repo", root); err != nil {
		t.Fatal(err)
	}
	o := Options{Root: root, Dir: filepath.Join(root, ".stage", "en"), Locale: "en", Layout: content.Layout{DefaultLocale: "ja"}}
	if _, err := Tree(o); err != nil {
		t.Fatal(err)
	}
	changed := func() map[string]string {
		m := map[string]string{}
		err := filepath.Walk(o.Dir, func(p string, info os.FileInfo, err error) error {
			if err != nil || info.Name() == "node_modules" {
				return err
			}
			st := info.Sys().(*syscall.Stat_t)
			m[p] = fmt.Sprint(st.Ctim, info.Mode(), info.ModTime())
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	before := changed()
	edited := filepath.Join(root, "site", "docs", "index.md")
	if err := os.WriteFile(edited, []byte("---\ntitle: changed\n---\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, err := Tree(o); err != nil || st.Written != 1 {
		t.Fatalf("after one edit: %+v %v", st, err)
	}
	// The edited file is replaced in one step (copyFile), which gives its
	// own folder a new entry and so new times; every other folder stays as
	// it was.
	for p, now := range changed() {
		if was := before[p]; now != was && p != filepath.Join(o.Dir, "docs", "index.md") && p != filepath.Join(o.Dir, "docs") {
			t.Errorf("%s changed (%s, was %s)", p, was, now)
		}
	}
}

// A staged file that changes is replaced whole, never written into: a
// watcher of the tree never sees it truncated, and whoever still holds the
// old file (here a hard link) keeps it as it was. The new version is made
// beside the tree and leaves nothing behind there.
func TestTreeReplacesChangedFiles(t *testing.T) {
	root := t.TempDir()
	if err := cp.Copy("testdata/repo", root); err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(filepath.Join(root, "node_modules"), 0o755)
	stage := filepath.Join(root, ".stage")
	post := "site/blog/2025-09-01-a.md"
	opts := func(text string) Options {
		return Options{Root: root, Dir: filepath.Join(stage, "ja"), Locale: "ja", Layout: content.Layout{DefaultLocale: "ja"},
			Files: map[string][]byte{post: []byte(text)}}
	}
	if _, err := Tree(opts("first\n")); err != nil {
		t.Fatal(err)
	}
	staged := map[string]string{ // staged file: the link that keeps its first version
		filepath.Join(stage, "ja", "blog", "2025-09-01-a.md"): filepath.Join(root, "held-post"),
		filepath.Join(stage, "ja", "docs", "index.md"):        filepath.Join(root, "held-doc"),
	}
	for f, held := range staged {
		if err := os.Link(f, held); err != nil {
			t.Fatal(err)
		}
	}
	before := fixture.Read(t, filepath.Join(root, "held-doc"))
	writer(t, root)("site/docs/index.md", "---\ntitle: changed\n---\n")
	st, err := Tree(opts("second\n"))
	if err != nil || st.Written != 2 {
		t.Fatalf("after two edits: %+v %v", st, err)
	}
	if got := fixture.Read(t, filepath.Join(root, "held-post")); got != "first\n" {
		t.Errorf("the rewritten post was written into: the old file now holds %q", got)
	}
	if got := fixture.Read(t, filepath.Join(root, "held-doc")); got != before {
		t.Errorf("the copied doc was written into: the old file now holds %q", got)
	}
	for f := range staged {
		info, err := os.Stat(f)
		if err != nil || info.Mode().Perm() != 0o644 {
			t.Errorf("%s: %v %v, want a file of mode 0644", f, info.Mode(), err)
		}
	}
	if got := fixture.Read(t, filepath.Join(stage, "ja", "blog", "2025-09-01-a.md")); got != "second\n" {
		t.Errorf("staged post %q", got)
	}
	if left, _ := filepath.Glob(filepath.Join(stage, ".*.tmp")); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
}
