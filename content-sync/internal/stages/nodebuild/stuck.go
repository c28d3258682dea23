package nodebuild

import (
	"context"
	"errors"
	"time"
)

// ErrStuck is a build that stopped making progress. The Rspack that
// Docusaurus 3.7 ships can, rarely, spin on one of its own threads forever
// in the middle of bundling: the process prints nothing more and its main
// thread sits idle, waiting for a result that never comes.
var ErrStuck = errors.New("stuck: it printed nothing while its main thread sat idle")

// watch cancels ctx with ErrStuck once the build of process group pgid has
// gone `after` without printing anything while the main threads of its
// processes used less than 1 % of that time. A build can be silent for
// minutes while it runs loaders or renders pages, but then its main thread
// is busy; it idles only while the bundler optimises and minifies on
// threads of its own, which takes a minute or two, not `after`. Processes
// that ended still count with their last reading. Where the main threads'
// time cannot be read, it never fires.
func watch(ctx context.Context, pgid int, after time.Duration, lastOutput func() time.Time, stop context.CancelCauseFunc) {
	type sample struct {
		at  time.Time
		cpu time.Duration
	}
	tick := time.NewTicker(after / 10)
	defer tick.Stop()
	var window []sample             // the readings of the last `after`, oldest first
	seen := map[int]time.Duration{} // the last reading of each process, ended ones too
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-tick.C:
			if !mainThreadsCPU(pgid, seen) {
				return
			}
			var cpu time.Duration
			for _, d := range seen {
				cpu += d
			}
			window = append(window, sample{now, cpu})
			for len(window) > 1 && now.Sub(window[1].at) >= after {
				window = window[1:]
			}
			first := window[0]
			if now.Sub(first.at) >= after && now.Sub(lastOutput()) >= after && cpu-first.cpu < after/100 {
				stop(ErrStuck)
				return
			}
		}
	}
}
