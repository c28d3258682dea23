package e2e

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ayakashi-research/ds/content-sync/devserver"
	"github.com/chromedp/chromedp"
	cp "github.com/otiai10/copy"
)

// TestLivePreview runs `mage start` on a small site with the real
// Docusaurus development server, opens a post in Chromium, edits the source
// and waits for the edit to show, as an author would.
func TestLivePreview(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the Docusaurus development server")
	}
	ctx := chrome(t)
	root := t.TempDir()
	if err := cp.Copy("../pipeline/testdata/site", root); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"docusaurus.config.js", "package.json", "site/src", "site/static"} {
		if err := cp.Copy(filepath.Join(repoRoot, p), filepath.Join(root, p)); err != nil {
			t.Fatal(err)
		}
	}
	modules, _ := filepath.Abs(filepath.Join(repoRoot, "node_modules"))
	if err := os.Symlink(modules, filepath.Join(root, "node_modules")); err != nil {
		t.Fatal(err)
	}
	port := freePort(t)
	out := &syncBuffer{}
	runCtx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- devserver.Run(runCtx, devserver.Options{Root: root, Locale: "en", Port: port, Out: out})
	}()
	defer func() {
		stop()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Error("the preview did not stop")
		}
	}()

	for deadline := time.Now().Add(4 * time.Minute); !strings.Contains(out.String(), "compiled successfully"); time.Sleep(time.Second) {
		if time.Now().After(deadline) {
			t.Fatalf("the development server never finished compiling:\n%s", out.String())
		}
	}
	url := fmt.Sprintf("http://127.0.0.1:%d/ds/en/blog/2025/09/01/first-sighting", port)
	// The development server renders in the browser: wait for the text
	// after each load, and load again while the edit is on its way.
	waitForText := func(text string, limit time.Duration) {
		t.Helper()
		var body string
		for deadline := time.Now().Add(limit); time.Now().Before(deadline); {
			err := chromedp.Run(ctx,
				chromedp.Navigate(url),
				chromedp.Poll(`document.body.innerText.includes(`+strconv.Quote(text)+`)`, nil, chromedp.WithPollingTimeout(15*time.Second)))
			if err == nil {
				return
			}
			_ = chromedp.Run(ctx, chromedp.Evaluate(`document.body ? document.body.innerText : ""`, &body))
		}
		t.Fatalf("%q never showed at %s; page: %.300q\nserver output:\n%s", text, url, body, out.String())
	}
	waitForText("The first fixture post.", 2*time.Minute)

	post := filepath.Join(root, "i18n/en/docusaurus-plugin-content-blog/2025-09-01-first-sighting.md")
	b, _ := os.ReadFile(post)
	if err := os.WriteFile(post, bytes.Replace(b, []byte("The first fixture post."), []byte("An edit made while the preview runs."), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	waitForText("An edit made while the preview runs.", time.Minute)

	// The preview has no search index; the search box says where search works.
	// The edit's hot update may still re-render the navbar and replace the
	// box being typed into; then the new one is typed into.
	var said string
	var err error
	for range 3 {
		err = chromedp.Run(ctx,
			chromedp.Poll(`document.documentElement.dataset.hasHydrated === "true"`, nil, chromedp.WithPollingTimeout(15*time.Second)),
			chromedp.SendKeys(`.navbar input[type="search"]`, "Roswell", chromedp.ByQuery),
			chromedp.Poll(`document.querySelector('.navbar [role="status"]')?.innerText.includes("mage serve")`, nil, chromedp.WithPollingTimeout(15*time.Second)))
		if err == nil {
			break
		}
	}
	if err != nil {
		_ = chromedp.Run(ctx, chromedp.Evaluate(`document.querySelector('.navbar [role="search"]')?.outerHTML ?? "no search box"`, &said))
		t.Errorf("the search box in the preview: %v\n%s", err, said)
	}
}

func freePort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
