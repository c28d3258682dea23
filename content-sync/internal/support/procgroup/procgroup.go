// Package procgroup runs a command in a process group of its own, so that
// stopping it stops everything it started (Node's workers, the browser a
// tool launches), and waits until that group is empty: nothing of a
// stopped command outlives the call that waited for it.
package procgroup

import (
	"context"
	"os/exec"
	"time"
)

// Command is exec.CommandContext for a process that starts its own group;
// when ctx ends, the whole group is killed.
func Command(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, name, args...)
	setGroup(cmd)
	return cmd
}

// Wait waits for the command, then kills whatever of its group is left and
// waits, up to a few seconds, until the group is gone.
func Wait(cmd *exec.Cmd) error {
	err := cmd.Wait()
	Reap(cmd)
	return err
}

// Run starts the command and waits for it and its group.
func Run(cmd *exec.Cmd) error {
	if err := cmd.Start(); err != nil {
		return err
	}
	return Wait(cmd)
}

// Output runs the command and returns its standard output, once its group
// is gone.
func Output(cmd *exec.Cmd) ([]byte, error) {
	out, err := cmd.Output()
	Reap(cmd)
	return out, err
}

// CombinedOutput runs the command and returns its standard output and
// error, once its group is gone.
func CombinedOutput(cmd *exec.Cmd) ([]byte, error) {
	out, err := cmd.CombinedOutput()
	Reap(cmd)
	return out, err
}

// Reap kills what is left of a started command's group and waits until it
// is empty.
func Reap(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	deadline := time.Now().Add(5 * time.Second)
	for alive(cmd) && time.Now().Before(deadline) {
		kill(cmd)
		time.Sleep(20 * time.Millisecond)
	}
}

// KillMatching kills every process whose command line contains s, such as
// a browser that a tool started in a group of its own with a profile folder
// named s, and that the tool left behind.
func KillMatching(s string) { killMatching(s) }
