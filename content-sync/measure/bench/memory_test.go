package bench

import (
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"
)

// Run as a child by TestMemoryCountsTheTree: holds BENCH_TEST_HOLD_MB
// megabytes, touched, for a second.
func init() {
	mbs, err := strconv.Atoi(os.Getenv("BENCH_TEST_HOLD_MB"))
	if err != nil {
		return
	}
	b := make([]byte, mbs<<20)
	for i := range b {
		b[i] = 1
	}
	time.Sleep(time.Second)
	os.Exit(int(b[len(b)/2]) - 1)
}

// Two children that hold 150 MB at once count together in the tree, and
// one of them alone in the single largest.
func TestMemoryCountsTheTree(t *testing.T) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("needs Linux's /proc")
	}
	m := watchMemory()
	var cmds []*exec.Cmd
	for range 2 {
		c := exec.Command(os.Args[0], "-test.run=^$")
		c.Env = append(os.Environ(), "BENCH_TEST_HOLD_MB=150")
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, c)
	}
	for _, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Fatal(err)
		}
	}
	tree, one := m.Stop()
	if one < 150<<20 || one > 250<<20 {
		t.Errorf("largest single process %d MB, want about 150", one>>20)
	}
	if tree < 290<<20 {
		t.Errorf("tree %d MB, want the two children's 300 MB together", tree>>20)
	}
}

// The sampler's own cost, paid five times a second during every measured
// build: a scan of /proc and two small reads per process of the build.
func BenchmarkMemorySample(b *testing.B) {
	m := &memory{}
	for b.Loop() {
		m.sample()
	}
}
