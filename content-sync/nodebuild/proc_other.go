//go:build !unix

package nodebuild

import "os/exec"

func inGroup(*exec.Cmd)       {}
func killGroup(*exec.Cmd)     {}
func peakRSS(*exec.Cmd) int64 { return 0 }
