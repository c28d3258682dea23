package pipeline

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/htmlcheck"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/linkcheck"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/merge"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/notfound"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/tagalias"
)

// mergeSite merges the outputs into dst, finishes and checks the result,
// swaps it in, and stamps it with the key of the outputs it was made from.
// ahead holds the pages the HTML check found valid while the locales were
// built (htmlcheck.Ahead).
func mergeSite(ctx context.Context, o Options, dst string, cfg config.Config, outs []merge.Output, key string, ahead map[string]bool) error {
	if err := merge.Into(ctx, dst, cfg.I18n.DefaultLocale, outs, finishSite(ctx, o, cfg, ahead)); err != nil {
		return err
	}
	return writeStamp(dst, key)
}

// finishSite completes a merged site before it replaces the last one: the
// lower-case tag addresses, the 404 page in each locale, and the link and
// HTML checks, whose failure keeps the last site in place.
func finishSite(ctx context.Context, o Options, cfg config.Config, ahead map[string]bool) func(dir string) error {
	out := o.Out
	return func(dir string) error {
		var prefixes []string
		for _, loc := range cfg.I18n.Locales {
			root, prefix := dir, strings.TrimSuffix(cfg.LocaleBaseURL(loc), "/")
			if loc != cfg.I18n.DefaultLocale {
				root = filepath.Join(dir, loc)
				prefixes = append(prefixes, cfg.LocaleBaseURL(loc))
			}
			res, err := tagalias.Write(root, prefix, cfg.Site.URL, loc)
			if err != nil {
				return err
			}
			fmt.Fprintln(out, res.Describe(loc))
		}
		if err := notfound.Localize(dir, prefixes); err != nil {
			return err
		}
		if err := context.Cause(ctx); err != nil {
			return err
		}
		if err := checkSite(ctx, o, cfg, dir, htmlcheck.Options{Memory: htmlMemory(o.Root, cfg), Ahead: ahead}); err != nil {
			return fmt.Errorf("%w; the last good site was kept", err)
		}
		return nil
	}
}

// htmlMemory is where the HTML check remembers the pages it found valid.
func htmlMemory(root string, cfg config.Config) string {
	return filepath.Join(root, filepath.FromSlash(cfg.Build.StageDir), "htmlcheck.json")
}

// checkSite runs the link check and the HTML check of a merged site side by
// side and prints both reports; html's Memory is where the HTML check
// remembers valid pages ("" checks every page).
func checkSite(ctx context.Context, o Options, cfg config.Config, dir string, html htmlcheck.Options) error {
	html.Dir, html.Base = dir, cfg.Site.BasePath
	var htmlOut bytes.Buffer
	htmlDone := make(chan error, 1)
	go func() { htmlDone <- htmlcheck.Site(ctx, o.Root, html, &htmlOut) }()
	rep, linkErr := linkcheck.ForSite(cfg, dir)
	htmlErr := <-htmlDone
	if linkErr != nil {
		return linkErr
	}
	rep.Print(o.Out)
	o.Out.Write(htmlOut.Bytes())
	return errors.Join(rep.Err(), htmlErr)
}
