package nodebuild

import (
	"time"

	"github.com/prometheus/procfs"
)

// mainThreadsCPU sums the CPU time of the main thread of every process in
// process group pgid (a build and the child that may bundle its client).
func mainThreadsCPU(pgid int) (time.Duration, bool) {
	procs, err := procfs.AllProcs()
	if err != nil {
		return 0, false
	}
	var sum float64
	for _, p := range procs {
		st, err := p.Stat()
		if err != nil || st.PGRP != pgid {
			continue // gone since the listing, or not the build's
		}
		main, err := p.Thread(p.PID)
		if err != nil {
			continue
		}
		if mst, err := main.Stat(); err == nil {
			sum += mst.CPUTime()
		}
	}
	return time.Duration(sum * float64(time.Second)), true
}
