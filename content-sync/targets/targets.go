// Package targets holds what the mage targets share beyond the pipeline
// and the tools they call: stopping on every ordinary signal, and running
// the project's tests.
package targets

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/ayakashi-research/ds/content-sync/internal/support/nodedeps"
	"github.com/ayakashi-research/ds/content-sync/internal/support/procgroup"
	"github.com/ayakashi-research/ds/content-sync/internal/support/stopsignal"
)

// Stoppable runs a target so that it stops on SIGTERM, SIGHUP and the end
// of mage as it does on Ctrl-C: its children stopped, half-written output
// removed, the last good site kept. The error says what stopped it.
func Stoppable(ctx context.Context, target func(context.Context) error) error {
	ctx, stop := stopsignal.Context(ctx)
	defer stop()
	err := target(ctx)
	if cause := context.Cause(ctx); cause != nil && err != nil {
		return fmt.Errorf("%w (%v)", err, cause)
	}
	return err
}

// Test installs the Node packages when needed and runs every test of the
// project, one package at a time: the end-to-end tests run Docusaurus and
// Chromium, and on two cores they would starve each other.
func Test(ctx context.Context, root string, out io.Writer) error {
	if err := nodedeps.Ensure(ctx, root, out); err != nil {
		return err
	}
	cmd := procgroup.Command(ctx, "go", "test", "-count=1", "-p=1", "-timeout=60m", "./content-sync/...")
	cmd.Dir = root
	cmd.Stdout, cmd.Stderr = out, os.Stderr
	return procgroup.Run(cmd)
}
