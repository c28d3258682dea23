package e2e

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// watchPlainCode records, from before the page's first script, every code
// block that appears without Prism's markup: the highlighter's fallback. It
// also notes when the page last changed.
const watchPlainCode = `window.__plainCode = [];
window.__changed = performance.now();
new MutationObserver(ms => ms.forEach(m => m.addedNodes.forEach(n => {
	window.__changed = performance.now();
	const pres = n.nodeType === 1 ? [n, ...n.querySelectorAll("pre")] : [];
	pres.filter(p => p.tagName === "PRE" && !p.classList.contains("prism-code"))
		.forEach(p => window.__plainCode.push(p.textContent.slice(0, 60)));
}))).observe(document, {childList: true, subtree: true});`

// TestCodeBlocksKeepTheirHighlighting: Prism is a chunk of its own that only
// pages with code load. On a slow connection, a code block must never fall
// back to plain text while it loads; the reader sees the highlighted block the
// page was built with from the first paint on, in both colour modes.
func TestCodeBlocksKeepTheirHighlighting(t *testing.T) {
	ctx := browser(t)
	do(t, ctx,
		network.Enable(),
		// Every visit fetches the highlighter again, a little late.
		network.SetCacheDisabled(true),
		network.EmulateNetworkConditions(false, 150, 0, 0),
		chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(watchPlainCode).Do(ctx)
			return err
		}))
	for _, mode := range []string{"light", "dark"} {
		do(t, ctx, visit("/ds/"), chromedp.Evaluate(`localStorage.setItem("theme", "`+mode+`")`, nil))
		for _, path := range []string{"/ds/tutorial-basics/markdown-features", "/ds/en/tutorial-basics/markdown-features"} {
			var blocks, highlighted int
			var plain []string
			do(t, ctx, visit(path),
				// Half a second without a change: the highlighter has
				// arrived and React has drawn the blocks again.
				chromedp.Poll(`performance.now() - window.__changed > 500`, nil, chromedp.WithPollingTimeout(20*time.Second)),
				chromedp.Evaluate(`document.querySelectorAll(".theme-code-block").length`, &blocks),
				chromedp.Evaluate(`document.querySelectorAll(".theme-code-block pre.prism-code[tabindex='0'] .token-line").length`, &highlighted),
				chromedp.Evaluate(`window.__plainCode`, &plain))
			if blocks == 0 || highlighted == 0 {
				t.Errorf("%s (%s mode): %d code blocks, %d highlighted lines", path, mode, blocks, highlighted)
			}
			if len(plain) > 0 {
				t.Errorf("%s (%s mode): %d code blocks were shown as plain text while the page loaded, the first: %q", path, mode, len(plain), plain[0])
			}
		}
	}
}
