package lighthouse

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/support/procgroup"
)

// Tool is the Lighthouse command line and the browser it drives.
type Tool struct {
	Bin    string // tools/lighthouse/node_modules/.bin/lighthouse
	Chrome string // the Chromium binary, handed over as CHROME_PATH
}

// chromeFlags run Chromium headless as root in a container, and keep it off
// the internet, which refuses it here: without them the background updates
// and QUIC probes fill the report's logs with failed requests.
const chromeFlags = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"

// runTimeout bounds one run; a page takes 15–30 s here, and Lighthouse gives
// up on a page that does not load within 45 s by itself.
const runTimeout = 5 * time.Minute

// Run scores url once with Lighthouse's defaults (mobile, simulated
// throttling) and returns the JSON report as Lighthouse wrote it.
func (t Tool) Run(ctx context.Context, url string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "ds-lighthouse-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	report := filepath.Join(tmp, "report.json")
	// A fresh profile a run: no cache or service worker carries over.
	profile := filepath.Join(tmp, "profile")
	ctx, cancel := context.WithTimeout(ctx, runTimeout)
	defer cancel()
	cmd := procgroup.Command(ctx, t.Bin, url,
		"--output=json", "--output-path="+report,
		"--only-categories="+strings.Join(categoryIDs(), ","),
		"--chrome-flags="+chromeFlags+" --user-data-dir="+profile,
		"--quiet")
	cmd.Env = append(os.Environ(), "CHROME_PATH="+t.Chrome)
	// Chromium runs in a process group of its own; Lighthouse stops it on
	// SIGINT, not when it is killed. Whatever is left afterwards, in
	// Lighthouse's group or Chromium's, is killed before the run returns.
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	cmd.WaitDelay = 10 * time.Second
	defer procgroup.KillMatching(profile)
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := procgroup.Run(cmd); err != nil {
		if ctx.Err() != nil {
			err = fmt.Errorf("%w (limit %s)", ctx.Err(), runTimeout)
		}
		return nil, fmt.Errorf("lighthouse %s: %v\n%s", url, err, tail(log.String(), 20))
	}
	b, err := os.ReadFile(report)
	if err != nil {
		return nil, fmt.Errorf("lighthouse %s wrote no report: %w\n%s", url, err, tail(log.String(), 20))
	}
	return b, nil
}

// tail is the last n lines of s, indented, for an error message.
func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return "  " + strings.Join(lines, "\n  ")
}
