package htmlcheck

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"sort"
	"strings"
)

// Print writes one group per message, the pages it was found on with one
// example position, and a summary.
func (r *Report) Print(w io.Writer) {
	byMessage := map[string][]Problem{}
	for _, p := range r.Problems {
		byMessage[p.Message] = append(byMessage[p.Message], p)
	}
	for _, m := range slices.Sorted(maps.Keys(byMessage)) {
		ps := byMessage[m]
		sort.Slice(ps, func(i, j int) bool {
			if ps[i].Page != ps[j].Page {
				return ps[i].Page < ps[j].Page
			}
			return ps[i].Line < ps[j].Line
		})
		n := pages(ps)
		fmt.Fprintf(w, "%s (%d %s):\n", m, n, plural(n, "page"))
		ex := ps[0]
		fmt.Fprintf(w, "  %s → line %d, column %d: %s\n", ex.Page, ex.Line, ex.Column, oneLine(ex.Extract))
		if n > 1 {
			fmt.Fprintf(w, "  and %d more %s\n", n-1, plural(n-1, "page"))
		}
	}
	checked := "all checked"
	if r.Checked < r.Pages {
		checked = fmt.Sprintf("%d checked (%d passed before as they are)", r.Checked, r.Pages-r.Checked)
	}
	found := "0 errors"
	if n := pages(r.Problems); n > 0 {
		found = fmt.Sprintf("%d %s on %d %s", len(r.Problems), plural(len(r.Problems), "error"), n, plural(n, "page"))
	}
	fmt.Fprintf(w, "html check: %d pages, %s, %s (Nu HTML Checker %s)\n", r.Pages, checked, found, r.Checker)
}

// Err is nil when the checker found nothing.
func (r *Report) Err() error {
	if len(r.Problems) == 0 {
		return nil
	}
	n := pages(r.Problems)
	return fmt.Errorf("%d HTML %s on %d %s: fix the markup that writes them (raw HTML in a post, or a component under site/src/theme)",
		len(r.Problems), plural(len(r.Problems), "error"), n, plural(n, "page"))
}

// pages counts the distinct pages of ps.
func pages(ps []Problem) int {
	seen := map[string]bool{}
	for _, p := range ps {
		seen[p.File] = true
	}
	return len(seen)
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// oneLine squeezes an extract of markup onto one short line.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 100 {
		s = string(r[:100]) + "…"
	}
	return s
}

// Site checks a site folder as a build and `mage check` do, and prints the
// report. Without Java or the jar it says that it skipped and why; under
// CI, where .ci/run installs both, that is an error.
func Site(ctx context.Context, root string, o Options, out io.Writer) error {
	c, err := Find(root)
	var missing *Missing
	if errors.As(err, &missing) {
		if os.Getenv("CI") != "" {
			return fmt.Errorf("html check: %w (.ci/run installs it)", err)
		}
		fmt.Fprintf(out, "html check: skipped, %v\n", err)
		return nil
	}
	if err != nil {
		return err
	}
	rep, err := Check(ctx, c, o)
	if err != nil {
		return err
	}
	rep.Print(out)
	return rep.Err()
}
