//go:build unix

package procgroup

import (
	"context"
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A shell that starts a long sleep in the background and then waits: when
// its context ends, Wait returns only once the sleep is gone too.
func TestCancelStopsTheWholeGroup(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	pidFile := t.TempDir() + "/pid"
	cmd := Command(ctx, "sh", "-c", "sleep 300 & echo $! > "+pidFile+"; wait")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	child := waitForPID(t, pidFile)
	cancel()
	if err := Wait(cmd); err == nil {
		t.Error("a killed command reports success")
	}
	if running(child) {
		t.Errorf("the background sleep %d outlived the command", child)
	}
}

// A command that exits on its own but leaves a process behind in its group
// does not leave it running.
func TestWaitReapsWhatIsLeft(t *testing.T) {
	pidFile := t.TempDir() + "/pid"
	cmd := Command(context.Background(), "sh", "-c", "sleep 300 & echo $! > "+pidFile)
	if err := Run(cmd); err != nil {
		t.Fatal(err)
	}
	child := waitForPID(t, pidFile)
	if running(child) {
		t.Errorf("the background sleep %d outlived the command", child)
	}
}

// running reports whether pid is a process that is not a zombie.
func running(pid int) bool {
	if errors.Is(syscall.Kill(pid, 0), syscall.ESRCH) {
		return false
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true // not Linux: the signal is all there is to go by
	}
	// The state follows the command name in parentheses.
	s := string(b)
	if i := strings.LastIndexByte(s, ')'); i >= 0 && i+2 < len(s) {
		return s[i+2] != 'Z'
	}
	return true
}

func waitForPID(t *testing.T, file string) int {
	t.Helper()
	for range 200 {
		if b, err := os.ReadFile(file); err == nil && strings.TrimSpace(string(b)) != "" {
			pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
			if err != nil {
				t.Fatal(err)
			}
			return pid
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("the command never wrote its child's pid")
	return 0
}
