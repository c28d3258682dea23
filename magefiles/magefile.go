//go:build mage

// Targets for building, checking and testing the site. Each one is a thin
// call into content-sync/, where the pipeline lives.
package main

import (
	"context"
	"os"
	"os/exec"

	"github.com/ayakashi-research/ds/content-sync/bench"
	"github.com/ayakashi-research/ds/content-sync/deploy"
	"github.com/ayakashi-research/ds/content-sync/linkcheck"
	"github.com/ayakashi-research/ds/content-sync/nodedeps"
	"github.com/ayakashi-research/ds/content-sync/pipeline"
	"github.com/ayakashi-research/ds/content-sync/serve"
)

// Default is what `go tool mage` runs with no target.
var Default = Build

func opts() pipeline.Options {
	root, err := os.Getwd()
	if err != nil {
		panic(err)
	}
	return pipeline.Options{Root: root, Out: os.Stdout}
}

// Build validates the content and builds both locales into build/ds/.
func Build(ctx context.Context) error {
	_, err := pipeline.Build(ctx, opts())
	return err
}

// BuildLocale builds one locale alone into build/locales/<locale>/.
func BuildLocale(ctx context.Context, locale string) error {
	_, err := pipeline.BuildLocale(ctx, opts(), locale)
	return err
}

// Merge puts the locales of build/locales/ together into build/ds/.
func Merge() error {
	return pipeline.Merge(opts())
}

// Validate checks every post, doc and setting without running Node.
func Validate() error {
	return pipeline.Validate(opts())
}

// Check checks every internal link and anchor of build/ds/ as GitHub Pages
// will serve it.
func Check() error {
	return linkcheck.Command(opts().Root, os.Stdout)
}

// Clean removes the staged trees and the built site.
func Clean() error {
	return pipeline.Clean(opts())
}

// Deploy publishes build/ds/ to the gh-pages branch of origin, building
// first when the sources are newer; -dryrun shows what would be pushed.
func Deploy(ctx context.Context, dryRun *bool) error {
	return deploy.Command(ctx, opts().Root, dryRun != nil && *dryRun, os.Stdout)
}

// Serve previews build/ds/ at http://127.0.0.1:3000/ds/ exactly as GitHub
// Pages serves it; -port=N picks another port.
func Serve(ctx context.Context, port *int) error {
	p := serve.DefaultPort
	if port != nil {
		p = *port
	}
	return serve.Command(ctx, opts().Root, p, os.Stdout)
}

// Test runs every test of the project, the real Docusaurus build included.
func Test(ctx context.Context) error {
	o := opts()
	if err := nodedeps.Ensure(ctx, o.Root, o.Out); err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, "go", "test", "-count=1", "-timeout=60m", "./...")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	return cmd.Run()
}

// Bench times full builds: plain Docusaurus (webpack, then Faster) against
// the pipeline, on copies of the site. BENCH_RUNS sets the runs (default 3).
func Bench(ctx context.Context) error {
	return bench.Command(ctx, opts().Root, os.Stdout)
}
