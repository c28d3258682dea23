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
// a page makes pages grow with posts × tags). Each size is built o.Runs
// times by the pipeline and by stock Docusaurus, taking turns, since one
// build of the same blog swung between 131 and 178 s from hour to hour.
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
		pipe, plain, links, html, err := growthRuns(ctx, o, n, latest, stock)
		if err != nil {
			return err
		}
		pages := pipe[0].Pages
		fmt.Fprintf(o.Out, "growth, %d posts: %d pages; link check %s, HTML check %s\n", n, pages, seconds(links), seconds(html))
		lead = append(lead, fmt.Sprintf("%d posts (%d pages) %s beside the link check's %s", n, pages, seconds(html), seconds(links)))
		x := ratio(pipe, plain)
		vsStock = append(vsStock, fmt.Sprintf("%d posts %s ×", n, x))
		perPage := wall(pipe).Seconds() * 1000 / float64(pages)
		if perPage0 == 0 {
			perPage0 = perPage
		}
		rows = append(rows, []string{fmt.Sprint(n), fmt.Sprint(pages), seconds(wall(pipe)), fmt.Sprintf("%.1f ms", perPage), fmt.Sprintf("%.2f", perPage/perPage0), mb(tree(pipe)), mb(peak(pipe)),
			seconds(wall(plain)), x, runByRun(pipe, plain), mb(tree(plain)), seconds(links), seconds(html)})
	}
	r.Lead(o, fmt.Sprintf("Clean builds of larger blogs against stock Docusaurus %s on the same generated blog (medians of %d runs each, taking turns): %s.", latestV, o.Runs, strings.Join(vsStock, ", ")))
	r.Lead(o, "The Nu HTML Checker over every page of a built blog (once each): "+strings.Join(lead, "; ")+".")
	r.Section(o, "How the build grows with the blog",
		fmt.Sprintf("The real site, and copies of it with generated posts added, each built %d times from empty caches by the pipeline and by stock Docusaurus %s (v4 + Faster, its persistent cache emptied first), taking turns: odd runs build stock first. Build times and memory are medians; the ratio divides the medians, and run by run each pipeline build is divided by the stock build beside it (median, and lowest–highest). Time per page staying flat means the build grows linearly with pages. Memory is the most all the build's processes held at one moment. The build's own link check and HTML check are part of its time; the last two columns run them again, once, on the site the first pipeline build made, the HTML check over every page (a build reads only pages whose markup it has not passed before; from empty caches, that is all of them).", o.Runs, latestV))
	r.Table(o, []string{"posts", "pages (both locales)", "build", "per page", "per page × 165-post blog", "peak, all processes", "peak, largest process",
		"stock " + latestV, "× stock", "run by run", "stock peak, all processes", "link check", "HTML check, every page"}, rows)
	return nil
}

// growthRuns builds a blog of n posts o.Runs times with the pipeline and
// with stock, taking turns: odd runs build stock first, so neither always
// follows the other. The first pipeline build's site is checked again.
func growthRuns(ctx context.Context, o Options, n int, latest string, stock pipeline.Plain) (ours, plain []Measurement, links, html time.Duration, err error) {
	for run := range o.Runs {
		for k := range 2 {
			work, err := workCopyWithPosts(o.Root, n)
			if err != nil {
				return nil, nil, 0, 0, err
			}
			var m Measurement
			if (run+k)%2 == 0 {
				fmt.Fprintf(o.Out, "growth, %d posts, run %d/%d: pipeline … ", n, run+1, o.Runs)
				m, _, err = timeBuild(ctx, o, work)
				if err == nil && run == 0 {
					links, html, err = siteChecks(ctx, work)
				}
				ours = append(ours, m)
			} else {
				fmt.Fprintf(o.Out, "growth, %d posts, run %d/%d: stock %s … ", n, run+1, o.Runs, docusaurusVersion(latest))
				if err = clearCache(latest); err == nil {
					m, err = timeStock(ctx, o, work, stock)
				}
				plain = append(plain, m)
			}
			os.RemoveAll(work)
			if err != nil {
				return nil, nil, 0, 0, err
			}
			fmt.Fprintf(o.Out, "%s, peak %s (one process %s)\n", seconds(m.Wall), mb(m.Tree), mb(m.Peak))
		}
	}
	return ours, plain, links, html, nil
}
