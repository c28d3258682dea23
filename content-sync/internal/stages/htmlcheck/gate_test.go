package htmlcheck

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
	cp "github.com/otiai10/copy"
)

// A gate opened before the pages exist checks them once they are written,
// with the messages a check started afterwards gives, and leaves nothing.
func TestGateChecksPagesWrittenAfterItOpens(t *testing.T) {
	c := checker(t)
	dir := t.TempDir()
	g := openGate(context.Background(), c)
	if g == nil {
		t.Skip("no named pipes here")
	}
	defer g.Close()
	time.Sleep(200 * time.Millisecond) // the checker starts meanwhile
	if err := cp.Copy(filepath.Join("testdata", "site"), dir); err != nil {
		t.Fatal(err)
	}
	files := []string{"en/bad.html", "index.html"}
	got, err := g.Check(dir, files)
	if err != nil {
		t.Fatal(err)
	}
	want, err := c.run(context.Background(), dir, files, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(want) == 0 || !sameMessages(got, want) {
		t.Errorf("through the gate: %v\nstarted afterwards: %v", got, want)
	}
	if _, err := g.Check(dir, files); err == nil {
		t.Error("a gate checked twice")
	}
	g.Close()
	if _, err := os.Stat(g.dir); !os.IsNotExist(err) {
		t.Errorf("the gate's folder is left: %v", err)
	}
}

// A gate closed unused stops its checker, and a checker that fails before
// it reaches the gate makes Check fail instead of waiting for ever.
func TestGateEndsWithoutPages(t *testing.T) {
	c := checker(t)
	g := openGate(context.Background(), c)
	if g == nil {
		t.Skip("no named pipes here")
	}
	closed := make(chan struct{})
	go func() { g.Close(); close(closed) }()
	select {
	case <-closed:
	case <-time.After(30 * time.Second):
		t.Fatal("Close did not stop the waiting checker")
	}
	if _, err := os.Stat(g.dir); !os.IsNotExist(err) {
		t.Errorf("the gate's folder is left: %v", err)
	}

	broken := c
	broken.Java = "false"
	g = openGate(context.Background(), broken)
	defer g.Close()
	if _, err := g.Check(t.TempDir(), nil); err == nil || !strings.Contains(err.Error(), "Nu HTML Checker failed") {
		t.Errorf("a checker that could not start: %v", err)
	}
}

// Ahead through a gate finds the same pages valid as without one.
func TestAheadThroughAGate(t *testing.T) {
	checker(t)
	dir := siteCopy(t)
	g := OpenGate(context.Background(), fixture.RepoRoot())
	if g == nil {
		t.Skip("no named pipes here")
	}
	defer g.Close()
	ahead, err := Ahead(context.Background(), fixture.RepoRoot(), dir, "", 10, g)
	if err != nil {
		t.Fatal(err)
	}
	if len(ahead) != 1 {
		t.Fatalf("%d pages found valid ahead, want 1 (index.html; en/bad.html has errors)", len(ahead))
	}
}
