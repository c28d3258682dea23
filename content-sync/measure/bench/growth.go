package bench

import (
	"context"
	"fmt"
	"os"
)

// growth builds blogs of 165 (the real one), 500 and 1,000 posts in both
// locales, to show how time and memory follow the number of pages (one post
// a page makes pages grow with posts × tags).
func growth(ctx context.Context, o Options, r *Report) error {
	var rows [][]string
	var perPage0 float64
	for _, n := range []int{165, 500, 1000} {
		work, err := workCopyWithPosts(o.Root, n)
		if err != nil {
			return err
		}
		fmt.Fprintf(o.Out, "growth: pipeline build of %d posts … ", n)
		m, _, err := timeBuild(ctx, o, work)
		os.RemoveAll(work)
		if err != nil {
			return err
		}
		fmt.Fprintf(o.Out, "%s, %d pages, peak %s (one process %s)\n", seconds(m.Wall), m.Pages, mb(m.Tree), mb(m.Peak))
		perPage := m.Wall.Seconds() * 1000 / float64(m.Pages)
		if perPage0 == 0 {
			perPage0 = perPage
		}
		rows = append(rows, []string{fmt.Sprint(n), fmt.Sprint(m.Pages), seconds(m.Wall), fmt.Sprintf("%.1f ms", perPage), fmt.Sprintf("%.2f", perPage/perPage0), mb(m.Tree), mb(m.Peak)})
	}
	r.Section(o, "How the build grows with the blog",
		"The real site, and copies of it with generated posts added, each built once from empty caches. Time per page staying flat means the build grows linearly with pages.")
	r.Table(o, []string{"posts", "pages (both locales)", "build", "per page", "per page × 165-post blog", "peak, all processes", "peak, largest process"}, rows)
	return nil
}
