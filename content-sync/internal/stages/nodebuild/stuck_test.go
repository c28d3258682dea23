package nodebuild

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
)

// stuckJob runs the fake CLI in mode with a watch of one second; resets
// counts the calls of its Reset.
func stuckJob(t *testing.T, resets *int, env ...string) Job {
	t.Helper()
	if !mainThreadsCPU(1, map[int]time.Duration{}) {
		fixture.MissingTool(t, "a way to read a process's main thread's CPU time", "Linux's /proc has it")
	}
	return Job{Locale: "ja", Dir: t.TempDir(), OutDir: "x", Env: env, StuckAfter: time.Second,
		Reset: func() error { *resets++; return nil }}
}

// runBounded fails the test instead of hanging when the watch never fires.
func runBounded(t *testing.T, j Job) (string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var out bytes.Buffer
	_, err := Run(ctx, "testdata/modules", []Job{j}, &out)
	if errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("the stuck build was never stopped:\n%s", out.String())
	}
	return out.String(), err
}

func TestStuckBuildIsStartedAgain(t *testing.T) {
	var resets int
	state := filepath.Join(t.TempDir(), "state")
	out, err := runBounded(t, stuckJob(t, &resets, "FAKE_MODE=stuck", "FAKE_STATE="+state))
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if resets != 1 {
		t.Errorf("Reset ran %d times, want 1", resets)
	}
	if !strings.Contains(out, "[ja] stuck: it printed nothing while its main thread sat idle for 1s; stopped it, starting again\n") ||
		!strings.HasSuffix(out, "[ja] done without newline\n") {
		t.Errorf("output:\n%s", out)
	}
}

func TestStuckTwiceFails(t *testing.T) {
	var resets int
	out, err := runBounded(t, stuckJob(t, &resets, "FAKE_MODE=stuck"))
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, ErrStuck) || e.Locale != "ja" {
		t.Fatalf("want a stuck build's error, got %v\n%s", err, out)
	}
	if resets != 1 || strings.Count(out, "stuck:") != 1 {
		t.Errorf("Reset ran %d times; output:\n%s", resets, out)
	}
}

// A build that prints nothing but works on its main thread, as Docusaurus
// does while it renders the pages, is left alone.
func TestSilentBusyBuildIsNotStuck(t *testing.T) {
	var resets int
	out, err := runBounded(t, stuckJob(t, &resets, "FAKE_MODE=busy", "FAKE_BUSY_MS=3000"))
	if err != nil || resets != 0 || strings.Contains(out, "stuck") {
		t.Errorf("err %v, %d resets; output:\n%s", err, resets, out)
	}
}
