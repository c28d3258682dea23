package devserver

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"

	cp "github.com/otiai10/copy"
)

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestWatchMirrorsChanges runs the watcher and the sync, without Node, and
// checks that creating, editing, renaming and deleting sources shows in the
// staged tree, normalised, and that a mistake is reported without stopping.
func TestWatchMirrorsChanges(t *testing.T) {
	root, s, out := newSyncer(t)
	if _, err := s.Sync(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go Watch(ctx, root, func() { s.Sync() })
	time.Sleep(200 * time.Millisecond) // let the watcher start

	staged := func(rel string) string {
		b, err := os.ReadFile(filepath.Join(s.Dir, filepath.FromSlash(rel)))
		if err != nil {
			return "<missing>"
		}
		return string(b)
	}
	eventually := func(what string, ok func() bool) {
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			if ok() {
				return
			}
		}
		t.Fatalf("%s: not mirrored in time\n%s", what, out.String())
	}
	write := func(rel, text string) {
		t.Helper()
		p := filepath.Join(root, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	enPost := "i18n/en/docusaurus-plugin-content-blog/2025-09-03-third.md"

	write("site/blog/2025-09-03-third.md", "---\ntitle: 三つ目\ntags: [ufo]\n---\n本文\n")
	write(enPost, "---\ntitle: Third\ntags: [ufo]\n---\nFirst draft.\n")
	eventually("create, with the tag normalised", func() bool {
		return strings.Contains(staged(enPost), "tags: [UFO]") && strings.Contains(staged("blog/2025-09-03-third.md"), "tags: [UFO]")
	})

	write(enPost, "---\ntitle: Third\ntags: [ufo]\n---\nSecond draft.\n")
	eventually("edit", func() bool { return strings.Contains(staged(enPost), "Second draft.") })

	renamed := "i18n/en/docusaurus-plugin-content-blog/2025-09-04-third.md"
	if err := os.Rename(filepath.Join(root, enPost), filepath.Join(root, renamed)); err != nil {
		t.Fatal(err)
	}
	eventually("rename", func() bool {
		return staged(enPost) == "<missing>" && strings.Contains(staged(renamed), "Second draft.")
	})
	eventually("the mistake reported with its position", func() bool {
		return strings.Contains(out.String(), "2025-09-04-third.md:1:1: warning: translation of a post that does not exist in ja")
	})

	if err := os.Remove(filepath.Join(root, renamed)); err != nil {
		t.Fatal(err)
	}
	eventually("delete", func() bool { return staged(renamed) == "<missing>" })
}

// TestRejectedFileIsHeldBack: a save that validation rejects leaves the
// file's last good version in the preview, says why once, in the terminal
// and in the file the page reads, and lets the file through once fixed.
func TestRejectedFileIsHeldBack(t *testing.T) {
	root, s, out := newSyncer(t)
	post := "i18n/en/docusaurus-plugin-content-blog/2025-09-02-second-sighting.md"
	good, err := os.ReadFile(filepath.Join(root, post))
	if err != nil {
		t.Fatal(err)
	}
	sync := func(text string) {
		t.Helper()
		if text != "" {
			if err := os.WriteFile(filepath.Join(root, post), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.Sync(); err != nil {
			t.Fatal(err)
		}
	}
	staged := func() string {
		b, _ := os.ReadFile(filepath.Join(s.Dir, filepath.FromSlash(post)))
		return string(b)
	}
	problems := func() []Problem {
		var p []Problem
		b, err := os.ReadFile(filepath.Join(s.Dir, filepath.FromSlash(ProblemsFile)))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &p); err != nil {
			t.Fatal(err)
		}
		return p
	}
	sync("")
	before := staged()
	if len(problems()) != 0 {
		t.Fatalf("problems at the start: %v", problems())
	}

	// The bundler imports the list: a new one replaces the file whole, so
	// that it is never read half written, and nothing is left beside it.
	held := filepath.Join(t.TempDir(), "held")
	if err := os.Link(filepath.Join(s.Dir, filepath.FromSlash(ProblemsFile)), held); err != nil {
		t.Fatal(err)
	}

	bad := strings.Replace(string(good), "tags: [", "tags: [no-such-tag, ", 1)
	sync(bad)
	if staged() != before {
		t.Error("the rejected version reached the preview")
	}
	if b, _ := os.ReadFile(held); string(b) != "[]" {
		t.Errorf("the list was written into, not replaced: the old file holds %q", b)
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(s.Dir), ".*.tmp")); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
	p := problems()
	if len(p) != 1 || p[0].Path != post || !strings.Contains(p[0].Text, `unknown tag "no-such-tag"`) {
		t.Errorf("the page is told %v", p)
	}
	sync("") // another save elsewhere: nothing new to say
	if n := strings.Count(out.String(), `unknown tag "no-such-tag"`); n != 1 {
		t.Errorf("the error was printed %d times:\n%s", n, out.String())
	}

	fixed := strings.Replace(string(good), "\n---\n", "\n---\nFixed.\n", 1)
	sync(fixed)
	if !strings.Contains(staged(), "Fixed.") {
		t.Error("the fixed file did not reach the preview")
	}
	if len(problems()) != 0 {
		t.Errorf("the page still shows %v", problems())
	}
	if !strings.Contains(out.String(), "fixed") {
		t.Errorf("the terminal does not say it was fixed:\n%s", out.String())
	}
}

// newSyncer stages the fixture site's English tree from a copy of it, with
// an empty node_modules: the sync never runs Node.
func newSyncer(t *testing.T) (root string, s *Syncer, out *lockedBuffer) {
	t.Helper()
	root = t.TempDir()
	if err := cp.Copy(fixture.SiteDir(), root); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(t.TempDir(), filepath.Join(root, "node_modules")); err != nil {
		t.Fatal(err)
	}
	out = &lockedBuffer{}
	return root, &Syncer{Root: root, Locale: "en", Dir: StageDir(root, ".stage", "en"), Out: out}, out
}
