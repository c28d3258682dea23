//go:build linux

package magetest

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
	"github.com/ayakashi-research/ds/content-sync/internal/support/lock"
	"github.com/prometheus/procfs"
)

var repoRoot = fixture.RepoRoot()

// stops are the ways a target is told to stop: Ctrl-C and a closed
// terminal reach the whole foreground job; timeout, a supervisor or an
// IDE's stop button send SIGTERM to the command they started, `go` here.
var stops = []struct {
	name  string
	sig   syscall.Signal
	group bool
}{
	{"Ctrl-C", syscall.SIGINT, true},
	{"SIGTERM", syscall.SIGTERM, false},
	{"SIGHUP", syscall.SIGHUP, true},
}

// TestBuildStops stops a real build while Node is building, in each way:
// the command ends, no process of the build is left, build/ds is byte for
// byte the last good site, the half-written outputs are gone and the lock
// is free for the next build.
func TestBuildStops(t *testing.T) {
	if testing.Short() {
		t.Skip("runs real Docusaurus builds")
	}
	root := fixture.Repo(t, repoRoot, fixture.SiteDir())
	if out, err := mage(t, root, "build").CombinedOutput(); err != nil {
		t.Fatalf("the first build failed: %v\n%s", err, out)
	}
	site := filepath.Join(root, "build", "ds")
	before := fixture.Snapshot(t, site)
	for i, stop := range stops {
		t.Run(stop.name, func(t *testing.T) {
			// An edit in both languages, so both locales build again.
			for _, p := range []string{"site/blog/2025-09-01-first-sighting.md", "i18n/en/docusaurus-plugin-content-blog/2025-09-01-first-sighting.md"} {
				appendLine(t, filepath.Join(root, p), fmt.Sprintf("\nEdited %d.\n", i))
			}
			cmd := mage(t, root, "build")
			out := start(t, cmd)
			waitFor(t, "Docusaurus to start building", 2*time.Minute, func() bool { return strings.Contains(out(), "] [INFO]") })
			send(t, cmd, stop.sig, stop.group)
			err := cmd.Wait()
			waitFor(t, "every process of the build to end", 30*time.Second, func() bool { return len(processesIn(root)) == 0 })
			// mage waits for the target on Ctrl-C and passes its failure on.
			// SIGTERM and SIGHUP end mage at once, and `go tool` then exits
			// 0 for a tool killed by a signal; the target still stops.
			if stop.sig == syscall.SIGINT && err == nil {
				t.Errorf("the stopped build exited 0:\n%s", out())
			}
			if !strings.Contains(out(), "stopped") {
				t.Errorf("the build does not say it was stopped:\n%s", out())
			}
			if left := processesIn(root); len(left) > 0 {
				t.Fatalf("left running: %v", left)
			}
			fixture.SameTree(t, before, fixture.Snapshot(t, site))
			for _, loc := range []string{"ja", "en"} {
				if _, err := os.Stat(filepath.Join(root, ".stage", loc, "build")); err == nil {
					t.Errorf("the half-written %s output is still there", loc)
				}
			}
			if tmp, _ := filepath.Glob(filepath.Join(root, "build", ".ds-new-*")); len(tmp) > 0 {
				t.Errorf("a half-merged site is left: %v", tmp)
			}
			held, err := lock.Acquire(filepath.Join(root, ".stage", ".lock"))
			if err != nil {
				t.Fatalf("the lock is still held: %v", err)
			}
			held.Release()
		})
	}
}

// TestBuildLocaleStops stops a one-locale build once its page-rendering
// helper runs: the helper goes with the build.
func TestBuildLocaleStops(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a real Docusaurus build")
	}
	root := fixture.Repo(t, repoRoot, fixture.SiteDir())
	cmd := mage(t, root, "buildLocale", "en")
	cmd.Env = append(os.Environ(), "DS_RENDER_PROCESSES=2")
	out := start(t, cmd)
	helper := func() bool {
		for _, p := range processesIn(root) {
			if strings.Contains(p, filepath.Join("plugins", "render", "helper.js")) {
				return true
			}
		}
		return false
	}
	waitFor(t, "the render helper", 2*time.Minute, helper)
	send(t, cmd, syscall.SIGTERM, false)
	cmd.Wait()
	waitFor(t, "every process of the build to end", 30*time.Second, func() bool { return len(processesIn(root)) == 0 })
	if left := processesIn(root); len(left) > 0 {
		t.Fatalf("left running: %v\n%s", left, out())
	}
	if _, err := os.Stat(filepath.Join(root, "build", "locales", "en")); err == nil {
		t.Error("the stopped build left build/locales/en")
	}
}

