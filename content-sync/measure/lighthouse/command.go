// Package lighthouse scores the built site with Lighthouse — performance,
// accessibility, best practices, SEO, on a phone — side by side with a
// default Docusaurus build of the same content (one webpack build, the
// classic theme without this site's components), so the author sees what
// the pipeline and the theme changes gained, and which audits still hold a
// page back.
package lighthouse

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/support/ghpages"

	"github.com/ayakashi-research/ds/content-sync/author/serve"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/support/nodedeps"
	"github.com/ayakashi-research/ds/content-sync/pipeline"
)

// DefaultChrome is Debian's Chromium; CHROME_PATH names another.
const DefaultChrome = "/usr/bin/chromium"

// site is one folder scored.
type site struct {
	name, dir string
	url       string // where it is served, without the base path
}

// Command is `mage lighthouse`. LIGHTHOUSE_RUNS sets the runs of each page on
// each site (default 3). It builds what is missing or older than the
// sources, scores both sites, prints the report and writes it to
// build/lighthouse.md with the raw reports in build/lighthouse/. A page
// below a bar is reported, not an error: only what fails to run is.
func Command(ctx context.Context, root string, out io.Writer) error {
	runs, err := runsFromEnv()
	if err != nil {
		return err
	}
	cfg, l := config.Read(root)
	if err := l.Err(); err != nil {
		l.Print(out)
		return err
	}
	tool, err := install(ctx, root, out)
	if err != nil {
		return err
	}
	if err := checkFonts(cfg.I18n.Locales, fcList(ctx)); err != nil {
		return err
	}
	built := filepath.Join(root, filepath.FromSlash(cfg.Build.OutDir))
	outDir := filepath.Dir(built) // build/
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return err
	}
	if err := pipeline.BuildIfStale(ctx, pipeline.Options{Root: root, Out: out}, built); err != nil {
		return fmt.Errorf("the pipeline build failed: %w", err)
	}
	plain, err := buildPlain(ctx, root, cfg, filepath.Join(outDir, "lighthouse.log"), out)
	if err != nil {
		return err
	}
	pages, err := Pages(cfg, built)
	if err != nil {
		return err
	}
	sites := []*site{{name: "pipeline", dir: built}, {name: "default Docusaurus", dir: plain}}
	for _, s := range sites {
		if miss := Missing(pages, s.dir, cfg.Site.BasePath); len(miss) > 0 {
			return fmt.Errorf("the %s site in %s has no page for %s: rebuild it", s.name, s.dir, strings.Join(miss, ", "))
		}
	}

	serving, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer wg.Wait()
	defer stop()
	for _, s := range sites {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return fmt.Errorf("cannot listen on a loopback port: %w", err)
		}
		s.url = "http://" + ln.Addr().String()
		h := &serve.Handler{Resolver: ghpages.Resolver{Dir: s.dir, Base: cfg.Site.BasePath}}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := serve.Run(serving, ln, h); err != nil {
				fmt.Fprintf(out, "serving the %s site: %v\n", s.name, err)
			}
		}()
		fmt.Fprintf(out, "%s site: %s at %s%s\n", s.name, rel(root, s.dir), s.url, cfg.Site.BasePath)
	}

	// A build in this checkout meanwhile swaps a new folder in under the
	// server; it is noticed by the folder's identity.
	before, err := os.Stat(built)
	if err != nil {
		return err
	}
	raw := filepath.Join(outDir, "lighthouse")
	if err := os.RemoveAll(raw); err != nil {
		return err
	}
	if err := os.MkdirAll(raw, 0o755); err != nil {
		return err
	}
	results, err := scoreAll(ctx, tool, pages, sites, runs, raw, out)
	if err != nil {
		return err
	}
	t := Table{Pages: pages, When: time.Now()}
	for _, s := range sites {
		t.Sites = append(t.Sites, s.name)
	}
	for i := range pages {
		var row []Summary
		for j := range sites {
			row = append(row, Summarize(results[i][j]))
		}
		t.Sums = append(t.Sums, row)
	}
	md := t.Markdown()
	if now, err := os.Stat(built); err != nil || !os.SameFile(before, now) {
		md += fmt.Sprintf("\n**%s was replaced by another build during the run**: its scores may mix two builds. Run again.\n", rel(root, built))
	}
	fmt.Fprintf(out, "\n%s\n", md)
	report := filepath.Join(outDir, "lighthouse.md")
	if err := os.WriteFile(report, []byte(md), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(out, "written to %s; raw reports in %s\n", rel(root, report), rel(root, raw))
	return nil
}

