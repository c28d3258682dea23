// Package stopsignal turns every ordinary way of being asked to stop into
// the cancelling of a context: Ctrl-C (SIGINT), SIGTERM (timeout, a process
// supervisor, an IDE's stop button, a CI runner), SIGHUP (a closed
// terminal), and the end of the parent process. The last one matters
// because `go tool mage` runs the targets in a child of mage, and SIGTERM
// sent to `go tool mage` ends mage without reaching that child.
package stopsignal

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// Signals are the signals that stop a target the way Ctrl-C does.
var Signals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// Context returns a context that ends, with the reason as its cause, when
// the process receives one of Signals, its parent process ends or parent
// is done. Until
// stop is called, those signals no longer kill the process, so the caller
// can stop its children and clean up; stop restores their default.
func Context(parent context.Context) (ctx context.Context, stop func()) {
	// The parent's end is passed on by hand, with a cause of its own: mage
	// cancels the targets' context on Ctrl-C, often before the signal
	// reaches this process, and a bare "context canceled" would not say
	// the build was stopped.
	ctx, cancel := context.WithCancelCause(context.WithoutCancel(parent))
	parentDone := parent.Done()
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, Signals...)
	done := make(chan struct{})
	ppid := os.Getppid()
	go func() {
		tick := time.NewTicker(200 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case s := <-sigs:
				cancel(fmt.Errorf("stopped by %v", s))
			case <-parentDone:
				cancel(fmt.Errorf("stopped: %w", context.Cause(parent)))
				parentDone = nil
			case <-tick.C:
				if os.Getppid() != ppid {
					cancel(fmt.Errorf("stopped: the parent process (%d) ended", ppid))
				}
			case <-done:
				return
			}
		}
	}()
	return ctx, func() {
		signal.Stop(sigs)
		close(done)
		cancel(context.Canceled)
	}
}
