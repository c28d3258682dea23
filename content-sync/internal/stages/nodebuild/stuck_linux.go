package nodebuild

import (
	"time"

	"github.com/prometheus/procfs"
)

// mainThreadsCPU records in cpu the CPU time of the main thread of every
// process in process group pgid (a build and the child that may bundle its
// client), by process ID.
func mainThreadsCPU(pgid int, cpu map[int]time.Duration) bool {
	procs, err := procfs.AllProcs()
	if err != nil {
		return false
	}
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
			cpu[p.PID] = time.Duration(mst.CPUTime() * float64(time.Second))
		}
	}
	return true
}
