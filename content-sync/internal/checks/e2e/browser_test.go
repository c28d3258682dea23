package e2e

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"

	"github.com/chromedp/chromedp"
)

// browser starts headless Chromium for a test of the built real site.
func browser(t *testing.T) context.Context {
	t.Helper()
	needSite(t)
	return chrome(t)
}

// chrome starts headless Chromium (Debian's package) for one test. Without
// it the test is skipped on a laptop and fails in CI, where .ci/run installs it.
func chrome(t *testing.T) context.Context {
	t.Helper()
	path := os.Getenv("CHROME_PATH")
	if path == "" {
		path, _ = exec.LookPath("chromium")
	}
	if path == "" {
		fixture.MissingTool(t, "chromium", "apt-get install chromium, or set CHROME_PATH")
	}
	profile, err := os.MkdirTemp("", "ds-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(1280, 900), // a desktop: the spec's layout switches at 996 px
	)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	// Newer Chromium sends protocol events this client version does not
	// know; it says so on every page, which is noise, not failure.
	ctx, cancelCtx := chromedp.NewContext(alloc, chromedp.WithErrorf(func(string, ...any) {}))
	ctx, cancelTime := context.WithTimeout(ctx, 8*time.Minute)
	t.Cleanup(func() {
		// Cancel closes the browser and waits for it. A test that skipped
		// before its first action never started one; Cancel would leave
		// cancelCtx waiting for it for ever.
		if chromedp.FromContext(ctx).Browser != nil {
			_ = chromedp.Cancel(ctx)
		}
		cancelTime()
		cancelCtx()
		cancelAlloc()
		os.RemoveAll(profile)
	})
	return ctx
}

// TestNotFoundSpeaksTheReadersLanguage: Pages answers every unknown path with
// the one 404.html; under /ds/en/ the reader must still get the English page,
// with the unknown address kept in the address bar.
func TestNotFoundSpeaksTheReadersLanguage(t *testing.T) {
	ctx := browser(t)
	cases := []struct {
		path, lang, text string
	}{
		{"/ds/en/no/such/page?x=1", "en", "We could not find what you were looking for."},
		{"/ds/no/such/page", "ja", "お探しのページが見つかりませんでした"},
	}
	for _, c := range cases {
		var lang, body, path, search string
		err := chromedp.Run(ctx,
			chromedp.Navigate(site.url+c.path),
			chromedp.Poll(`document.documentElement.lang === "`+c.lang+`" && document.body.innerText.includes("`+c.text+`")`, nil, chromedp.WithPollingTimeout(20*time.Second)),
			chromedp.Evaluate(`document.documentElement.lang`, &lang),
			chromedp.Evaluate(`document.body.innerText`, &body),
			chromedp.Evaluate(`location.pathname`, &path),
			chromedp.Evaluate(`location.search`, &search),
		)
		if err != nil {
			t.Fatalf("%s: %v (lang %q, text %.200q)", c.path, err, lang, body)
		}
		if want, _, _ := strings.Cut(c.path, "?"); path != want {
			t.Errorf("%s: the address changed to %s", c.path, path)
		}
		if strings.Contains(c.path, "?") && search != "?x=1" {
			t.Errorf("%s: query lost: %q", c.path, search)
		}
	}
}
