//go:build unix

package nodebuild

import (
	"os/exec"
	"syscall"
)

func peakRSS(cmd *exec.Cmd) int64 {
	if cmd.ProcessState == nil {
		return 0
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		return ru.Maxrss * 1024 // Linux reports kilobytes
	}
	return 0
}
