package e2e

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/patches"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// visit opens a page of the built site and waits until React has taken it over.
func visit(path string) chromedp.Action {
	return chromedp.Tasks{
		chromedp.Navigate(site.url + path),
		chromedp.Poll(`document.documentElement.dataset.hasHydrated === "true"`, nil, chromedp.WithPollingTimeout(30*time.Second)),
	}
}

func do(t *testing.T, ctx context.Context, actions ...chromedp.Action) {
	t.Helper()
	if err := chromedp.Run(ctx, actions...); err != nil {
		t.Fatal(err)
	}
}

func TestColourModeSwitchesAndPersists(t *testing.T) {
	ctx := browser(t)
	var before, after, reloaded string
	do(t, ctx,
		visit("/ds/en/"),
		chromedp.Evaluate(`document.documentElement.dataset.theme`, &before),
		chromedp.Click(`button[title^="Switch between dark and light mode"]`, chromedp.ByQuery),
		chromedp.Poll(`document.documentElement.dataset.theme !== "`+"light"+`"`, nil, chromedp.WithPollingTimeout(5*time.Second)),
		chromedp.Evaluate(`document.documentElement.dataset.theme`, &after),
		visit("/ds/en/blog"),
		chromedp.Evaluate(`document.documentElement.dataset.theme`, &reloaded),
	)
	if before != "light" || after != "dark" || reloaded != "dark" {
		t.Errorf("theme: first %q, after the toggle %q, after a reload %q", before, after, reloaded)
	}
}

func TestFirstVisitFollowsTheSystem(t *testing.T) {
	ctx := browser(t)
	var theme string
	do(t, ctx,
		emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "dark"}}),
		visit("/ds/"),
		chromedp.Evaluate(`document.documentElement.dataset.theme`, &theme),
	)
	if theme != "dark" {
		t.Errorf("a reader whose system prefers dark got %q", theme)
	}
}

func TestLanguageMenuKeepsPathQueryAndHash(t *testing.T) {
	ctx := browser(t)
	var href, path, search, hash, lang string
	do(t, ctx,
		visit("/ds/en/blog/page/2?x=1#y"),
		// Open the menu as a reader does; its items are rendered for the
		// address in the browser, query and fragment included.
		chromedp.Click(`.navbar__items--right .dropdown > .navbar__link`, chromedp.ByQuery),
		chromedp.WaitVisible(`a.dropdown__link[lang="ja"]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector('a.dropdown__link[lang="ja"]').getAttribute("href")`, &href),
		// The link is a plain page load; follow it as the click would.
		chromedp.ActionFunc(func(ctx context.Context) error { return chromedp.Navigate(site.url + href).Do(ctx) }),
		chromedp.Poll(`document.documentElement.lang === "ja"`, nil, chromedp.WithPollingTimeout(15*time.Second)),
		chromedp.Evaluate(`location.pathname`, &path),
		chromedp.Evaluate(`location.search`, &search),
		chromedp.Evaluate(`location.hash`, &hash),
		chromedp.Evaluate(`document.documentElement.lang`, &lang),
	)
	if href != "/ds/blog/page/2?x=1#y" {
		t.Errorf("the Japanese link is %q", href)
	}
	if path+search+hash != "/ds/blog/page/2?x=1#y" || lang != "ja" {
		t.Errorf("landed on %s%s%s (lang %s)", path, search, hash, lang)
	}
}

func TestAnnouncementBarStaysClosed(t *testing.T) {
	ctx := browser(t)
	var open, afterClose, afterReload bool
	const bar = `!!document.querySelector('[class*="announcementBar"]')`
	do(t, ctx,
		visit("/ds/en/"),
		chromedp.Evaluate(bar, &open),
		chromedp.Click(`[class*="announcementBar"] button[aria-label="Close"]`, chromedp.ByQuery),
		chromedp.Evaluate(bar, &afterClose),
		visit("/ds/en/blog"),
		chromedp.Evaluate(bar, &afterReload),
	)
	if !open || afterClose || afterReload {
		t.Errorf("announcement bar: shown %v, after closing %v, after a reload %v", open, afterClose, afterReload)
	}
}

