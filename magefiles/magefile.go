//go:build mage

// Targets for building, checking and testing the site. Each one is a thin
// call into content-sync/, where the pipeline lives.
package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/author/deploy"
	"github.com/ayakashi-research/ds/content-sync/author/devserver"
	"github.com/ayakashi-research/ds/content-sync/author/newpost"
	"github.com/ayakashi-research/ds/content-sync/author/serve"
	"github.com/ayakashi-research/ds/content-sync/author/status"
	"github.com/ayakashi-research/ds/content-sync/measure/bench"
	"github.com/ayakashi-research/ds/content-sync/measure/lighthouse"
	"github.com/ayakashi-research/ds/content-sync/pipeline"
	"github.com/ayakashi-research/ds/content-sync/targets"
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
	return targets.Stoppable(ctx, func(ctx context.Context) error {
		_, err := pipeline.Build(ctx, opts())
		return err
	})
}

// BuildLocale builds one locale alone into build/locales/<locale>/.
func BuildLocale(ctx context.Context, locale string) error {
	return targets.Stoppable(ctx, func(ctx context.Context) error {
		_, err := pipeline.BuildLocale(ctx, opts(), locale)
		return err
	})
}

// Merge puts the locales of build/locales/ together into build/ds/.
func Merge(ctx context.Context) error {
	return targets.Stoppable(ctx, func(ctx context.Context) error { return pipeline.Merge(ctx, opts()) })
}

// Validate checks every post, doc and setting without running Node.
func Validate() error {
	return pipeline.Validate(opts())
}

// Check checks every internal link and anchor of build/ds/ as GitHub Pages
// will serve it, and every page with the Nu HTML Checker.
func Check(ctx context.Context) error {
	return targets.Stoppable(ctx, func(ctx context.Context) error { return pipeline.Check(ctx, opts()) })
}

// Clean removes the staged trees and the built site.
func Clean() error {
	return pipeline.Clean(opts())
}

// Deploy publishes build/ds/ to the gh-pages branch of origin, building
// first when the sources are newer; -dryrun shows what would be pushed.
func Deploy(ctx context.Context, dryRun *bool) error {
	return targets.Stoppable(ctx, func(ctx context.Context) error {
		return deploy.Command(ctx, opts().Root, dryRun != nil && *dryRun, os.Stdout)
	})
}

// Serve previews build/ds/ at http://127.0.0.1:3000/ds/ exactly as GitHub
// Pages serves it; -port=N picks another port.
func Serve(ctx context.Context, port *int) error {
	p := serve.DefaultPort
	if port != nil {
		p = *port
	}
	return targets.Stoppable(ctx, func(ctx context.Context) error { return serve.Command(ctx, opts().Root, p, os.Stdout) })
}

// Test runs every test of the project, the real Docusaurus build included.
func Test(ctx context.Context) error {
	return targets.Stoppable(ctx, func(ctx context.Context) error { return targets.Test(ctx, opts().Root, os.Stdout) })
}

// Bench measures clean builds, rebuilds, larger blogs and the live preview
// against stock Docusaurus (the site's version and the latest 3.x), on
// copies of the site. BENCH_RUNS sets the runs (default 3); BENCH_ONLY picks
// sections.
func Bench(ctx context.Context) error {
	return targets.Stoppable(ctx, func(ctx context.Context) error { return bench.Command(ctx, opts().Root, os.Stdout) })
}

// Lighthouse scores six pages (home, blog page 2, a post; both locales) of
// build/ds/ and of a plain Docusaurus build side by side, on a phone, and
// writes build/lighthouse.md. LIGHTHOUSE_RUNS sets the runs (default 3).
func Lighthouse(ctx context.Context) error {
	return targets.Stoppable(ctx, func(ctx context.Context) error { return lighthouse.Command(ctx, opts().Root, os.Stdout) })
}

// Start previews one locale while you write (-locale=en; default ja) at
// http://127.0.0.1:3001/ds/, mirroring every save; -port=N picks the port.
func Start(ctx context.Context, locale *string, port *int) error {
	o := devserver.Options{Root: opts().Root, Port: devserver.DefaultPort, Out: os.Stdout}
	if locale != nil {
		o.Locale = *locale
	}
	if port != nil {
		o.Port = *port
	}
	return targets.Stoppable(ctx, func(ctx context.Context) error { return devserver.Run(ctx, o) })
}

// New starts a post in both languages: new <slug> [-title="…"]
// [-date=YYYY-MM-DD] [-folder, a folder post ready for figures].
func New(slug string, title *string, date *string, folder *bool) error {
	o := newpost.Options{Root: opts().Root, Slug: slug, Date: time.Now(), Folder: folder != nil && *folder}
	if title != nil {
		o.Title = *title
	}
	if date != nil {
		d, err := time.Parse(time.DateOnly, *date)
		if err != nil {
			return fmt.Errorf("-date=%s: write the date as YYYY-MM-DD", *date)
		}
		o.Date = d
	}
	paths, err := newpost.Create(o)
	if err != nil {
		return err
	}
	fmt.Printf("created:\n  %s\n", strings.Join(paths, "\n  "))
	return nil
}

// Status reports posts and docs per locale, missing translations, posts per
// tag and month, the newest post and what validation would say.
func Status() error {
	o := opts()
	s, err := status.Collect(o.Root)
	if err != nil {
		return err
	}
	s.Print(o.Out)
	return nil
}
