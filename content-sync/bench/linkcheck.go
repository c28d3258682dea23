package bench

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/ayakashi-research/ds/content-sync/config"
	"github.com/ayakashi-research/ds/content-sync/linkcheck"
)

// LinkCheck times this project's link check against htmltest on the same
// merged site, runs times each, and prints medians and what each found.
func LinkCheck(ctx context.Context, root string, runs int, out io.Writer) error {
	cfg, l := config.Read(root)
	if err := l.Err(); err != nil {
		return err
	}
	site, err := filepath.Abs(filepath.Join(root, filepath.FromSlash(cfg.Build.OutDir)))
	if err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(site, "index.html")); err != nil {
		return fmt.Errorf("no site in %s to check: run go tool mage build first", site)
	}
	tmp, err := os.MkdirTemp("", "ds-htmltest-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "htmltest")
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/wjdp/htmltest")
	build.Dir = root
	if b, err := build.CombinedOutput(); err != nil {
		return fmt.Errorf("building htmltest: %v\n%s", err, b)
	}
	// htmltest serves the folder above the site so that /ds/… links resolve.
	conf := filepath.Join(tmp, "htmltest.yml")
	yml := fmt.Sprintf("DirectoryPath: %q\nCheckExternal: false\nIgnoreDirectoryMissingTrailingSlash: true\nLogLevel: 3\n", filepath.Dir(site))
	if err := os.WriteFile(conf, []byte(yml), 0o644); err != nil {
		return err
	}

	var ours, theirs []Measurement
	var rep *linkcheck.Report
	for range runs {
		start := time.Now()
		if rep, err = linkcheck.ForSite(cfg, site); err != nil {
			return err
		}
		ours = append(ours, Measurement{Wall: time.Since(start)})
		start = time.Now()
		cmd := exec.CommandContext(ctx, bin, "-c", conf)
		cmd.Dir = tmp
		if b, err := cmd.CombinedOutput(); err != nil && !bytes.Contains(b, []byte("errors in")) {
			return fmt.Errorf("htmltest did not run: %v\n%s", err, b) // it exits 1 on problems, which is fine
		}
		theirs = append(theirs, Measurement{Wall: time.Since(start)})
	}
	o, h := median(ours).Wall, median(theirs).Wall
	fmt.Fprintf(out, "\n%-38s %10s %10s\n", "link check of the merged site", "median", "× htmltest")
	fmt.Fprintf(out, "%-38s %9.3fs %10.2f\n", "htmltest 0.17 (internal links, hashes)", h.Seconds(), 1.0)
	fmt.Fprintf(out, "%-38s %9.3fs %10.2f\n", "linkcheck (Pages rules, feeds, sitemap)", o.Seconds(), o.Seconds()/h.Seconds())
	fmt.Fprintf(out, "linkcheck: %d pages, %d links, %d broken\n", rep.Pages, rep.Links, len(rep.Problems))
	return nil
}
