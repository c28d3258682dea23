package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ayakashi-research/ds/content-sync/author/devserver"
	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
	"github.com/chromedp/chromedp"
)

// TestLivePreview runs `mage start` on a small site with the real
// Docusaurus development server, opens a post in Chromium, edits the source
// and waits for the edit to show, as an author would.
func TestLivePreview(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the Docusaurus development server")
	}
	// Docusaurus names each reload of the site or of a plugin.
	t.Setenv("DOCUSAURUS_PERF_LOGGER", "true")
	ctx := chrome(t)
	root := fixture.Repo(t, repoRoot, fixture.SiteDir())
	port := fixture.FreePort(t)
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
	before := len(out.String())
	if err := os.WriteFile(post, bytes.Replace(b, []byte("The first fixture post."), []byte("An edit made while the preview runs."), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	waitForText("An edit made while the preview runs.", time.Minute)
	checkOneCompile(t, out, before)

	// A save that validation rejects is held back: the page keeps the last
	// good version and a banner says why; Docusaurus never sees the file,
	// so it prints nothing about it. The fix goes through and the banner goes.
	if err := os.WriteFile(post, bytes.Replace(b, []byte("The first fixture post."), []byte("A rejected edit."), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	rejected := strings.Replace(fixture.Read(t, post), "tags: [", "tags: [no-such-tag, ", 1)
	if err := os.WriteFile(post, []byte(rejected), 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor := func(what, js string, limit time.Duration) {
		t.Helper()
		for deadline := time.Now().Add(limit); time.Now().Before(deadline); {
			if chromedp.Run(ctx, chromedp.Navigate(url), chromedp.Poll(js, nil, chromedp.WithPollingTimeout(15*time.Second))) == nil {
				return
			}
		}
		var body string
		_ = chromedp.Run(ctx, chromedp.Evaluate(`document.body ? document.body.innerText : ""`, &body))
		t.Fatalf("%s never showed; page: %.400q\nserver output:\n%s", what, body, out.String())
	}
	waitFor("the banner about the rejected file over the last good version",
		`document.getElementById("ds-preview-problems")?.innerText.includes('unknown tag "no-such-tag"') && document.body.innerText.includes("An edit made while the preview runs.")`, time.Minute)
	var text string
	if err := chromedp.Run(ctx, chromedp.Evaluate(`document.body.innerText`, &text)); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(text, "A rejected edit.") || !strings.Contains(text, "An edit made while the preview runs.") {
		t.Errorf("the page does not keep the last good version:\n%.500s", text)
	}
	if n := strings.Count(out.String(), `unknown tag "no-such-tag"`); n != 1 {
		t.Errorf("the terminal shows the error %d times:\n%s", n, out.String())
	}
	if strings.Contains(out.String(), "no-such-tag] used in") {
		t.Errorf("Docusaurus was given the rejected file:\n%s", out.String())
	}
	if err := os.WriteFile(post, bytes.Replace(b, []byte("The first fixture post."), []byte("A fixed edit."), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor("the fixed edit without the banner",
		`document.body.innerText.includes("A fixed edit.") && !document.getElementById("ds-preview-problems")`, time.Minute)

	// The preview has no search index; the search box says where search works.
	// The edit's hot update may still re-render the navbar and replace the
	// box being typed into; then the new one is typed into.
	var said string
	var err error
	for range 3 {
		err = chromedp.Run(ctx,
			chromedp.Poll(`document.documentElement.dataset.hasHydrated === "true"`, nil, chromedp.WithPollingTimeout(15*time.Second)),
			chromedp.SendKeys(`.navbar input[role="combobox"]`, "Roswell", chromedp.ByQuery),
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

// checkOneCompile checks what the development server did for an edit of a
// translated post's text, from the output after offset: the blog plugin
// reloaded after the page was compiled, not the whole site (the
// site-watcher patch); and the page was compiled once, since the edit
// changed no data of the blog's.
func checkOneCompile(t *testing.T, out *syncBuffer, offset int) {
	t.Helper()
	reloaded := regexp.MustCompile(`\[PERF\] Reload site plugin blog@default - `)
	var after string
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if after = out.String()[offset:]; reloaded.MatchString(after) {
			break
		}
	}
	time.Sleep(3 * time.Second) // room for a second compile, were there one
	after = out.String()[offset:]
	compiled := strings.Index(after, "compiled successfully")
	switch {
	case !reloaded.MatchString(after):
		t.Errorf("the blog plugin did not reload after the edit:\n%s", after)
	case regexp.MustCompile(`\[PERF\] Reload site [->]`).MatchString(after):
		t.Errorf("the edit of a translated post reloaded the whole site:\n%s", after)
	case compiled < 0 || compiled > reloaded.FindStringIndex(after)[0]:
		t.Errorf("the blog plugin reloaded before the edited page was compiled:\n%s", after)
	case strings.Count(after, "compiled successfully") != 1:
		t.Errorf("the edit was compiled %d times:\n%s", strings.Count(after, "compiled successfully"), after)
	}
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