func TestMobileSidebarAndBackButton(t *testing.T) {
	ctx := browser(t)
	var shown, secondary, primary bool
	var back string
	do(t, ctx,
		chromedp.EmulateViewport(800, 900),
		visit("/ds/en/ufo/index_ufo"),
		// The mobile sidebar is rendered once the page knows its width.
		chromedp.Poll(`!!document.querySelector(".navbar-sidebar")`, nil, chromedp.WithPollingTimeout(10*time.Second)),
		chromedp.Click(`button.navbar__toggle`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelector(".navbar").classList.contains("navbar-sidebar--show")`, nil, chromedp.WithPollingTimeout(10*time.Second)),
		chromedp.Evaluate(`document.querySelector(".navbar").classList.contains("navbar-sidebar--show")`, &shown),
		chromedp.Poll(`(document.querySelector(".navbar-sidebar__back") || {}).innerText === "← Back to main menu"`, nil, chromedp.WithPollingTimeout(10*time.Second)),
		chromedp.Evaluate(`!!document.querySelector(".navbar-sidebar__items--show-secondary")`, &secondary),
		chromedp.Evaluate(`document.querySelector(".navbar-sidebar__back").innerText`, &back),
		chromedp.Evaluate(`document.querySelector(".navbar-sidebar__back").click()`, nil),
		chromedp.Poll(`!document.querySelector(".navbar-sidebar__items--show-secondary")`, nil, chromedp.WithPollingTimeout(10*time.Second)),
		chromedp.Evaluate(`[...document.querySelectorAll(".navbar-sidebar .menu__link")].some(a => a.innerText.trim() === "Blog")`, &primary),
	)
	if !shown || !secondary || !primary || back != "← Back to main menu" {
		t.Errorf("mobile sidebar: shown %v, docs menu first %v, back button %q, main menu after it %v", shown, secondary, back, primary)
	}
}

func TestTableOfContentsIsH2AndH3(t *testing.T) {
	ctx := browser(t)
	var toc, headings []string
	do(t, ctx,
		visit("/ds/en/blog/2025/09/06/valentich-1978-bass-strait-disappearance"),
		chromedp.Evaluate(`[...document.querySelectorAll(".table-of-contents a")].map(a => a.getAttribute("href").slice(1))`, &toc),
		chromedp.Evaluate(`[...document.querySelectorAll(".markdown h2[id], .markdown h3[id]")].map(h => h.id)`, &headings),
	)
	if len(toc) == 0 || strings.Join(toc, ",") != strings.Join(headings, ",") {
		t.Errorf("table of contents %v, h2 and h3 of the post %v", toc, headings)
	}
	var deeper int
	do(t, ctx, chromedp.Evaluate(`[...document.querySelectorAll(".table-of-contents a")].filter(a => !document.getElementById(decodeURIComponent(a.hash.slice(1))) || !/^H[23]$/.test(document.getElementById(decodeURIComponent(a.hash.slice(1))).tagName)).length`, &deeper))
	if deeper != 0 {
		t.Errorf("%d table-of-contents entries point at something other than h2 or h3", deeper)
	}
}

func TestRecentPostsAndRelatedPosts(t *testing.T) {
	ctx := browser(t)
	var recent int
	var related []string
	var heading string
	do(t, ctx,
		visit("/ds/en/blog"),
		chromedp.Evaluate(`document.querySelectorAll("aside nav a").length`, &recent),
		visit("/ds/blog/2025/09/01/kenneth-arnold-1947-sighting"),
		chromedp.Evaluate(`[...document.querySelectorAll('nav[aria-labelledby="related-posts-title"] a')].map(a => a.innerText)`, &related),
		chromedp.Evaluate(`document.getElementById("related-posts-title").innerText`, &heading),
	)
	if recent != 15 {
		t.Errorf("the recent-posts sidebar lists %d posts, want 15", recent)
	}
	if len(related) != 4 || heading != "あわせて読みたい記事" || !strings.Contains(strings.Join(related, ""), "アーノルド") {
		t.Errorf("related posts under %q: %v", heading, related)
	}
}

// Code blocks load their highlighter only on pages that show code; once it
// has arrived the block is live: its copy button works.
func TestCodeBlockComesAlive(t *testing.T) {
	ctx := browser(t)
	do(t, ctx,
		visit("/ds/en/tips/how_to_build"),
		chromedp.Click(`pre + div button[aria-label="Copy code to clipboard"]`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelector('button[aria-label="Copied"]') !== null`, nil, chromedp.WithPollingTimeout(10*time.Second)),
	)
}

// TestClientPatchesRun: on the real site, every patch of Docusaurus's client
// code is in the page, as its own replacement module says once it has run.
func TestClientPatchesRun(t *testing.T) {
	list, err := patches.Read(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	ctx := browser(t)
	var ran []string
	do(t, ctx, visit("/ds/en/blog"), chromedp.Evaluate(`globalThis.__dsPatches ?? []`, &ran))
	client := 0
	for _, p := range list {
		if !p.Client {
			continue
		}
		client++
		if !slices.Contains(ran, p.Name) {
			t.Errorf("patch %s did not run on the page (ran: %v)", p.Name, ran)
		}
	}
	if client == 0 {
		t.Errorf("%s marks no patch as a client patch", patches.Manifest)
	}
}
