//go:build unix

package stopsignal

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The test binary plays the target: run as a child with STOPSIGNAL_CHILD
// set, it waits for the context and prints why it ended.
func TestMain(m *testing.M) {
	if os.Getenv("STOPSIGNAL_CHILD") != "" {
		ctx, stop := Context(context.Background())
		fmt.Println("ready")
		<-ctx.Done()
		fmt.Println(context.Cause(ctx))
		stop()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func TestEachSignalEndsTheContext(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			cmd, output := child(t, os.Args[0])
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			if err := cmd.Wait(); err != nil {
				t.Fatalf("the child was killed instead of stopping: %v", err)
			}
			if got := output(); !strings.Contains(got, "stopped by "+sig.String()) {
				t.Errorf("child said %q", got)
			}
		})
	}
}

// SIGTERM to `go tool mage` ends mage, the target's parent, without passing
// the signal on: the target notices its parent is gone and stops.
func TestParentEndingEndsTheContext(t *testing.T) {
	dir := t.TempDir()
	// A shell stands for mage: it starts the target in the background,
	// writes its pid, and exits.
	script := fmt.Sprintf("STOPSIGNAL_CHILD=1 %q -test.run=none > %s/out 2>&1 & echo $! > %s/pid; sleep 1", os.Args[0], dir, dir)
	if err := exec.Command("sh", "-c", script).Run(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if b, _ := os.ReadFile(dir + "/out"); strings.Contains(string(b), "parent process") {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	b, _ := os.ReadFile(dir + "/out")
	t.Errorf("the orphaned child did not stop; it said %q", b)
}

// child starts the test binary as a target and returns once its handler is
// installed; output waits for it to end and returns what it printed.
func child(t *testing.T, bin string) (cmd *exec.Cmd, output func() string) {
	t.Helper()
	cmd = exec.Command(bin, "-test.run=none")
	cmd.Env = append(os.Environ(), "STOPSIGNAL_CHILD=1")
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout = w
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	lines := bufio.NewScanner(r)
	if !lines.Scan() || lines.Text() != "ready" {
		t.Fatalf("the child did not start: %q", lines.Text())
	}
	done := make(chan string)
	go func() {
		var b strings.Builder
		for lines.Scan() {
			b.WriteString(lines.Text() + "\n")
		}
		done <- b.String()
	}()
	return cmd, func() string { return <-done }
}

// mage cancels the targets' context on Ctrl-C, often before the signal
// itself arrives: that too reads as stopped.
func TestParentContextEndsTheContext(t *testing.T) {
	parent, cancel := context.WithCancel(context.Background())
	ctx, stop := Context(parent)
	defer stop()
	cancel()
	select {
	case <-ctx.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the context outlived its parent")
	}
	if got := context.Cause(ctx).Error(); got != "stopped: context canceled" {
		t.Errorf("cause %q", got)
	}
}
