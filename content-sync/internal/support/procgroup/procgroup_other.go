//go:build !unix

package procgroup

import "os/exec"

func setGroup(*exec.Cmd)   {}
func kill(cmd *exec.Cmd)   { _ = cmd.Process.Kill() }
func alive(*exec.Cmd) bool { return false }
func killMatching(string)  {}