// scoreAll runs Lighthouse on every page of every site, runs times, keeping
// each JSON report in raw. The sites take turns page by page, so that a
// busy moment of the shared machine falls on both rather than on one.
func scoreAll(ctx context.Context, tool Tool, pages []Page, sites []*site, runs int, raw string, out io.Writer) ([][][]Result, error) {
	results := make([][][]Result, len(pages))
	for i := range results {
		results[i] = make([][]Result, len(sites))
	}
	for run := 1; run <= runs; run++ {
		for i, p := range pages {
			for j, s := range sites {
				fmt.Fprintf(out, "run %d/%d  %-8s %-16s … ", run, runs, p.Name(), s.name)
				start := time.Now()
				b, err := tool.Run(ctx, s.url+p.Path)
				if err != nil {
					fmt.Fprintln(out, "failed")
					return nil, err
				}
				name := fmt.Sprintf("%s-%s-%s-%d.json", strings.Fields(s.name)[0], p.Locale, p.Kind, run)
				if err := os.WriteFile(filepath.Join(raw, name), b, 0o644); err != nil {
					return nil, err
				}
				r, err := Parse(b)
				if err != nil {
					fmt.Fprintln(out, "failed")
					return nil, fmt.Errorf("%s (report kept in %s): %w", s.url+p.Path, filepath.Join(raw, name), err)
				}
				var parts []string
				for _, c := range Categories {
					parts = append(parts, fmt.Sprintf("%s %.0f", c.Short, r.Scores[c.ID]))
				}
				fmt.Fprintf(out, "%s (%.0f s)\n", strings.Join(parts, ", "), time.Since(start).Seconds())
				results[i][j] = append(results[i][j], r)
			}
		}
	}
	return results, nil
}

func runsFromEnv() (int, error) {
	s := os.Getenv("LIGHTHOUSE_RUNS")
	if s == "" {
		return 3, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		return 0, fmt.Errorf("LIGHTHOUSE_RUNS=%q is not a positive number", s)
	}
	return n, nil
}

// Chrome is the Chromium to measure with: CHROME_PATH, or Debian's.
func Chrome() (string, error) {
	chrome := os.Getenv("CHROME_PATH")
	if chrome == "" {
		chrome = DefaultChrome
	}
	if _, err := os.Stat(chrome); err != nil {
		return "", fmt.Errorf("no Chromium at %s: install Debian's chromium (apt-get install chromium), or set CHROME_PATH to a Chrome or Chromium binary", chrome)
	}
	return chrome, nil
}

// install finds Chromium and installs the pinned Lighthouse of
// tools/lighthouse when it is missing or older than its lockfile. It lives
// apart from the site's packages so that the site's build never carries it.
func install(ctx context.Context, root string, out io.Writer) (Tool, error) {
	chrome, err := Chrome()
	if err != nil {
		return Tool{}, err
	}
	dir := filepath.Join(root, "tools", "lighthouse")
	if err := nodedeps.Ensure(ctx, dir, out); err != nil {
		return Tool{}, fmt.Errorf("installing Lighthouse in %s: %w", rel(root, dir), err)
	}
	bin := filepath.Join(dir, "node_modules", ".bin", "lighthouse")
	if _, err := os.Stat(bin); err != nil {
		return Tool{}, fmt.Errorf("no Lighthouse at %s: run npm install in %s", rel(root, bin), rel(root, dir))
	}
	return Tool{Bin: bin, Chrome: chrome}, nil
}

// stock is how the site to compare with is built.
var stock = pipeline.Plain{StockTheme: true}

// buildPlain makes the default Docusaurus site, unless the last one is newer
// than every source: it takes minutes and changes only with the sources.
// Node's output goes to logPath.
func buildPlain(ctx context.Context, root string, cfg config.Config, logPath string, out io.Writer) (string, error) {
	dir := pipeline.PlainSite(root, cfg, stock)
	fresh, err := pipeline.Fresh(root, dir)
	if err != nil {
		return "", err
	}
	if fresh {
		fmt.Fprintf(out, "default Docusaurus site: %s is newer than every source\n", rel(root, dir))
		return dir, nil
	}
	if err := nodedeps.Ensure(ctx, root, out); err != nil {
		return "", err
	}
	log, err := os.Create(logPath)
	if err != nil {
		return "", err
	}
	defer log.Close()
	fmt.Fprintf(out, "default Docusaurus site: one `docusaurus build` of every locale, classic theme, webpack, into %s (minutes; output in %s) … ", rel(root, dir), rel(root, logPath))
	start := time.Now()
	if _, err := pipeline.BuildPlain(ctx, pipeline.Options{Root: root, Out: log}, stock); err != nil {
		fmt.Fprintln(out, "failed")
		return "", fmt.Errorf("the default Docusaurus build failed (see %s): %w", rel(root, logPath), err)
	}
	fmt.Fprintf(out, "%.0f s\n", time.Since(start).Seconds())
	return dir, nil
}

// rel shortens a path under the repository for messages.
func rel(root, p string) string {
	if r, err := filepath.Rel(root, p); err == nil && !strings.HasPrefix(r, "..") {
		return r
	}
	return p
}
