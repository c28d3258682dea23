package e2e

import (
	"bytes"
	"image"
	"image/png"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/routes"
	"github.com/chromedp/chromedp"
)

// TestFiguresReadInDarkMode opens every post that has a figure, in each
// language, with the site in dark mode: each figure loads lazily with its
// size reserved, has its alt text and caption, and shows on the page as a
// light card with dark drawing on it, never as dark lines on the dark page.
func TestFiguresReadInDarkMode(t *testing.T) {
	ctx := browser(t)
	if site.root == site.dir {
		t.Skip("needs the sources next to the site: E2E_SITE names a built site only")
	}
	cfg, _ := config.Read(site.root)
	src, l := content.Load(site.root, cfg.I18n.DefaultLocale, cfg.I18n.Locales)
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	do(t, ctx, visit("/ds/"), chromedp.Evaluate(`localStorage.setItem("theme", "dark")`, nil))
	pages := 0
	for _, d := range src.Docs {
		if d.Kind != content.Post || !hasImage(d) {
			continue
		}
		pages++
		prefix := strings.TrimSuffix(cfg.LocaleBaseURL(d.Locale), "/")
		path := prefix + routes.PostRoute(d)
		var attrs map[string]string
		var shot []byte
		err := chromedp.Run(ctx,
			visit(path),
			chromedp.Evaluate(`(() => { const i = document.querySelector("figure img"); return {
				theme: document.documentElement.dataset.theme, loading: i.getAttribute("loading"),
				width: i.getAttribute("width"), height: i.getAttribute("height"), alt: i.alt,
				caption: i.closest("figure").querySelector("figcaption")?.innerText ?? "" } })()`, &attrs),
			chromedp.ScrollIntoView(`figure img`, chromedp.ByQuery),
			chromedp.Poll(`(() => { const i = document.querySelector("figure img"); return i.complete && i.naturalWidth > 0 })()`, nil, chromedp.WithPollingTimeout(15*time.Second)),
			chromedp.Screenshot(`figure img`, &shot, chromedp.ByQuery),
		)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		if attrs["theme"] != "dark" || attrs["loading"] != "lazy" || attrs["width"] == "" || attrs["height"] == "" || attrs["alt"] == "" || attrs["caption"] == "" {
			t.Errorf("%s: figure %v", path, attrs)
		}
		light, dark, err := tones(shot)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		// The card covers most of the figure; the drawing on it is dark.
		if light < 0.5 || dark < 0.002 {
			t.Errorf("%s: in dark mode the figure is %.0f%% light and %.1f%% dark: it does not stand out from the page", path, 100*light, 100*dark)
		}
	}
	if pages < 48 {
		t.Errorf("%d post pages with a figure, want at least 48 (24 posts in two languages)", pages)
	}
}

func hasImage(d *content.Document) bool {
	for _, ln := range d.ParseBody().Links {
		if ln.Image {
			return true
		}
	}
	return false
}

// tones is the share of a screenshot's pixels that are light (relative
// luminance above 0.75) and dark (below 0.35).
func tones(shot []byte) (light, dark float64, err error) {
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		return 0, 0, err
	}
	b := img.Bounds()
	var nLight, nDark, n int
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			switch l := lum(img, x, y); {
			case l > 0.75:
				nLight++
			case l < 0.35:
				nDark++
			}
			n++
		}
	}
	if n == 0 {
		return 0, 0, nil
	}
	return float64(nLight) / float64(n), float64(nDark) / float64(n), nil
}

func lum(img image.Image, x, y int) float64 {
	r, g, b, _ := img.At(x, y).RGBA()
	lin := func(v uint32) float64 {
		c := float64(v) / 0xffff
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}
