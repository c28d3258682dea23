package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/support/ghpages"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
)

// DefaultPort is where the preview listens unless told otherwise.
const DefaultPort = 3000

// Command is `mage serve`: it serves the merged site on the loopback address
// until ctx ends.
func Command(ctx context.Context, root string, port int, out io.Writer) error {
	cfg, l := config.Read(root)
	if err := l.Err(); err != nil {
		l.Print(out)
		return err
	}
	dir := filepath.Join(root, filepath.FromSlash(cfg.Build.OutDir))
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return fmt.Errorf("no site to serve in %s: build it first with go tool mage build", cfg.Build.OutDir)
	}
	ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", port))
	if err != nil {
		return fmt.Errorf("cannot listen on port %d: %w (choose another with -port=N)", port, err)
	}
	base := "http://" + ln.Addr().String() + cfg.Site.BasePath
	fmt.Fprintf(out, "serving %s as GitHub Pages would\n", cfg.Build.OutDir)
	for _, loc := range cfg.I18n.Locales {
		fmt.Fprintf(out, "  %-3s %s\n", loc, base+strings.TrimPrefix(cfg.LocaleBaseURL(loc), cfg.Site.BasePath))
	}
	fmt.Fprintln(out, "Ctrl-C stops it.")
	return Run(ctx, ln, &Handler{ghpages.Resolver{Dir: dir, Base: cfg.Site.BasePath}})
}

// Run serves h on ln until ctx ends, then shuts down gracefully.
func Run(ctx context.Context, ln net.Listener, h http.Handler) error {
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		shut, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		_ = srv.Shutdown(shut)
		if err := <-done; !errors.Is(err, http.ErrServerClosed) {
			return err
		}
		return nil
	}
}
