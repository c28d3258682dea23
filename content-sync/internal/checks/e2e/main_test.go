package e2e

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"

	"github.com/ayakashi-research/ds/content-sync/internal/support/ghpages"

	"github.com/ayakashi-research/ds/content-sync/author/serve"
	"github.com/ayakashi-research/ds/content-sync/pipeline"
)

var repoRoot = fixture.RepoRoot()

// site is the one build of the real site every test here shares.
var site struct {
	root string // the copy of the repository that was built
	dir  string // its build/ds
	url  string // where it is served, without the base path
	err  error
}

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	flag.Parse()
	if testing.Short() || os.Getenv("E2E_SKIP") != "" {
		return m.Run() // tests skip themselves without a site
	}
	if dir := os.Getenv("E2E_SITE"); dir != "" {
		// A site built earlier (go tool mage build): for quick runs by hand.
		site.root, site.dir = dir, dir
		return serveSite(m)
	}
	work, err := os.MkdirTemp("", "ds-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(work)
	site.root, site.dir = work, filepath.Join(work, "build", "ds")
	var log bytes.Buffer
	if err := pipeline.CopySources(repoRoot, work); err != nil {
		site.err = err
	} else if _, err := pipeline.Build(context.Background(), pipeline.Options{Root: work, Out: &log}); err != nil {
		site.err = fmt.Errorf("building the real site: %w\n%s", err, log.String())
	}
	if site.err != nil {
		return m.Run() // the tests report the failure
	}
	return serveSite(m)
}

// serveSite runs the tests against site.dir served as GitHub Pages would.
func serveSite(m *testing.M) int {
	srv := httptest.NewServer(&serve.Handler{Resolver: ghpages.Resolver{Dir: site.dir, Base: "/ds/"}})
	defer srv.Close()
	site.url = srv.URL
	return m.Run()
}

// needSite skips in -short mode and fails when the build failed.
func needSite(t *testing.T) {
	t.Helper()
	if site.root == "" {
		t.Skip("builds the real site; skipped in -short mode")
	}
	if site.err != nil {
		t.Fatal(site.err)
	}
}
