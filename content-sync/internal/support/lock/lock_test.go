package lock

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestSecondHolderIsRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), ".stage", ".lock")
	first, err := Acquire(path)
	if err != nil {
		t.Fatal(err)
	}
	// flock locks belong to open files, so a second open in this process
	// stands in for a second build.
	_, err = Acquire(path)
	if !errors.Is(err, ErrBusy) || !strings.Contains(err.Error(), "pid ") {
		t.Fatalf("second acquire: %v", err)
	}
	first.Release()
	again, err := Acquire(path)
	if err != nil {
		t.Fatalf("after release: %v", err)
	}
	again.Release()
}

// TestLockDiesWithItsHolder: a build killed mid-way leaves no stale lock.
func TestLockDiesWithItsHolder(t *testing.T) {
	if os.Getenv("LOCK_HOLDER") != "" {
		if _, err := Acquire(os.Getenv("LOCK_HOLDER")); err != nil {
			os.Exit(2)
		}
		os.Exit(0) // exits holding the lock
	}
	path := filepath.Join(t.TempDir(), ".lock")
	cmd := exec.Command(os.Args[0], "-test.run=TestLockDiesWithItsHolder")
	cmd.Env = append(os.Environ(), "LOCK_HOLDER="+path)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("holder: %v %s", err, out)
	}
	l, err := Acquire(path)
	if err != nil {
		t.Fatalf("lock left behind by an exited process: %v", err)
	}
	l.Release()
}
