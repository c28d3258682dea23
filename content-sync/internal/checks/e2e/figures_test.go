package e2e

import (
	"bytes"
	"image"
	"image/png"
	"math"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/routes"
	"github.com/chromedp/chromedp"
)

// TestFiguresReadInDarkMode opens every post that has a figure, in each
// language, with the site in dark mode. Each figure's drawing is in the page
// (site/src/remark/figure.js), one for each figure the validation stage
// counts in the post's markdown, named by its alternative text, with its
// caption; it keeps its proportions within the text's width, and shows on
// the page as a light card with dark drawing on it, never as dark lines on
// the dark page.
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
		figures := figureAlts(d)
		if d.Kind != content.Post || len(figures) == 0 {
			continue
		}
		pages++
		prefix := strings.TrimSuffix(cfg.LocaleBaseURL(d.Locale), "/")
		path := prefix + routes.PostRoute(d)
		var shown []drawing
		var theme string
		var shot []byte
		err := chromedp.Run(ctx,
			visit(path),
			chromedp.Evaluate(`document.documentElement.dataset.theme`, &theme),
			chromedp.Evaluate(`[...document.querySelectorAll("figure:has(> .figure-drawing)")].map((f) => {
				const d = f.querySelector(":scope > .figure-drawing[role=img]"), s = d?.querySelector(":scope > svg");
				const box = s?.getBoundingClientRect(), view = s?.viewBox.baseVal;
				return {label: d?.getAttribute("aria-label") ?? "", caption: f.querySelector("figcaption")?.innerText ?? "",
					width: box?.width ?? 0, height: box?.height ?? 0, textWidth: f.clientWidth,
					ratio: view && view.height ? view.width / view.height : 0} })`, &shown),
			chromedp.ScrollIntoView(`figure .figure-drawing`, chromedp.ByQuery),
			chromedp.Screenshot(`figure .figure-drawing svg`, &shot, chromedp.ByQuery),
		)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		if theme != "dark" {
			t.Errorf("%s: theme %q, want dark", path, theme)
		}
		if len(shown) != len(figures) {
			t.Errorf("%s: %d figures in the page, %d in its markdown", path, len(shown), len(figures))
			continue
		}
		for i, f := range shown {
			if f.Label != figures[i] || f.Caption == "" {
				t.Errorf("%s: figure %d is named %q with caption %q, want %q and a caption", path, i+1, f.Label, f.Caption, figures[i])
			}
			if f.Width == 0 || f.Width > f.TextWidth+0.5 || f.Ratio == 0 || math.Abs(f.Width/f.Height-f.Ratio) > 0.02*f.Ratio {
				t.Errorf("%s: figure %d is drawn %.0f×%.0f in a text %.0f wide, want the drawing's proportions %.3f within the text", path, i+1, f.Width, f.Height, f.TextWidth, f.Ratio)
			}
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

// drawing is what the page shows of one figure.
type drawing struct {
	Label, Caption                  string
	Width, Height, TextWidth, Ratio float64
}

// figureAlts is the alternative text of each figure of d drawn in the page,
// in order.
func figureAlts(d *content.Document) []string {
	var alts []string
	for _, ln := range d.ParseBody().Links {
		if ln.Drawing() {
			alts = append(alts, ln.Alt)
		}
	}
	return alts
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
