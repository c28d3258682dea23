package lastupdate

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/normalize"
)

func run(t *testing.T, dir string, env []string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

func put(t *testing.T, root, rel, s string) {
	t.Helper()
	p := filepath.Join(root, rel)
	os.MkdirAll(filepath.Dir(p), 0o755)
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestCollectAndEdits(t *testing.T) {
	root := t.TempDir()
	run(t, root, nil, "init", "-q")
	run(t, root, nil, "config", "user.name", "Local Writer")
	run(t, root, nil, "config", "user.email", "local@example.com")
	// Names go through .mailmap, for commits and for the local user alike.
	put(t, root, ".mailmap", "Ayakashi <a@example.com>\nLocal Writer (site) <local@example.com>\n")
	put(t, root, "site/blog/2025-09-01-a.md", "---\ntitle: a\n---\nbody\n")
	put(t, root, "site/docs/index.md", "---\ntitle: home\n---\n")
	when := []string{"GIT_AUTHOR_DATE=2025-09-02T10:00:00+09:00", "GIT_COMMITTER_DATE=2025-09-02T10:00:00+09:00", "GIT_AUTHOR_NAME=ayakashi-old-name", "GIT_AUTHOR_EMAIL=a@example.com", "GIT_COMMITTER_NAME=Ayakashi", "GIT_COMMITTER_EMAIL=a@example.com"}
	run(t, root, when, "add", "-A")
	run(t, root, when, "commit", "-q", "-m", "first")
	put(t, root, "site/docs/index.md", "---\ntitle: home, edited\n---\n") // not committed
	put(t, root, "site/docs/new.md", "---\ntitle: new\nlast_update:\n  date: 2025-01-01\n---\n")

	site, l := content.Load(root, "ja", []string{"ja"})
	if len(l) != 0 {
		t.Fatal(l)
	}
	var paths []string
	for _, d := range site.Docs {
		paths = append(paths, d.Path)
	}
	infos, notes := Collect(root, paths)
	a := infos["site/blog/2025-09-01-a.md"]
	if !a.FromGit || a.Author != "Ayakashi" || !a.Date.Equal(time.Date(2025, 9, 2, 1, 0, 0, 0, time.UTC)) {
		t.Errorf("committed file: %+v", a)
	}
	if i := infos["site/docs/index.md"]; i.FromGit || i.Author != "Local Writer (site)" {
		t.Errorf("modified file: %+v", i)
	}
	if len(notes) != 1 || !strings.Contains(notes[0], "2 files not committed yet") {
		t.Errorf("notes %v", notes)
	}

	edits := Edits(site, infos)
	post := site.Find("ja", content.Post, "2025-09-01-a.md")
	got := string(normalize.Apply(post.Src, edits[post.Path]))
	want := "---\ntitle: a\nlast_update:\n  date: 2025-09-02T01:00:00Z\n  author: \"Ayakashi\"\n---\nbody\n"
	if got != want {
		t.Errorf("post:\n%s\nwant:\n%s", got, want)
	}
	if len(edits["site/docs/new.md"]) != 0 {
		t.Error("a page that sets last_update itself was changed")
	}
}

func TestNotACheckout(t *testing.T) {
	root := t.TempDir()
	put(t, root, "site/docs/index.md", "---\ntitle: home\n---\n")
	infos, notes := Collect(root, []string{"site/docs/index.md"})
	if infos["site/docs/index.md"].FromGit || len(notes) != 1 || !strings.Contains(notes[0], "no git history") {
		t.Errorf("infos %+v notes %v", infos, notes)
	}
}
