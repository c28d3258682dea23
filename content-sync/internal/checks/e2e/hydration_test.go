package e2e

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"golang.org/x/net/html"

	"github.com/ayakashi-research/ds/content-sync/internal/support/ghpages"
)

// countICUSetUp records, from before the page's first script, each call that
// makes Chromium set up ICU data on the main thread: a date formatter, or a
// locale-aware comparison of strings. The first of each costs a phone tens
// of milliseconds.
const countICUSetUp = `window.__icu = [];
Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
	construct(target, args) { window.__icu.push("new Intl.DateTimeFormat"); return Reflect.construct(target, args); },
	apply(target, self, args) { window.__icu.push("Intl.DateTimeFormat()"); return Reflect.apply(target, self, args); },
});
const localeCompare = String.prototype.localeCompare;
String.prototype.localeCompare = function (...args) { window.__icu.push("localeCompare"); return localeCompare.apply(this, args); };`

// idle waits until the page's idle queue has drained.
var idle = chromedp.Poll(`new Promise(r => requestIdleCallback(() => r(true), {timeout: 2000}))`, nil, chromedp.WithPollingTimeout(10*time.Second))

// datesShown lists the text of the page's formatted dates.
const datesShown = `[...document.querySelectorAll("time[data-format]")].map(t => t.getAttribute("data-format") + " " + t.textContent)`

// TestPagesHydrateWithoutICUSetUp: at a phone's width, as Lighthouse loads
// them, the archive, a doc, a blog list and a post hydrate and render their
// mobile menu without creating a date formatter or comparing strings by
// locale; the dates they show are the server's. A post reached by a link
// has its dates formatted in the browser, as its own HTML has them.
func TestPagesHydrateWithoutICUSetUp(t *testing.T) {
	ctx := browser(t)
	post := firstPost(t)
	do(t, ctx, chromedp.EmulateViewport(412, 823), chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(countICUSetUp).Do(ctx)
		return err
	}))
	// The post comes last: the test follows its link below.
	for _, path := range []string{"/ds/blog/archive", "/ds/", "/ds/en/blog/page/2", post} {
		var calls, shown []string
		do(t, ctx, visit(path),
			chromedp.Poll(`!!document.querySelector(".navbar-sidebar")`, nil, chromedp.WithPollingTimeout(10*time.Second)),
			idle,
			chromedp.Evaluate(`window.__icu`, &calls),
			chromedp.Evaluate(datesShown, &shown))
		if len(calls) > 0 {
			t.Errorf("%s: loading and hydrating the page called %v", path, calls)
		}
		if want := builtDates(t, path); strings.Join(shown, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: after hydration the page shows the dates %q, its HTML %q", path, shown, want)
		}
	}
	// The newer post, rendered by the client.
	var next string
	do(t, ctx, chromedp.AttributeValue(`a.pagination-nav__link--prev`, "href", &next, nil, chromedp.ByQuery))
	want := builtDates(t, next)
	if len(want) == 0 {
		t.Fatalf("the built page %s shows no formatted date", next)
	}
	wantJSON, _ := json.Marshal(want)
	var shown []string
	err := chromedp.Run(ctx,
		chromedp.Click(`a.pagination-nav__link--prev`, chromedp.ByQuery),
		chromedp.Poll(`location.pathname === `+strconv.Quote(next)+` && JSON.stringify(`+datesShown+`) === `+strconv.Quote(string(wantJSON)), nil, chromedp.WithPollingTimeout(10*time.Second)),
	)
	if err != nil {
		do(t, ctx, chromedp.Evaluate(datesShown, &shown))
		t.Errorf("%s, reached by a link: the page shows the dates %q, its HTML %q (%v)", next, shown, want, err)
	}
}

// firstPost is the address of the earliest post of the default locale.
func firstPost(t *testing.T) string {
	t.Helper()
	posts, err := filepath.Glob(filepath.Join(site.dir, "blog", "*", "*", "*", "*.html"))
	if err != nil || len(posts) == 0 {
		t.Fatalf("no post under %s/blog (%v)", site.dir, err)
	}
	rel, _ := filepath.Rel(site.dir, posts[0])
	return "/ds/" + strings.TrimSuffix(filepath.ToSlash(rel), ".html")
}

// builtDates lists the formatted dates in the built page served at path.
func builtDates(t *testing.T, path string) []string {
	t.Helper()
	file := ghpages.Resolver{Dir: site.dir, Base: "/ds/"}.Resolve(path).File
	if file == "" {
		t.Fatalf("no built page for %s", path)
	}
	var out []string
	for n := range builtPage(t, file).Descendants() {
		if n.Type == html.ElementNode && n.Data == "time" {
			for _, a := range n.Attr {
				if a.Key == "data-format" && n.FirstChild != nil {
					out = append(out, a.Val+" "+n.FirstChild.Data)
				}
			}
		}
	}
	return out
}
