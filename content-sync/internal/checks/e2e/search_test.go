package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// hit is one search result as the reader sees it.
type hit struct {
	Title string `json:"title"`
	Href  string `json:"href"`
}

// searchFor types q into the navbar's search box and reads the results.
func searchFor(q string, hits *[]hit) chromedp.Action {
	return chromedp.Tasks{
		chromedp.Focus(`.navbar input[role="combobox"]`, chromedp.ByQuery),
		chromedp.SendKeys(`.navbar input[role="combobox"]`, q, chromedp.ByQuery),
		// Results stay on screen while the next query runs; each list is
		// labelled with the query it answers.
		chromedp.Poll(fmt.Sprintf(`[...document.querySelectorAll('.navbar [role="listbox"], .navbar [role="status"]')].some(e => (e.getAttribute("aria-label") || e.innerText).includes(%q))`, q),
			nil, chromedp.WithPollingTimeout(20*time.Second)),
		chromedp.Evaluate(`[...document.querySelectorAll('.navbar a[role="option"]')].map(a => ({title: a.firstChild.innerText, href: a.getAttribute("href")}))`, hits),
	}
}

// The Pagefind index answers in the reader's language, with the posts about
// the subject first — also for Japanese, which has no spaces between words.
func TestSearchFindsPostsInTheReadersLanguage(t *testing.T) {
	ctx := browser(t)
	cases := []struct {
		page, query, inTitle, prefix string
	}{
		{"/ds/", "ロズウェル", "ロズウェル", "/ds/"},
		{"/ds/", "ビッグフット", "ビッグフット", "/ds/"},
		{"/ds/en/", "Roswell", "Roswell", "/ds/en/"},
		{"/ds/en/blog", "Bigfoot", "Bigfoot", "/ds/en/"},
	}
	for _, c := range cases {
		t.Run(c.query, func(t *testing.T) {
			var hits []hit
			do(t, ctx, visit(c.page), searchFor(c.query, &hits))
			if len(hits) < 3 {
				t.Fatalf("%q on %s: %d results, want at least 3: %v", c.query, c.page, len(hits), hits)
			}
			for i, h := range hits {
				en := strings.HasPrefix(h.Href, "/ds/en/")
				if !strings.HasPrefix(h.Href, c.prefix) || en != (c.prefix == "/ds/en/") || strings.HasSuffix(h.Href, ".html") {
					t.Errorf("result %d links to %s: not a page of this language's site", i+1, h.Href)
				}
			}
			// The posts about the subject come first.
			for i, h := range hits[:3] {
				if !strings.Contains(h.Title, c.inTitle) {
					t.Errorf("result %d of %q is %q; the first three should be about %s: %v", i+1, c.query, h.Title, c.inTitle, hits)
				}
			}
		})
	}
}

// Choosing a result with the keyboard opens it in the same language.
func TestSearchResultOpensWithTheKeyboard(t *testing.T) {
	ctx := browser(t)
	var hits []hit
	var path, h1, none string
	do(t, ctx,
		visit("/ds/en/"),
		searchFor("Roswell", &hits),
		chromedp.SendKeys(`.navbar input[role="combobox"]`, "\r", chromedp.ByQuery),
		// The address changes before the next page has rendered.
		chromedp.Poll(`location.pathname !== "/ds/en/" && !/Welcome/.test(document.querySelector("article h1")?.innerText)`, nil, chromedp.WithPollingTimeout(10*time.Second)),
		chromedp.Evaluate(`location.pathname`, &path),
		chromedp.Evaluate(`document.querySelector("article h1").innerText`, &h1),
		visit("/ds/"),
		// Pagefind falls back to partial matches, so nonsense in a common
		// script still finds something; a letter found on no page does not.
		searchFor("ꙮꙮꙮ", &hits),
		chromedp.Evaluate(`document.querySelector('.navbar [role="status"]').innerText`, &none),
	)
	if len(hits) != 0 || path == "" {
		t.Fatalf("after Enter: at %s; a nonsense word found %v", path, hits)
	}
	if !strings.Contains(h1, "Roswell") || !strings.HasPrefix(path, "/ds/en/") {
		t.Errorf("Enter on the first result for Roswell opened %s titled %q", path, h1)
	}
	if none != "「ꙮꙮꙮ」に一致するページはありません。" {
		t.Errorf("a search without results says %q", none)
	}
}
