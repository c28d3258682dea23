package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// prefetched lists the hrefs of the page's <link rel="prefetch"> elements.
const prefetched = `[...document.querySelectorAll('link[rel="prefetch"]')].map(l => l.getAttribute("href"))`

// countPrefetchInserts records, from before the page's first script, how
// many <link rel="prefetch"> elements each change to <head> added.
const countPrefetchInserts = `window.__prefetchInserts = [];
new MutationObserver(ms => ms.forEach(m => {
	const n = [...m.addedNodes].filter(e => e.nodeName === "LINK" && e.rel === "prefetch").length;
	if (n > 0) window.__prefetchInserts.push(n);
})).observe(document, {childList: true, subtree: true});`

// Links in view have their route's chunks prefetched in idle time, each file
// once, and following one of them needs no script that was not prefetched.
// The links of one idle period go into <head> together: one at a time, each
// insertion cost Chromium milliseconds of the reader's main thread.
func TestLinksInViewArePrefetched(t *testing.T) {
	ctx := browser(t)
	var before, after, loaded []string
	var inserts []int
	do(t, ctx,
		chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(countPrefetchInserts).Do(ctx)
			return err
		}),
		visit("/ds/en/"),
		chromedp.Poll(`document.querySelectorAll('link[rel="prefetch"]').length > 0`, nil, chromedp.WithPollingTimeout(20*time.Second)),
		idle,
		chromedp.Sleep(time.Second),
		chromedp.Evaluate(prefetched, &before),
		chromedp.Evaluate(`window.__prefetchInserts`, &inserts),
		// The address changes at the click, while the home page's own
		// article stays until the new route's chunks have loaded: wait for
		// a heading the home page did not have.
		chromedp.Evaluate(`document.querySelector("article h1").dataset.before = "home"; performance.clearResourceTimings()`, nil),
		chromedp.Click(`nav.menu a[href="/ds/en/ufo/index_ufo"]`, chromedp.ByQuery),
		chromedp.Poll(`location.pathname === "/ds/en/ufo/index_ufo" && document.querySelector("article h1:not([data-before])") !== null`, nil, chromedp.WithPollingTimeout(10*time.Second)),
		chromedp.Evaluate(`performance.getEntriesByType("resource").filter(e => e.initiatorType === "script").map(e => new URL(e.name).pathname)`, &loaded),
		chromedp.Evaluate(prefetched, &after),
	)
	seen := map[string]bool{}
	for _, href := range after {
		if seen[href] {
			t.Errorf("%s is prefetched twice", href)
		}
		seen[href] = true
		if !strings.HasPrefix(href, "/ds/en/assets/js/") {
			t.Errorf("prefetched %s, outside the English site's scripts", href)
		}
	}
	was := map[string]bool{}
	for _, href := range before {
		was[href] = true
	}
	for _, src := range loaded {
		if !was[src] {
			t.Errorf("following a link in view loaded %s, which was not prefetched (prefetched: %v)", src, before)
		}
	}
	if len(inserts) == 0 || len(inserts) == len(before) {
		t.Errorf("%d prefetch links went into the page in %d insertions %v: the links of an idle period are inserted together", len(before), len(inserts), inserts)
	}
	if len(loaded) == 0 {
		t.Error("following the link loaded no route chunk: the page was not rendered by the client")
	}
}
