package bench

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// memory follows every process this one has started, directly or through
// others, while a build runs: the most they held together at one moment
// (two locale builds at once, their workers and helpers count together),
// and the most any one of them held.
type memory struct {
	stop chan struct{}
	done sync.WaitGroup
	tree int64 // bytes, the largest sum of one sample
	one  int64 // bytes, the largest peak of a single process
}

// sampleEvery is how often the tree is read: memory that rises and falls
// between two samples is missed by the tree's sum, not by the single
// processes' peaks, which the kernel keeps (VmHWM).
const sampleEvery = 200 * time.Millisecond

func watchMemory() *memory {
	m := &memory{stop: make(chan struct{})}
	m.done.Add(1)
	go func() {
		defer m.done.Done()
		t := time.NewTicker(sampleEvery)
		defer t.Stop()
		for {
			m.sample()
			select {
			case <-m.stop:
				return
			case <-t.C:
			}
		}
	}()
	return m
}

// Stop ends the sampling and returns the peaks in bytes.
func (m *memory) Stop() (tree, one int64) {
	close(m.stop)
	m.done.Wait()
	return m.tree, m.one
}

// sample adds up the resident size of every descendant and reads each
// one's peak. Both come from /proc/<pid>/status, which the kernel keeps as
// counters: the proportional sizes of smaps_rollup walk every page and,
// read ten times a second, took a third of a core from the builds being
// measured. Pages two processes share (the node binary, libraries) are
// counted in each, some tens of megabytes.
func (m *memory) sample() {
	var sum int64
	for _, pid := range descendants(os.Getpid()) {
		status := filepath.Join("/proc", strconv.Itoa(pid), "status")
		sum += field(status, "VmRSS:")
		m.one = max(m.one, field(status, "VmHWM:"))
	}
	m.tree = max(m.tree, sum)
}

// descendants lists the processes below pid, from each process's parent in
// /proc/<pid>/stat.
func descendants(pid int) []int {
	entries, _ := os.ReadDir("/proc")
	children := map[int][]int{}
	for _, e := range entries {
		child, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if parent, ok := parentOf(child); ok {
			children[parent] = append(children[parent], child)
		}
	}
	var out []int
	queue := children[pid]
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		out = append(out, p)
		queue = append(queue, children[p]...)
	}
	return out
}

// parentOf reads the fourth field of /proc/<pid>/stat; the second, the
// command's name in parentheses, may hold spaces, so the fields are counted
// from its closing parenthesis.
func parentOf(pid int) (int, bool) {
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return 0, false
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, false
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 2 {
		return 0, false
	}
	ppid, err := strconv.Atoi(f[1])
	return ppid, err == nil
}

// field reads a "Name:  123 kB" line of a /proc file, in bytes; 0 when the
// process is gone.
func field(path, name string) int64 {
	f, err := os.Open(path)
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), name); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}
