package pipeline

import (
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
func mergeSite(ctx context.Context, o Options, dst string, cfg config.Config, outs []merge.Output, key string) error {
	if err := merge.Into(ctx, dst, cfg.I18n.DefaultLocale, outs, finishSite(ctx, o, cfg)); err != nil {
		return err
	}
	return writeStamp(dst, key)
}

// finishSite completes a merged site before it replaces the last one: the
// lower-case tag addresses, the 404 page in each locale, and the link and
// HTML checks, whose failure keeps the last site in place.
func finishSite(ctx context.Context, o Options, cfg config.Config) func(dir string) error {
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
		memory := filepath.Join(o.Root, filepath.FromSlash(cfg.Build.StageDir), "htmlcheck.json")
		if err := checkSite(ctx, o, cfg, dir, memory); err != nil {
			return fmt.Errorf("%w; the last good site was kept", err)
		}
		return nil
	}
}

// checkSite runs the link check and the HTML check of a merged site and
// prints both reports; memory is where the HTML check remembers valid
// pages ("" checks every page).
func checkSite(ctx context.Context, o Options, cfg config.Config, dir, memory string) error {
	rep, err := linkcheck.ForSite(cfg, dir)
	if err != nil {
		return err
	}
	rep.Print(o.Out)
	links := rep.Err()
	html := htmlcheck.Site(ctx, o.Root, htmlcheck.Options{Dir: dir, Base: cfg.Site.BasePath, Memory: memory}, o.Out)
	return errors.Join(links, html)
}
