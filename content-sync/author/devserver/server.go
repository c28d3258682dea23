package devserver

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/nodebuild"
	"github.com/ayakashi-research/ds/content-sync/internal/support/nodedeps"
	"github.com/ayakashi-research/ds/content-sync/pipeline"
)

// DefaultPort is where the preview listens unless told otherwise; the
// built-site server (mage serve) uses 3000.
const DefaultPort = 3001

// Options say what to preview.
type Options struct {
	Root   string
	Locale string // "" for the default locale
	Port   int
	Out    io.Writer
}

// Run stages the locale, starts the development server and the watcher, and
// stops both, Node included, when ctx ends.
func Run(ctx context.Context, o Options) error {
	cfg, l := config.Read(o.Root)
	if err := l.Err(); err != nil {
		l.Print(o.Out)
		return err
	}
	loc := o.Locale
	if loc == "" {
		loc = cfg.I18n.DefaultLocale
	}
	known := false
	for _, l := range cfg.I18n.Locales {
		known = known || l == loc
	}
	if !known {
		return fmt.Errorf("unknown locale %q: %s lists %v", loc, config.FileName, cfg.I18n.Locales)
	}
	if err := nodedeps.Ensure(ctx, o.Root, o.Out); err != nil {
		return err
	}
	s := &Syncer{Root: o.Root, Locale: loc, Dir: StageDir(o.Root, cfg.Build.StageDir, loc), Out: o.Out}
	if _, err := s.Sync(); err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		err := Watch(ctx, o.Root, func() {
			st, err := s.Sync()
			switch {
			case err != nil:
				fmt.Fprintf(o.Out, "[sync] %v\n", err)
			case st.Written+st.Removed > 0:
				fmt.Fprintf(o.Out, "[sync] %d written, %d removed\n", st.Written, st.Removed)
			}
		})
		if err != nil {
			fmt.Fprintf(o.Out, "[sync] watching stopped: %v\n", err)
		}
	}()
	url := fmt.Sprintf("http://127.0.0.1:%d%s", o.Port, cfg.LocaleBaseURL(loc))
	fmt.Fprintf(o.Out, "preview of %s at %s (edits in site/ and i18n/ appear as you save; Ctrl-C stops)\n", loc, url)
	// Unlike `build --locale`, `start --locale` adds the locale's folder to
	// the base URL itself, so it is handed the default locale's.
	patchEnv, err := pipeline.Patches(pipeline.Options{Root: o.Root, Out: o.Out})
	if err != nil {
		return err
	}
	job := nodebuild.Job{Locale: "dev", Dir: s.Dir, Verb: "start", Env: append(pipeline.Env(cfg, cfg.I18n.DefaultLocale), patchEnv, "DS_PREVIEW=true"),
		Args: []string{"--locale", loc, "--port", fmt.Sprint(o.Port), "--host", "127.0.0.1", "--no-open"}}
	_, err = nodebuild.Run(ctx, filepath.Join(o.Root, "node_modules"), []nodebuild.Job{job}, o.Out)
	if errors.Is(err, context.Canceled) || ctx.Err() != nil {
		return nil // stopped by the author
	}
	if err != nil && strings.Contains(err.Error(), "EADDRINUSE") {
		return fmt.Errorf("port %d is taken: choose another with -port=N", o.Port)
	}
	return err
}
