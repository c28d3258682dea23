package procgroup

import (
	"os/exec"
	"strings"
	"syscall"

	"github.com/prometheus/procfs"
)

// alive reports whether a process of the group still runs. A killed
// process orphaned to an init that reaps slowly lingers as a zombie: it
// runs nothing, so it does not count.
func alive(cmd *exec.Cmd) bool {
	pgid := cmd.Process.Pid
	if !groupExists(pgid) {
		return false
	}
	procs, err := procfs.AllProcs()
	if err != nil {
		return true
	}
	for _, p := range procs {
		if st, err := p.Stat(); err == nil && st.PGRP == pgid && st.State != "Z" && st.State != "X" {
			return true
		}
	}
	return false
}

func killMatching(s string) {
	procs, err := procfs.AllProcs()
	if err != nil {
		return
	}
	for _, p := range procs {
		if args, err := p.CmdLine(); err == nil && strings.Contains(strings.Join(args, " "), s) {
			_ = syscall.Kill(p.PID, syscall.SIGKILL)
		}
	}
}
