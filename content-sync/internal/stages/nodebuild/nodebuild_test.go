package nodebuild

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestRunStreamsWithPrefix(t *testing.T) {
	var out bytes.Buffer
	jobs := []Job{
		{Locale: "ja", Dir: t.TempDir(), OutDir: "/tmp/out-ja", Env: []string{"FAKE_MODE=ok", "DS_BASE_URL=/ds/"}},
		{Locale: "en", Dir: t.TempDir(), OutDir: "/tmp/out-en", Env: []string{"FAKE_MODE=ok", "DS_BASE_URL=/ds/en/"},
			NodeFlags: []string{"--expose-gc"}},
	}
	res, err := Run(context.Background(), "testdata/modules", jobs, &out)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"[ja] building build --locale ja --out-dir /tmp/out-ja\n", "[en] base /ds/en/\n", "[ja] done without newline\n",
		"[ja] gc undefined\n", "[en] gc function\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if len(res) != 2 || res[1].Locale != "en" || res[0].PeakRSS <= 0 {
		t.Errorf("results %+v", res)
	}
}

func TestRunFailureCarriesTail(t *testing.T) {
	var out bytes.Buffer
	jobs := []Job{{Locale: "en", Dir: t.TempDir(), OutDir: "x", Env: []string{"FAKE_MODE=fail"}}}
	_, err := Run(context.Background(), "testdata/modules", jobs, &out)
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("got %v", err)
	}
	if e.Locale != "en" || len(e.Tail) != 40 || e.Tail[39] != "error line 50" {
		t.Errorf("tail: %d lines, last %q", len(e.Tail), e.Tail[len(e.Tail)-1])
	}
	if !strings.Contains(e.Error(), "exit status 3") {
		t.Errorf("message: %s", e.Error())
	}
}

func TestCancelStopsTheWholeGroup(t *testing.T) {
	pidfile := filepath.Join(t.TempDir(), "pid")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		jobs := []Job{{Locale: "ja", Dir: t.TempDir(), OutDir: "x", Env: []string{"FAKE_MODE=hang", "FAKE_PIDFILE=" + pidfile}}}
		_, err := Run(ctx, "testdata/modules", jobs, &bytes.Buffer{})
		done <- err
	}()
	var pid int
	for i := 0; i < 200 && pid == 0; i++ {
		time.Sleep(50 * time.Millisecond)
		b, _ := os.ReadFile(pidfile)
		pid, _ = strconv.Atoi(string(b))
	}
	if pid == 0 {
		t.Fatal("the fake build never started its child")
	}
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("got %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("cancel did not stop the build")
	}
	for i := 0; i < 100; i++ {
		if syscall.Kill(pid, 0) != nil {
			return // the grandchild is gone
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Errorf("child process %d outlived the cancelled build", pid)
}

// Then follows its own build only, and only a successful one; its failure
// is the run's failure.
func TestThenRunsAfterItsBuild(t *testing.T) {
	var out bytes.Buffer
	var ran []string
	then := func(loc string, fail error) func(context.Context, io.Writer) error {
		return func(_ context.Context, w io.Writer) error {
			ran = append(ran, loc)
			fmt.Fprintf(w, "[%s] then\n", loc)
			return fail
		}
	}
	jobs := []Job{{Locale: "ja", Dir: t.TempDir(), OutDir: "x", Env: []string{"FAKE_MODE=ok"}, Then: then("ja", nil)}}
	if _, err := Run(context.Background(), "testdata/modules", jobs, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "[ja] then\n") {
		t.Errorf("Then did not run after the build:\n%s", out.String())
	}
	jobs = []Job{{Locale: "en", Dir: t.TempDir(), OutDir: "x", Env: []string{"FAKE_MODE=fail"}, Then: then("en", nil)}}
	if _, err := Run(context.Background(), "testdata/modules", jobs, &out); err == nil || slices.Contains(ran, "en") {
		t.Errorf("after a failed build: err %v, Then ran for %v", err, ran)
	}
	broken := errors.New("index failed")
	jobs = []Job{{Locale: "ja", Dir: t.TempDir(), OutDir: "x", Env: []string{"FAKE_MODE=ok"}, Then: then("ja", broken)}}
	if _, err := Run(context.Background(), "testdata/modules", jobs, &out); !errors.Is(err, broken) {
		t.Errorf("a failing Then: %v", err)
	}
}
