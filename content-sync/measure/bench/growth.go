package bench

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"
)

// growth builds blogs of 165 (the real one), 500 and 1,000 posts in both
// locales, to show how time and memory follow the number of pages (one post
// a page makes pages grow with posts × tags).
func growth(ctx context.Context, o Options, r *Report) error {
	var rows [][]string
	var perPage0 float64
	var lead []string
	for _, n := range []int{165, 500, 1000} {
		work, err := workCopyWithPosts(o.Root, n)
		if err != nil {
			return err
		}
		fmt.Fprintf(o.Out, "growth: pipeline build of %d posts … ", n)
		m, _, err := timeBuild(ctx, o, work)
		var links, html time.Duration
		if err == nil {
			links, html, err = siteChecks(ctx, work)
		}
		os.RemoveAll(work)
		if err != nil {
			return err
		}
		fmt.Fprintf(o.Out, "%s, %d pages, peak %s (one process %s); link check %s, HTML check %s\n", seconds(m.Wall), m.Pages, mb(m.Tree), mb(m.Peak), seconds(links), seconds(html))
		lead = append(lead, fmt.Sprintf("%d posts (%d pages) %s beside the link check's %s", n, m.Pages, seconds(html), seconds(links)))
		perPage := m.Wall.Seconds() * 1000 / float64(m.Pages)
		if perPage0 == 0 {
			perPage0 = perPage
		}
		rows = append(rows, []string{fmt.Sprint(n), fmt.Sprint(m.Pages), seconds(m.Wall), fmt.Sprintf("%.1f ms", perPage), fmt.Sprintf("%.2f", perPage/perPage0), mb(m.Tree), mb(m.Peak), seconds(links), seconds(html)})
	}
	r.Lead(o, "The Nu HTML Checker over every page of a built blog (one run each): "+strings.Join(lead, "; ")+".")
	r.Section(o, "How the build grows with the blog",
		"The real site, and copies of it with generated posts added, each built once from empty caches. Time per page staying flat means the build grows linearly with pages. The build's own link check and HTML check are part of its time; the last two columns run them again on the built site, the HTML check over every page (a build reads only pages whose markup it has not passed before; from empty caches, that is all of them).")
	r.Table(o, []string{"posts", "pages (both locales)", "build", "per page", "per page × 165-post blog", "peak, all processes", "peak, largest process", "link check", "HTML check, every page"}, rows)
	return nil
}