// TestStartStops stops the live preview once its development server
// answers: nothing of it is left and its port is free again.
func TestStartStops(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the Docusaurus development server")
	}
	root := fixture.Repo(t, repoRoot, fixture.SiteDir())
	for _, stop := range stops[1:] {
		t.Run(stop.name, func(t *testing.T) {
			port := fixture.FreePort(t)
			cmd := mage(t, root, "start", fmt.Sprintf("-port=%d", port))
			out := start(t, cmd)
			waitFor(t, "the preview to answer", 4*time.Minute, func() bool { return answers(port, "/ds/") })
			send(t, cmd, stop.sig, stop.group)
			cmd.Wait()
			waitFor(t, "every process of the preview to end", 30*time.Second, func() bool { return len(processesIn(root)) == 0 })
			if left := processesIn(root); len(left) > 0 {
				t.Fatalf("left running: %v\n%s", left, out())
			}
			ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", port))
			if err != nil {
				t.Fatalf("port %d is still taken: %v", port, err)
			}
			ln.Close()
		})
	}
}

// TestServeStops: the Pages-like server ends on each signal and frees its
// port.
func TestServeStops(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "build", "ds"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "build", "ds", "index.html"), []byte("<!doctype html><title>x</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, stop := range stops {
		t.Run(stop.name, func(t *testing.T) {
			port := fixture.FreePort(t)
			cmd := mage(t, root, "serve", fmt.Sprintf("-port=%d", port))
			out := start(t, cmd)
			waitFor(t, "the server to answer", time.Minute, func() bool { return answers(port, "/ds/") })
			send(t, cmd, stop.sig, stop.group)
			cmd.Wait()
			waitFor(t, "the server to end", 30*time.Second, func() bool { return len(processesIn(root)) == 0 })
			if answers(port, "/ds/") {
				t.Fatalf("still serving after %s:\n%s", stop.name, out())
			}
		})
	}
}

// mage is `go tool mage -w root target…` run from this repository, in a
// process group of its own as a terminal runs a job.
func mage(t *testing.T, root string, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command("go", append([]string{"tool", "mage", "-w", root}, args...)...)
	cmd.Dir = repoRoot
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.WaitDelay = time.Minute
	return cmd
}

// start starts cmd and collects what it prints; the returned function
// gives the output so far.
func start(t *testing.T, cmd *exec.Cmd) func() string {
	t.Helper()
	r, w := io.Pipe()
	cmd.Stdout, cmd.Stderr = w, w
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var b strings.Builder
	go func() {
		s := bufio.NewScanner(r)
		for s.Scan() {
			mu.Lock()
			b.WriteString(s.Text() + "\n")
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		w.Close()
	})
	return func() string {
		mu.Lock()
		defer mu.Unlock()
		return b.String()
	}
}

func send(t *testing.T, cmd *exec.Cmd, sig syscall.Signal, group bool) {
	t.Helper()
	pid := cmd.Process.Pid
	if group {
		pid = -pid
	}
	if err := syscall.Kill(pid, sig); err != nil {
		t.Fatal(err)
	}
}

func waitFor(t *testing.T, what string, limit time.Duration, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting for %s after %v", what, limit)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// processesIn lists the running processes whose working folder is inside
// root: the target itself, Node and its workers, the tools they start.
func processesIn(root string) []string {
	real, err := filepath.EvalSymlinks(root)
	if err != nil {
		real = root
	}
	procs, err := procfs.AllProcs()
	if err != nil {
		return nil
	}
	var out []string
	for _, p := range procs {
		st, err := p.Stat()
		if err != nil || st.State == "Z" {
			continue
		}
		if cwd, err := p.Cwd(); err == nil && (cwd == real || strings.HasPrefix(cwd, real+"/")) {
			args, _ := p.CmdLine()
			out = append(out, fmt.Sprintf("%d %s", p.PID, strings.Join(args, " ")))
		}
	}
	return out
}

func answers(port int, path string) bool {
	c := http.Client{Timeout: 2 * time.Second}
	resp, err := c.Get(fmt.Sprintf("http://127.0.0.1:%d%s", port, path))
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

func appendLine(t *testing.T, path, s string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(s); err != nil {
		t.Fatal(err)
	}
}
