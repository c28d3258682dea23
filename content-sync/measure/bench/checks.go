package bench

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/support/procgroup"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/htmlcheck"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/linkcheck"
	"github.com/ayakashi-research/ds/content-sync/measure/gensite"
	"github.com/ayakashi-research/ds/content-sync/pipeline"
)

// checks times validation (no Node) and the link check of the merged site,
// the latter against htmltest on the same trees.
func checks(ctx context.Context, o Options, r *Report) error {
	if err := validation(o, r); err != nil {
		return err
	}
	return links(ctx, o, r)
}

func validation(o Options, r *Report) error {
	var rows [][]string
	for _, n := range []int{165, 1000, 10000} {
		work, err := workCopyWithPosts(o.Root, n)
		if err != nil {
			return err
		}
		var ms []Measurement
		for range 5 {
			start := time.Now()
			if _, l := pipeline.Prepare(work); l.Err() != nil {
				os.RemoveAll(work)
				return l.Err()
			}
			ms = append(ms, Measurement{Wall: time.Since(start)})
		}
		os.RemoveAll(work)
		fmt.Fprintf(o.Out, "validation of %d posts: %s\n", n, seconds(wall(ms)))
		rows = append(rows, []string{fmt.Sprint(n), fmt.Sprint(2 * n), seconds(wall(ms))})
	}
	r.Section(o, "Validation", "Every check of `go tool mage validate` (front matter, dates, tags, translations, links and anchors, files), no Node. The real site, and copies with generated posts added. Medians of five.")
	r.Table(o, []string{"posts", "markdown files", "median"}, rows)
	return nil
}

func links(ctx context.Context, o Options, r *Report) error {
	tmp, err := os.MkdirTemp("", "ds-bench-links-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "htmltest")
	build := procgroup.Command(ctx, "go", "-C", filepath.Join(o.Root, "tools", "go"), "build", "-o", bin, "github.com/wjdp/htmltest")
	build.Dir = o.Root
	if b, err := procgroup.CombinedOutput(build); err != nil {
		return fmt.Errorf("building htmltest: %v\n%s", err, b)
	}

	work, err := workCopy(o.Root)
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	fmt.Fprintln(o.Out, "link check: building the real site …")
	if _, _, err := timeBuild(ctx, o, work); err != nil {
		return err
	}
	cfg, _ := config.Read(work)
	trees := []struct{ name, dir string }{{"real site (165 posts)", filepath.Join(work, filepath.FromSlash(cfg.Build.OutDir))}}
	for _, n := range []int{1000, 10000} {
		dir := filepath.Join(tmp, fmt.Sprint(n))
		if err := gensite.HTML(dir, n); err != nil {
			return err
		}
		trees = append(trees, struct{ name, dir string }{fmt.Sprintf("generated tree, %d posts", n), filepath.Join(dir, "ds")})
	}
	var rows [][]string
	for _, tree := range trees {
		ours, theirs, rep, err := compareCheckers(ctx, bin, tmp, tree.dir, cfg)
		if err != nil {
			return err
		}
		fmt.Fprintf(o.Out, "link check, %s: ours %s, htmltest %s\n", tree.name, seconds(ours), seconds(theirs))
		rows = append(rows, []string{tree.name, fmt.Sprint(rep.Pages), fmt.Sprint(rep.Links), seconds(theirs), seconds(ours), fmt.Sprintf("%.2f", ours.Seconds()/theirs.Seconds()), fmt.Sprint(len(rep.Problems))})
	}
	r.Section(o, "Link check of the merged site",
		"This project's check (GitHub Pages rules: x.html, folder redirects, case; every href, src, srcset, feed and sitemap entry, hreflang alternate, #fragment) against htmltest 0.17 (internal links and hashes, no external fetches) on the same folder. htmltest knows nothing of Pages' extension-less addresses and reports thousands of false errors on a real Docusaurus site; its time is still a full pass over every page. The generated trees are shaped like built pages (navbar, 15 recent posts, anchors, previous and next, tags) and stand in for blogs too large to build here. Medians of five.")
	r.Table(o, []string{"tree", "pages", "links", "htmltest", "linkcheck", "× htmltest", "broken (linkcheck)"}, rows)
	return nil
}

// compareCheckers runs both checkers five times on one site folder.
func compareCheckers(ctx context.Context, bin, tmp, site string, cfg config.Config) (ours, theirs time.Duration, rep *linkcheck.Report, err error) {
	conf := filepath.Join(tmp, "htmltest.yml")
	// htmltest serves the folder above the site so that /ds/… links resolve.
	yml := fmt.Sprintf("DirectoryPath: %q\nCheckExternal: false\nIgnoreDirectoryMissingTrailingSlash: true\nLogLevel: 3\n", filepath.Dir(site))
	if err := os.WriteFile(conf, []byte(yml), 0o644); err != nil {
		return 0, 0, nil, err
	}
	var a, b []Measurement
	for range 5 {
		start := time.Now()
		if rep, err = linkcheck.Check(linkcheck.Options{Dir: site, Base: cfg.Site.BasePath, SiteURL: cfg.Site.URL}); err != nil {
			return 0, 0, nil, err
		}
		a = append(a, Measurement{Wall: time.Since(start)})
		start = time.Now()
		cmd := procgroup.Command(ctx, bin, "-c", conf)
		cmd.Dir = tmp
		if out, err := procgroup.CombinedOutput(cmd); err != nil && !bytes.Contains(out, []byte("errors in")) {
			return 0, 0, nil, fmt.Errorf("htmltest did not run: %v\n%s", err, out) // it exits 1 on problems, which is fine
		}
		b = append(b, Measurement{Wall: time.Since(start)})
	}
	return wall(a), wall(b), rep, nil
}

// siteChecks times the link check and the HTML check of every page of the
// site a work copy has built, once each.
func siteChecks(ctx context.Context, work string) (links, html time.Duration, err error) {
	cfg, l := config.Read(work)
	if err := l.Err(); err != nil {
		return 0, 0, err
	}
	dir := filepath.Join(work, filepath.FromSlash(cfg.Build.OutDir))
	c, err := htmlcheck.Find(work)
	if err != nil {
		return 0, 0, err
	}
	start := time.Now()
	if _, err := linkcheck.ForSite(cfg, dir); err != nil {
		return 0, 0, err
	}
	links = time.Since(start)
	start = time.Now()
	if _, err := htmlcheck.Check(ctx, c, htmlcheck.Options{Dir: dir, Base: cfg.Site.BasePath}); err != nil {
		return 0, 0, err
	}
	return links, time.Since(start), nil
}
