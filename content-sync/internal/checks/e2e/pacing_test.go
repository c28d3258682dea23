package e2e

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// countScriptInserts records, from before the page's first script, how many
// of the site's <script> elements each run of scripts added: a mutation
// observer is told once the running script and its microtasks are done.
const countScriptInserts = `window.__scriptInserts = [];
new MutationObserver(ms => {
	let n = 0;
	ms.forEach(m => m.addedNodes.forEach(e => { if (e.nodeName === "SCRIPT" && e.src.includes("/assets/js/")) n++; }));
	if (n > 0) window.__scriptInserts.push(n);
}).observe(document, {childList: true, subtree: true});`

// The first preload asks for the route's chunks a few at a time, the
// registry's loaders paced over tasks (client-speed/creator.js), not all
// from the route's component at once. At Lighthouse's 4× CPU slowdown a
// blog list's chunks would otherwise go in as one run of scripts.
func TestRouteChunksRequestedOverTasks(t *testing.T) {
	ctx := browser(t)
	var inserts []int
	do(t, ctx,
		chromedp.ActionFunc(func(ctx context.Context) error {
			if _, err := page.AddScriptToEvaluateOnNewDocument(countScriptInserts).Do(ctx); err != nil {
				return err
			}
			return emulation.SetCPUThrottlingRate(4).Do(ctx)
		}),
		visit("/ds/blog/page/2"),
		chromedp.Evaluate(`window.__scriptInserts`, &inserts),
	)
	total, most := 0, 0
	for _, n := range inserts {
		total += n
		most = max(most, n)
	}
	t.Logf("scripts added, run by run: %v", inserts)
	if total < 10 {
		t.Fatalf("the page added %d scripts %v before it hydrated; a blog list needs more", total, inserts)
	}
	if most > total/2 {
		t.Errorf("%d of the page's %d scripts went in at once %v: the route's chunks were not requested over several tasks", most, total, inserts)
	}
}
