package bench

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/pipeline"
)

// growth builds blogs of 165 (the real one), 500 and 1,000 posts in both
// locales, to show how time and memory follow the number of pages (one post
// a page makes pages grow with posts × tags).
func growth(ctx context.Context, o Options, r *Report) error {
	latest, err := installLatest(ctx, o.Root, o)
	if err != nil {
		return err
	}
	latestV := docusaurusVersion(latest)
	stock := pipeline.Plain{Faster: true, StockTheme: true, Modules: latest}
	var rows [][]string
	var perPage0 float64
	var lead, vsStock []string
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
		var sm Measurement
		if err == nil {
			fmt.Fprintf(o.Out, "%s; stock %s … ", seconds(m.Wall), latestV)
			if err = clearCache(latest); err == nil {
				sm, err = timeStock(ctx, o, work, stock)
			}
		}
		os.RemoveAll(work)
		if err != nil {
			return err
		}
		fmt.Fprintf(o.Out, "%s; %d pages, peak %s (one process %s), stock peak %s; link check %s, HTML check %s\n", seconds(sm.Wall), m.Pages, mb(m.Tree), mb(m.Peak), mb(sm.Tree), seconds(links), seconds(html))
		lead = append(lead, fmt.Sprintf("%d posts (%d pages) %s beside the link check's %s", n, m.Pages, seconds(html), seconds(links)))
		x := fmt.Sprintf("%.2f", m.Wall.Seconds()/sm.Wall.Seconds())
		vsStock = append(vsStock, fmt.Sprintf("%d posts %s ×", n, x))
		perPage := m.Wall.Seconds() * 1000 / float64(m.Pages)
		if perPage0 == 0 {
			perPage0 = perPage
		}
		rows = append(rows, []string{fmt.Sprint(n), fmt.Sprint(m.Pages), seconds(m.Wall), fmt.Sprintf("%.1f ms", perPage), fmt.Sprintf("%.2f", perPage/perPage0), mb(m.Tree), mb(m.Peak),
			seconds(sm.Wall), x, mb(sm.Tree), seconds(links), seconds(html)})
	}
	r.Lead(o, fmt.Sprintf("Clean builds of larger blogs against stock Docusaurus %s on the same generated blog (one run each): %s.", latestV, strings.Join(vsStock, ", ")))
	r.Lead(o, "The Nu HTML Checker over every page of a built blog (one run each): "+strings.Join(lead, "; ")+".")
	r.Section(o, "How the build grows with the blog",
		"The real site, and copies of it with generated posts added, each built once from empty caches by the pipeline and by stock Docusaurus "+latestV+" (v4 + Faster, its persistent cache emptied first), one after the other. Time per page staying flat means the build grows linearly with pages. Memory is the most all the build's processes held at one moment. The build's own link check and HTML check are part of its time; the last two columns run them again on the built site, the HTML check over every page (a build reads only pages whose markup it has not passed before; from empty caches, that is all of them).")
	r.Table(o, []string{"posts", "pages (both locales)", "build", "per page", "per page × 165-post blog", "peak, all processes", "peak, largest process",
		"stock " + latestV, "× stock", "stock peak, all processes", "link check", "HTML check, every page"}, rows)
	return nil
}
