package htmlcheck

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/support/linktree"
)

// A Gate is a checker started before the pages it will check exist. The
// checker spends most of a small check starting: about 0.8 s of a two-page
// check's 1.2 s goes to the JVM and the checker's schemas before it reads a
// page. A gate's checker is given two things to read: a named pipe, which
// holds it once it has started, and then a folder, which it lists only when
// it gets there. Check fills the folder with the pages and lets a valid
// document through the pipe.
type Gate struct {
	dir    string // holds the pipe and the folder of pages
	stop   context.CancelFunc
	done   chan struct{} // closed when the checker has ended
	msgs   []message
	err    error
	used   bool
	closed bool
}

const (
	gateFile  = "gate.html"
	gatePages = "pages"
	// gateDoc is what passes the gate: the smallest valid document.
	gateDoc = `<!DOCTYPE html><html lang="en"><title>gate</title>`
)

// OpenGate starts the checker of root's node_modules on a gate. It returns
// nil where there is no Java or no named pipe; the caller checks the usual
// way then.
func OpenGate(ctx context.Context, root string) *Gate {
	c, err := Find(root)
	if err != nil {
		return nil
	}
	return openGate(ctx, c)
}

func openGate(ctx context.Context, c Checker) *Gate {
	dir, err := os.MkdirTemp("", "htmlcheck-gate-")
	if err != nil {
		return nil
	}
	// The checker names files by their real paths; the gate's must match.
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	if mkfifo(filepath.Join(dir, gateFile)) != nil || os.Mkdir(filepath.Join(dir, gatePages), 0o755) != nil {
		os.RemoveAll(dir)
		return nil
	}
	ctx, stop := context.WithCancel(ctx)
	g := &Gate{dir: dir, stop: stop, done: make(chan struct{})}
	go func() {
		defer close(g.done)
		g.msgs, g.err = c.runOnce(ctx, dir, []string{gateFile, gatePages}, quick)
	}()
	return g
}

// Check checks files, slash paths relative to dir, and returns the
// checker's errors with each file relative to dir, as run does. A gate
// checks once.
func (g *Gate) Check(dir string, files []string) ([]message, error) {
	if g.used {
		return nil, errors.New("htmlcheck: a gate checks once")
	}
	g.used = true
	pages := filepath.Join(g.dir, gatePages)
	for _, f := range files {
		to := filepath.Join(pages, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return nil, err
		}
		if err := linktree.File(filepath.Join(dir, filepath.FromSlash(f)), to); err != nil {
			return nil, err
		}
	}
	if err := g.open(); err != nil {
		return nil, err
	}
	<-g.done
	if g.err != nil {
		return nil, g.err
	}
	// A message about a file the gate cannot name would let a page with
	// errors pass: that fails instead.
	var msgs []message
	for _, m := range g.msgs {
		rel, ok := strings.CutPrefix(m.URL, gatePages+"/")
		if !ok {
			return nil, fmt.Errorf("htmlcheck: the checker reported on %s, not one of the pages given: %s", m.URL, m.Message)
		}
		m.URL = rel
		msgs = append(msgs, m)
	}
	return msgs, nil
}

// open writes the gate document into the pipe once the checker reads it,
// or reports why the checker ended without doing so.
func (g *Gate) open() error {
	for {
		w, err := openWriter(filepath.Join(g.dir, gateFile))
		if err == nil {
			_, err = w.WriteString(gateDoc)
			if cerr := w.Close(); err == nil {
				err = cerr
			}
			return err
		}
		if !errors.Is(err, errNoReader) {
			return err
		}
		select {
		case <-g.done:
			if g.err != nil {
				return g.err
			}
			return errors.New("htmlcheck: the checker ended before its gate opened")
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// Close stops the checker if it still waits, and removes the gate.
func (g *Gate) Close() {
	if g == nil || g.closed {
		return
	}
	g.closed = true
	g.stop()
	<-g.done
	os.RemoveAll(g.dir)
}
