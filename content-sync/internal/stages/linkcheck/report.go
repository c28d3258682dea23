package linkcheck

import (
	"fmt"
	"io"
	"maps"
	"slices"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
)

// Print writes the problems grouped by reason, then by page, and a summary.
func (r *Report) Print(w io.Writer) {
	byReason := map[string][]Problem{}
	for _, p := range r.Problems {
		byReason[p.Reason] = append(byReason[p.Reason], p)
	}
	for _, reason := range slices.Sorted(maps.Keys(byReason)) {
		ps := byReason[reason]
		fmt.Fprintf(w, "%s (%d):\n", reason, len(ps))
		for _, p := range ps {
			fmt.Fprintf(w, "  %s → %s\n", p.Page, p.Link)
		}
	}
	fmt.Fprintf(w, "link check: %d pages, %d links, %d broken, %d external (not fetched)\n", r.Pages, r.Links, len(r.Problems), len(r.External))
}

// Err is nil when nothing is broken.
func (r *Report) Err() error {
	if len(r.Problems) == 0 {
		return nil
	}
	return fmt.Errorf("%d broken internal links or anchors", len(r.Problems))
}

// ForSite checks a merged site folder with the settings of the repository.
func ForSite(cfg config.Config, dir string) (*Report, error) {
	return Check(Options{Dir: dir, Base: cfg.Site.BasePath, SiteURL: cfg.Site.URL})
}
