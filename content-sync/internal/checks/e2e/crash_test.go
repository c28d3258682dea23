package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// breakDates makes the browser unable to format dates until
// window.dsRepair() is called, and takes from the page the texts of its
// dates that the server formatted (components/FormattedDate hydrates from
// them), so that the browser must format them itself: the "Last updated"
// line of a page then throws while React renders it, as a real bug in a
// component would.
const breakDates = `(() => {
  document.addEventListener("DOMContentLoaded", () => {
    document.querySelectorAll("time[data-format]").forEach(t => t.removeAttribute("data-format"));
  });
  const Real = Intl.DateTimeFormat;
  let broken = true;
  window.dsRepair = () => { broken = false; };
  const check = () => { if (broken) throw new Error("Simulated failure: dates cannot be formatted"); };
  Intl.DateTimeFormat = new Proxy(Real, {
    construct(target, args) { check(); return new target(...args); },
    apply(target, self, args) { check(); return target(...args); },
  });
})();`

// A page that crashes while rendering shows the crash page in the reader's
// language, with the error and a button that renders the page again.
func TestRenderCrashOffersTryAgain(t *testing.T) {
	cases := []struct {
		path, title, heading, button, recovered string
	}{
		{"/ds/en/ufo/roswell_debris", "Page Error", "This page crashed.", "Try again", "Roswell"},
		{"/ds/ufo/roswell_debris", "ページエラー", "このページでエラーが発生しました。", "もう一度試す", "ロズウェル"},
	}
	for _, c := range cases {
		t.Run(c.path, func(t *testing.T) {
			ctx := browser(t)
			var title, heading, message, button, h1 string
			do(t, ctx,
				chromedp.ActionFunc(func(ctx context.Context) error {
					_, err := page.AddScriptToEvaluateOnNewDocument(breakDates).Do(ctx)
					return err
				}),
				chromedp.Navigate(site.url+c.path),
				chromedp.Poll(`document.querySelector("main h1.hero__title") !== null`, nil, chromedp.WithPollingTimeout(20*time.Second)),
				chromedp.Evaluate(`document.title`, &title),
				chromedp.Evaluate(`document.querySelector("main h1.hero__title").innerText`, &heading),
				chromedp.Evaluate(`document.querySelector("main").innerText`, &message),
				chromedp.Evaluate(`document.querySelector("main button").innerText`, &button),
				chromedp.Evaluate(`window.dsRepair()`, nil),
				chromedp.Click(`main button`, chromedp.ByQuery),
				chromedp.Poll(`document.querySelector("article h1") !== null`, nil, chromedp.WithPollingTimeout(10*time.Second)),
				chromedp.Evaluate(`document.querySelector("article h1").innerText`, &h1),
			)
			if !strings.HasPrefix(title, c.title+" | ") || heading != c.heading || button != c.button {
				t.Errorf("crash page: title %q, heading %q, button %q", title, heading, button)
			}
			if !strings.Contains(message, "Simulated failure: dates cannot be formatted") {
				t.Errorf("the crash page does not show the error:\n%s", message)
			}
			if !strings.Contains(h1, c.recovered) {
				t.Errorf("after %q the page shows %q", c.button, h1)
			}
		})
	}
}
